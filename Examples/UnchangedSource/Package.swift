// swift-tools-version:6.0
import PackageDescription

/// A user's views module, as written for iOS, depending on SwatchRaster the way the README
/// tells a user to: Apple's module names, for Linux only. Its sources must build with no
/// edits (docs/ARCHITECTURE.md §2.7); its test lists the module's previews and renders them.
let package = Package(
    name: "UnchangedSource",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
    ],
    targets: [
        .target(
            name: "UnchangedViews",
            dependencies: [
                .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
            ],
            // Xcode's asset symbols (`Color.brandPrimary`) from the catalog, on Linux.
            resources: [.process("Media.xcassets")],
            plugins: [.plugin(name: "GenerateAssetSymbols", package: "SwatchRaster")]),
        .testTarget(
            name: "UnchangedViewsTests",
            dependencies: [
                "UnchangedViews",
                .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
            ]),
    ]
)
