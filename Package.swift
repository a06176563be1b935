// swift-tools-version:6.0
import PackageDescription

/// SwatchRaster: SwiftUI's layout and preference semantics on Linux, rendered to PNG.
let package = Package(
    name: "SwatchRaster",
    products: [
        .library(name: "SwatchRaster", targets: ["SwatchRaster"]),
        .library(name: "SwatchSheets", targets: ["SwatchSheets"]),
        .executable(name: "render-swatches", targets: ["render-swatches"]),
        .executable(name: "render-gallery", targets: ["render-gallery"]),
        .library(name: "SwatchRasterTesting", targets: ["SwatchRasterTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .target(
            name: "SwatchRaster",
            dependencies: [
                "CPNG", "CFreeType", "CFontconfig",
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // The swatch application: theme readers, the sheet view, batches, manifests, verify.
        .target(name: "SwatchSheets", dependencies: ["SwatchRaster"]),
        .executableTarget(
            name: "render-swatches",
            dependencies: [
                "SwatchRaster", "SwatchSheets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "swatch-bench", dependencies: ["SwatchRaster", "SwatchSheets"]),
        // Snapshot and pixel-hash assertions for users' tests (XCTest and Swift Testing).
        .target(name: "SwatchRasterTesting", dependencies: ["SwatchRaster"]),
        // The seeds' and the lecture's examples, each in its own module as a user would write them.
        .target(name: "AnchorExample", dependencies: ["SwatchRaster"], path: "Examples/AnchorExample"),
        .target(name: "PreferenceKeyExamples", dependencies: ["SwatchRaster"], path: "Examples/PreferenceKeyExamples"),
        .target(name: "LectureExamples", dependencies: ["SwatchRaster"], path: "Examples/LectureExamples"),
        .target(name: "LayoutExamples", dependencies: ["SwatchRaster"], path: "Examples/LayoutExamples"),
        .executableTarget(
            name: "render-gallery",
            dependencies: ["SwatchRaster", "AnchorExample", "PreferenceKeyExamples", "LectureExamples", "LayoutExamples"]),
        .testTarget(
            name: "ExampleTests",
            dependencies: ["SwatchRaster", "AnchorExample", "PreferenceKeyExamples", "LectureExamples", "LayoutExamples"]),
        .testTarget(
            name: "SwatchRasterTests",
            dependencies: [
                "SwatchRaster", "SwatchSheets", "render-swatches", "SwatchRasterTesting",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The seed's code, verbatim but for the import, in the Swift 6 language mode.
        .testTarget(
            name: "SeedCompatibilityTests",
            dependencies: ["SwatchRaster", "SwatchSheets"]),
    ]
)
