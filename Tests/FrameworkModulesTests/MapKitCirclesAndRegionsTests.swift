import CoreLocation
import MapKit
import UIKit
import XCTest

// Critical Maps' privacy zones and ride markers: an `MKCircle` overlay drawn by an
// `MKCircleRenderer`, the `CLCircularRegion` geofence of the same circle, a marker view that
// sets itself up in `prepareForDisplay()` and adds a context menu, and the launch options it
// passes to `openInMaps`. Nothing is drawn, monitored or opened in a still; the values are
// real (distances on the sphere `CLLocation.distance(from:)` uses).

/// The ride marker, shaped as Critical Maps' `CMMarkerAnnotationView`.
@MainActor private final class CriticalMassMarker: MKMarkerAnnotationView, UIContextMenuInteractionDelegate {
    var prepared = 0
    override func prepareForDisplay() {
        super.prepareForDisplay()
        prepared += 1
        animatesWhenAdded = true
        markerTintColor = .black
        glyphTintColor = .white
        canShowCallout = false
        addInteraction(UIContextMenuInteraction(delegate: self))
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
    }
}

final class MapKitCirclesAndRegionsTests: XCTestCase {
    /// Berlin's TV tower and the Brandenburg Gate, about 2.2 km apart.
    private let tower = CLLocationCoordinate2D(latitude: 52.5208, longitude: 13.4094)
    private let gate = CLLocationCoordinate2D(latitude: 52.5163, longitude: 13.3777)
    /// Meters per degree of latitude on the mean-radius sphere.
    private let metersPerDegree = 6_371_008.8 * .pi / 180

    func testACircularRegionContainsWhatIsWithinItsRadius() {
        let distance = CLLocation(latitude: tower.latitude, longitude: tower.longitude).distance(from: CLLocation(latitude: gate.latitude, longitude: gate.longitude))
        XCTAssertEqual(distance, 2_203, accuracy: 10, "the tower to the gate")
        XCTAssertFalse(CLCircularRegion(center: tower, radius: 2_100, identifier: "small").contains(gate))
        XCTAssertTrue(CLCircularRegion(center: tower, radius: 2_300, identifier: "large").contains(gate))

        let zone = CLCircularRegion(center: tower, radius: 500, identifier: "home")
        XCTAssertTrue(zone.contains(tower))
        XCTAssertTrue(zone.contains(CLLocationCoordinate2D(latitude: tower.latitude + 400 / metersPerDegree, longitude: tower.longitude)), "400 m north")
        XCTAssertFalse(zone.contains(CLLocationCoordinate2D(latitude: tower.latitude + 600 / metersPerDegree, longitude: tower.longitude)), "600 m north")
        let degreeEast = metersPerDegree * cos(tower.latitude * .pi / 180)
        XCTAssertTrue(zone.contains(CLLocationCoordinate2D(latitude: tower.latitude, longitude: tower.longitude + 450 / degreeEast)), "450 m east")
        XCTAssertFalse(zone.contains(CLLocationCoordinate2D(latitude: tower.latitude, longitude: tower.longitude + 550 / degreeEast)), "550 m east")
    }

    /// As Critical Maps' `PrivacyZone.clRegion` builds it; both notifications default to on.
    func testARegionKeepsItsIdentifierAndNotificationSettings() {
        let region = CLCircularRegion(center: tower, radius: 300, identifier: "zone-1")
        XCTAssertEqual(region.identifier, "zone-1")
        XCTAssertEqual(region.center, tower)
        XCTAssertEqual(region.radius, 300)
        XCTAssertTrue(region.notifyOnEntry)
        XCTAssertTrue(region.notifyOnExit)
        region.notifyOnExit = false
        XCTAssertFalse(region.notifyOnExit)
        let asRegion: CLRegion = region
        XCTAssertTrue(asRegion is CLCircularRegion)
    }

