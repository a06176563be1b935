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
        // `swift package generate-documentation --target SwatchRaster` (the DocC catalog in
        // Sources/SwatchRaster/SwatchRaster.docc); a command plugin, nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.0.0"),
        // Property-based tests with shrinking: the layout fuzzer (Tests/SwatchRasterTests/LayoutFuzz*).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libpng and zlib headers and libraries, for CSwatchPNG and its tests.
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
        // The PNG writer and reader in C: libpng's longjmp must not cross Swift frames. Its
        // -Wall -Wextra come from a pragma (Sources/CSwatchPNG/warnings.h) and
        // scripts/c-warnings, not unsafeFlags, so the package stays usable as a dependency.
        // (libpng's pkg-config lists no -lz, and CPNG's module map links zlib only into
        // modules that import CPNG from Swift.)
        .target(name: "CSwatchPNG", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        // OpenSSL's libcrypto, for SHA-256 (the pixel hash, §9) through its EVP API.
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        .target(
            name: "SwatchRaster",
            dependencies: [
                "CSwatchPNG", "CFreeType", "CFontconfig",
                "COpenSSL",
            ]),
        // The swatch application: theme readers, the sheet view, batches, manifests, verify.
        .target(
            name: "SwatchSheets",
            dependencies: ["SwatchRaster"]),
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
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The C encoder's parts against independent references: zlib's adler32(), Python's zlib.
        .testTarget(name: "CSwatchPNGTests", dependencies: ["CSwatchPNG", "CPNG"]),
        // The seed's code, verbatim but for the import, in the Swift 6 language mode.
        .testTarget(
            name: "SeedCompatibilityTests",
            dependencies: ["SwatchRaster", "SwatchSheets", "SwatchRasterTesting"]),
    ]
)
