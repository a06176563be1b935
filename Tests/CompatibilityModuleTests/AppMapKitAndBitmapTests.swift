@_spi(SwatchRaster) import CoreGraphics
import MapKit
import SwiftUI
import SwatchRasterTesting
import UIKit
import XCTest

// Issue 46's third round: Go Cycling's route map (MKMapView in a representable, its overlays
// and annotations), Sprite Catalog's sprite-sheet cropping (UIImage.cgImage and
// CGImage.cropping), and the UIKit odds those apps stopped on.

/// Go Cycling's route map, reduced: the representable, its coordinator as the delegate, and
/// the overlay and annotations its update adds.
private struct RouteMap: UIViewRepresentable {
    let coordinates: [CLLocationCoordinate2D]
    let mapType: MKMapType

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            if let polyline = overlay as? MKPolyline {
                let renderer = MKPolylineRenderer(overlay: polyline)
                renderer.strokeColor = .systemBlue
                renderer.lineWidth = 8
                return renderer
            }
            return MKOverlayRenderer(overlay: overlay)
        }
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "dot") ?? MKAnnotationView(annotation: annotation, reuseIdentifier: "dot")
            view.canShowCallout = false
            view.layer.zPosition = 20
            return view
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView(frame: .zero)
        mapView.delegate = context.coordinator
        mapView.showsCompass = false
        mapView.mapType = mapType
        let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: 45.5, longitude: -75.8))
        let bottomRight = MKMapPoint(CLLocationCoordinate2D(latitude: 45.3, longitude: -75.6))
        mapView.setVisibleMapRect(MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y),
                                  edgePadding: UIEdgeInsets(top: 40, left: 20, bottom: 20, right: 20), animated: false)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeOverlays(mapView.overlays)
        mapView.removeAnnotations(mapView.annotations)
        mapView.addOverlay(MKPolyline(coordinates: coordinates, count: coordinates.count))
        let start = MKPointAnnotation()
        start.coordinate = coordinates.first!
        start.title = "Start"
        mapView.addAnnotations([start])
    }
}

final class AppMapKitAndBitmapTests: XCTestCase {
    private static let route = [CLLocationCoordinate2D(latitude: 45.42, longitude: -75.70), CLLocationCoordinate2D(latitude: 45.40, longitude: -75.68)]

    func testAMapViewKeepsWhatTheAppAddsAndItsRepresentableDrawsAsTheNamedTile() throws {
        let route = Self.route
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: .zero)
            map.mapType = .satellite
            let line = MKPolyline(coordinates: route, count: route.count)
            map.addOverlay(line)
            XCTAssertEqual(map.overlays.count, 1)
            XCTAssertNil(map.renderer(for: line), "nothing is drawn, so no renderer was made")
            map.removeOverlay(line)
            XCTAssertTrue(map.overlays.isEmpty)
            map.setUserTrackingMode(.followWithHeading, animated: true)
            XCTAssertEqual(map.userTrackingMode, .followWithHeading)