    /// The circle's bounding rectangle holds its center and its edge, and is as wide as the
    /// circle at its latitude; a circle made from that rectangle is the same circle.
    func testACirclesBoundingRectHoldsTheCircle() throws {
        let circle = MKCircle(center: tower, radius: 1_000)
        XCTAssertEqual(circle.coordinate, tower)
        XCTAssertEqual(circle.radius, 1_000)
        XCTAssertNil(circle.title)
        circle.title = "preview"
        XCTAssertEqual(circle.title, "preview")

        let rect = circle.boundingMapRect
        let middle = MKMapPoint(tower)
        XCTAssertTrue(rect.minX < middle.x && middle.x < rect.maxX && rect.minY < middle.y && middle.y < rect.maxY, "the center is inside")
        let pointsPerMeter = MKMapSize.world.width / (2 * .pi * 6_371_008.8 * cos(tower.latitude * .pi / 180))
        XCTAssertEqual(rect.width, 2_000 * pointsPerMeter, accuracy: 2_000 * pointsPerMeter * 1e-3)
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: tower.latitude + 1_000 / metersPerDegree, longitude: tower.longitude))
        XCTAssertEqual(north.y, rect.minY, accuracy: 1e-6, "the northmost point is on the top edge")

        let again = MKCircle(mapRect: rect)
        XCTAssertEqual(again.coordinate.latitude, tower.latitude, accuracy: 1e-4)
        XCTAssertEqual(again.coordinate.longitude, tower.longitude, accuracy: 1e-9)
        XCTAssertEqual(again.radius, 1_000, accuracy: 10)

        let overlay: any MKOverlay = circle
        XCTAssertTrue((overlay as? MKCircle) === circle, "found among a map's overlays by its class")
        let shape: MKShape = circle
        XCTAssertEqual(shape.title, "preview")
        XCTAssertEqual(MKCircle(center: CLLocationCoordinate2D(latitude: 89.5, longitude: 0), radius: 100_000).boundingMapRect.width,
                       MKMapSize.world.width, "around a pole: the whole width")
    }

    /// Critical Maps' privacy-zone renderer: what it sets reads back, over MapKit's defaults.
    func testACircleRendererKeepsItsStyle() {
        let circle = MKCircle(center: tower, radius: 200)
        let renderer = MKCircleRenderer(circle: circle)
        XCTAssertTrue(renderer.circle === circle)
        XCTAssertTrue(renderer.overlay === circle)
        XCTAssertNil(renderer.fillColor)
        XCTAssertNil(renderer.strokeColor)
        XCTAssertEqual(renderer.lineWidth, 0)
        XCTAssertEqual(renderer.miterLimit, 10)
        XCTAssertEqual(renderer.lineJoin, .round)
        XCTAssertEqual(renderer.lineCap, .round)
        XCTAssertNil(renderer.lineDashPattern)

        renderer.fillColor = UIColor.systemGreen.withAlphaComponent(0.15)
        renderer.strokeColor = UIColor.systemGreen
        renderer.lineWidth = 1.5
        renderer.lineDashPattern = [5, 3]
        XCTAssertEqual(renderer.strokeColor, UIColor.systemGreen)
        XCTAssertEqual(renderer.lineWidth, 1.5)
        XCTAssertEqual(renderer.lineDashPattern, [5, 3])

        let path: MKOverlayPathRenderer = renderer
        XCTAssertNotNil(path.fillColor)
        let line = MKPolylineRenderer(polyline: MKPolyline(coordinates: [tower, gate], count: 2))
        XCTAssertTrue((line as MKOverlayRenderer) is MKOverlayPathRenderer, "lines are path renderers too, as MapKit's")
    }

    /// The marker sets itself up when `prepareForDisplay()` is called (MapKit calls it on a
    /// device; no map shows a view here); its defaults are MapKit's.
    func testAMarkerPreparesItselfThroughSuper() throws {
        let tower = tower
        try MainActor.assumeIsolated {
            let ride = MKPointAnnotation(coordinate: tower, title: "Critical Mass", subtitle: nil)
            let marker = CriticalMassMarker(annotation: ride, reuseIdentifier: "ride")
            XCTAssertFalse(marker.animatesWhenAdded)
            XCTAssertNil(marker.glyphTintColor)
            XCTAssertEqual(marker.prepared, 0, "nothing displays it in a still")
            marker.prepareForDisplay()
            XCTAssertEqual(marker.prepared, 1)
            XCTAssertTrue(marker.animatesWhenAdded)
            XCTAssertEqual(marker.glyphTintColor, .white)
            let menu = try XCTUnwrap(marker.interactions.first as? UIContextMenuInteraction)
            XCTAssertTrue(menu.view === marker)
            marker.prepareForReuse()

            let fallback = MKAnnotationView()
            XCTAssertNil(fallback.annotation)
            XCTAssertNil(fallback.reuseIdentifier)
        }
    }

    /// As Critical Maps' `Ride.openInMaps` builds its options; no Maps app opens here.
    func testLaunchOptionsAreStringsAndNothingOpens() {
        let options: [String: Any] = [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDefault]
        XCTAssertEqual(options[MKLaunchOptionsDirectionsModeKey] as? String, "MKLaunchOptionsDirectionsModeDefault")
        XCTAssertEqual(Set([MKLaunchOptionsDirectionsModeDriving, MKLaunchOptionsDirectionsModeWalking, MKLaunchOptionsDirectionsModeTransit,
                            MKLaunchOptionsDirectionsModeCycling, MKLaunchOptionsDirectionsModeDefault]).count, 5)
        let item = MKMapItem(placemark: MKPlacemark(coordinate: tower, addressDictionary: nil))
        item.name = "Alexanderplatz"
        XCTAssertEqual(item.placemark.coordinate, tower)
        XCTAssertFalse(item.openInMaps(launchOptions: options))
    }

    /// A tap on the map becomes the coordinate under it (the privacy-zone editor), and back.
    func testAPointOfTheMapIsTheCoordinateUnderIt() {
        MainActor.assumeIsolated {
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4),
                                            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.4))
            let centre = map.convert(CGPoint(x: 100, y: 50), toCoordinateFrom: map)
            XCTAssertEqual(centre.latitude, 52.5, accuracy: 1e-9)
            XCTAssertEqual(centre.longitude, 13.4, accuracy: 1e-9)
            let topLeft = map.convert(CGPoint(x: 0, y: 0), toCoordinateFrom: map)
            XCTAssertEqual(topLeft.latitude, 52.6, accuracy: 1e-9, "north is up")
            XCTAssertEqual(topLeft.longitude, 13.2, accuracy: 1e-9)
            let back = map.convert(CLLocationCoordinate2D(latitude: 52.45, longitude: 13.5), toPointTo: map)
            XCTAssertEqual(back.x, 150, accuracy: 1e-9)
            XCTAssertEqual(back.y, 75, accuracy: 1e-9)
            let marker = MKMarkerAnnotationView()
            XCTAssertFalse(marker.isAccessibilityElement)
            marker.isAccessibilityElement = true
            XCTAssertTrue(marker.isAccessibilityElement)
        }
    }
}
