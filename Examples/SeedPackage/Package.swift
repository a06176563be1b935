// swift-tools-version:6.0
import PackageDescription

/// A user's package: the seed's code from 000, pasted with only `import SwiftUI` changed,
/// built in both the Swift 6 and the Swift 5 language modes.
let package = Package(
    name: "SeedPackage",
    dependencies: [.package(path: "SwatchRaster")],
    targets: [
        .executableTarget(
            name: "SeedSwift6",
            dependencies: [.product(name: "SwatchRaster", package: "SwatchRaster")]),
        .executableTarget(
            name: "SeedSwift5",
            dependencies: [.product(name: "SwatchRaster", package: "SwatchRaster")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