            let renderer = ImageRenderer(content: RouteMap(coordinates: route, mapType: .hybrid).frame(width: 200, height: 120).background(Color.white))
            let image = try renderer.render()
            let texts = try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text)
            XCTAssertEqual(texts, ["RouteMap"], "the tile, captioned with the representable's name")
            let corner = image[3, 3]
            XCTAssertTrue(corner.r > 220 && corner.r < 250, "the tile's fill \(corner)")
        }
    }

    /// PetNote's delivery map, shortened: a polygon with a fill and a stroke, and a tinted
    /// marker, inside `Map { }`. The content is kept, never drawn: the map is the named tile.
    func testAPolygonAndStyledContentBuildInsideAMap() throws {
        try MainActor.assumeIsolated {
            let shop = CLLocationCoordinate2D(latitude: 31.23, longitude: 121.47)
            let area = [shop, CLLocationCoordinate2D(latitude: 31.24, longitude: 121.48), CLLocationCoordinate2D(latitude: 31.22, longitude: 121.49)]
            let map = Map {
                Marker("Shop", systemImage: "gift.fill", coordinate: shop).foregroundStyle(.orange)
                MapPolygon(coordinates: area).foregroundStyle(Color.blue.opacity(0.2)).stroke(Color.blue, lineWidth: 1)
            }
            let renderer = ImageRenderer(content: map.frame(width: 120, height: 80))
            let image = try renderer.render()
            XCTAssertEqual(image.width, 120 * Int(renderer.scale))
            XCTAssertTrue(try LayoutDump(json: try renderer.layoutJSON()).nodes.contains { $0.text == "Map" })
        }
    }

    func testMapPointsProjectAndPolylinesBound() {
        let route = Self.route
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        XCTAssertEqual(origin.x, MKMapSize.world.width / 2, accuracy: 1e-6)
        XCTAssertEqual(origin.y, MKMapSize.world.height / 2, accuracy: 1e-6)
        let ottawa = CLLocationCoordinate2D(latitude: 45.42, longitude: -75.7)
        let back = MKMapPoint(ottawa).coordinate
        XCTAssertEqual(back.latitude, 45.42, accuracy: 1e-9)
        XCTAssertEqual(back.longitude, -75.7, accuracy: 1e-9)
        let line = MKPolyline(coordinates: route, count: route.count)
        XCTAssertEqual(line.pointCount, 2)
        let box = line.boundingMapRect
        XCTAssertEqual(box.minX, MKMapPoint(route[0]).x, accuracy: 1e-6)
        XCTAssertEqual(box.maxY, MKMapPoint(route[1]).y, accuracy: 1e-6)
        XCTAssertTrue(MKMapRect.null.isNull)
        XCTAssertEqual(MKMapType.hybrid.rawValue, 2)
    }

    func testSpriteSheetsCropThroughCGImage() throws {
        try MainActor.assumeIsolated {
            // A 4 × 1 sheet: red, green, blue, white frames of 1 × 1 pt at 2x.
            let sheet = ImageRenderer(content: HStack(spacing: 0) {
                Color.red.frame(width: 1, height: 1)
                Color.green.frame(width: 1, height: 1)
                Color.blue.frame(width: 1, height: 1)
                Color.white.frame(width: 1, height: 1)
            })
            sheet.scale = 2
            let image = try XCTUnwrap(sheet.uiImage)
            let cgImage = try XCTUnwrap(image.cgImage)
            XCTAssertEqual([cgImage.width, cgImage.height, cgImage.bytesPerRow], [8, 2, 32])
            let frameWidth = cgImage.width / 4
            let third = try XCTUnwrap(cgImage.cropping(to: CGRect(x: frameWidth * 2, y: 0, width: frameWidth, height: cgImage.height)))
            XCTAssertEqual(third.width, 2)
            let frame = UIImage(cgImage: third)
            XCTAssertEqual(frame.size, CGSize(width: 2, height: 2), "scale 1: a pixel per point")
            XCTAssertEqual(Array(try XCTUnwrap(frame.cgImage).rgbaPixels.prefix(4)), [0, 122, 255, 255], "the blue frame (iOS's system blue)")
            XCTAssertNil(cgImage.cropping(to: CGRect(x: 20, y: 0, width: 4, height: 4)), "outside the image")
            XCTAssertNil(UIImage(systemName: "star")?.cgImage)
            XCTAssertEqual(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size, CGSize(width: 4, height: 1))
        }
    }

    func testANamedImageHasTheAssetsPixels() throws {
        let logo = try XCTUnwrap(UIImage(named: "Logo", in: .module))
        let bitmap = try XCTUnwrap(logo.cgImage)
        XCTAssertEqual([bitmap.width, bitmap.height], [4, 4], "the 1x logo.png")
        XCTAssertEqual(bitmap.rgbaPixels.count, 64)
    }

    func testUIKitOddsTheAppsRead() {
        MainActor.assumeIsolated {
            // Go Cycling's currentScene: no scenes connect outside a running app.
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            XCTAssertNil(scene)
            XCTAssertEqual(UIScene.ActivationState.foregroundActive.rawValue, 0)
            let table = UITableView()
            XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
            UITableView.appearance().sectionHeaderTopPadding = 0
            XCTAssertEqual(UITableView.appearance().sectionHeaderTopPadding, 0)
        }
    }
}

final class AppFrameworkRoundFourTests: XCTestCase {
    func testUIColorIsAnNSObjectEqualByColor() {
        let stored: NSObject? = UIColor.red
        XCTAssertEqual(stored as? UIColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
        XCTAssertEqual(UIColor.red.description, "UIColor(\(UIColor.red.color))")
    }

    /// Xcode's color-well literals, as SwiftTermApp's button colors write them: a `UIColor`
    /// by default (UIKit's `_ColorLiteralType`), taken by `Color(_:)`, or a `Color` where one
    /// is expected; the same sRGB components either way.
    func testColorLiteralsAreUIColorsOrColors() {
        let literal = #colorLiteral(red: 0.007762347814, green: 0.4766914248, blue: 0.9985215068, alpha: 1)
        XCTAssertTrue((literal as Any) is UIColor)
        let wrapped = Color(#colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 0.5))
        let direct: Color = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)
        XCTAssertEqual(wrapped, direct)
        XCTAssertEqual(direct, Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.5))
    }

    func testLocationsCarrySpeedAndCourse() {
        let plain = CLLocation(latitude: 45, longitude: -75)
        XCTAssertEqual(plain.speed, -1, "invalid, as Apple's")
        XCTAssertEqual(plain.verticalAccuracy, -1)
        let moving = CLLocation(coordinate: CLLocationCoordinate2DMake(45, -75), altitude: 70, horizontalAccuracy: 5, verticalAccuracy: 8,
                                course: 90, speed: 6.5, timestamp: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(moving.speed, 6.5)
        XCTAssertEqual(moving.coordinate, plain.coordinate)
        XCTAssertNotEqual(moving, plain, "NSObject identity")
        XCTAssertEqual(Optional(moving), Optional(moving))
    }

    func testQuickActionsAreKeptForTheRun() {
        MainActor.assumeIsolated {
            let item = UIApplicationShortcutItem(type: "NewMaintenance", localizedTitle: "New", localizedSubtitle: nil,
                                                 icon: UIApplicationShortcutIcon(systemImageName: "plus"))
            UIApplication.shared.shortcutItems = [item]
            XCTAssertEqual(UIApplication.shared.shortcutItems?.first?.type, "NewMaintenance")
            XCTAssertEqual(item.icon?.name, "plus")
            UIApplication.shared.shortcutItems = nil
        }
    }
}
