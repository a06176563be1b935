// swift-tools-version:6.0
import PackageDescription

/// Four views modules of one app, as a team splits them: account, shop, feed and notes
/// screens, with `#Preview`s, a `PreviewProvider`, and SwiftData previews that seed an
/// in-memory container. It is what `scripts/previews-modules-e2e` checks
/// (debug and release find the same previews; a preview gone from one module fails `verify`
/// by name) and what `benchmarks/run` times `render-previews verify` on (issue 38).
let package = Package(
    name: "PreviewModules",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
    ],
    targets: [
        .target(name: "AccountScreens", dependencies: [
            .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
        ]),
        .target(name: "ShopScreens", dependencies: [
            .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
        ]),
        .target(name: "FeedScreens", dependencies: [
            .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
        ]),
        .target(name: "NotesScreens", dependencies: [
            .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
            .product(name: "SwiftData", package: "SwatchRaster", condition: .when(platforms: [.linux])),
        ]),
    ]
)
