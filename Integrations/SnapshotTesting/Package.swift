// swift-tools-version:6.0
import PackageDescription

/// `Snapshotting` strategies for pointfreeco/swift-snapshot-testing, in their own package so
/// that SwatchRaster users who don't use that library never build it.
let package = Package(
    name: "SwatchRasterSnapshotTesting",
    products: [
        .library(name: "SwatchRasterSnapshotTesting", targets: ["SwatchRasterSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "SwatchRasterSnapshotTesting",
            dependencies: [
                .product(name: "SwatchRaster", package: "SwatchRaster"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "SwatchRasterSnapshotTestingTests",
            dependencies: [
                "SwatchRasterSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ]
)
