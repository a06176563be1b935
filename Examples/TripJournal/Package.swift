// swift-tools-version:6.0
import PackageDescription

/// An iOS 17 app's views module, written as for Xcode: an `@Observable` model in the
/// environment, a list with swipe actions and a toolbar, a detail screen with a map, a
/// settings form and a paywall. On Linux it builds unchanged against SwatchRaster's
/// compatibility modules, and CI renders and verifies its previews (issue 34).
let package = Package(
    name: "TripJournal",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "SwatchRaster", path: "../.."),
    ],
    targets: [
        .target(
            name: "TripJournalViews",
            dependencies: [
                .product(name: "SwiftUI", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "MapKit", package: "SwatchRaster", condition: .when(platforms: [.linux])),
                .product(name: "StoreKit", package: "SwatchRaster", condition: .when(platforms: [.linux])),
            ]),
    ]
)
