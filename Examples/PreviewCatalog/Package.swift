// swift-tools-version:6.0
import PackageDescription

/// An iOS team's views module with its previews, as written for Xcode. On Linux,
/// `swift package --allow-writing-to-package-directory render-previews` renders every one of
/// them into Previews/ and checks them against Previews/manifest.json (the README's
/// "Every #Preview, rendered"); CI runs it with `verify`.
let package = Package(
    name: "PreviewCatalog",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
    ],
    targets: [
        .target(
            name: "CatalogViews",
            dependencies: [
                .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                "quantity-limits",
            ]),
        .target(name: "quantity-limits"),
    ]
)
