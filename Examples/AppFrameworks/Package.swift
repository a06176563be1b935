// swift-tools-version:6.0
import PackageDescription

/// An iOS 17 app's views and services, written as for Xcode on a Mac with the frameworks apps
/// import beside SwiftUI: unified logging (`OSLog`), App Intents, local notifications, a
/// versioned SwiftData schema with a migration plan, and UIKit text fields and search bars in
/// representables. On Linux it builds unchanged against SwatchRaster's compatibility modules,
/// and CI renders and verifies its previews (issue 47). The archive screen keeps finished
/// tasks in Core Data, with the model's classes generated from `Archive.xcdatamodeld` as
/// Xcode generates them (on Linux by SwatchRaster's `GenerateCoreDataClasses` plugin).
let package = Package(
    name: "AppFrameworks",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
    ],
    targets: [
        .target(
            name: "TaskBoardViews",
            dependencies: [
                .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "UIKit", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "SwiftData", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "OSLog", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "AppIntents", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "UserNotifications", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "CoreData", package: "SwatchRaster", condition: .when(platforms: [.linux])),
            ],
            resources: [.copy("Archive.xcdatamodeld")],
            plugins: [.plugin(name: "GenerateCoreDataClasses", package: "SwatchRaster")]),
    ]
)
