import CoreLocation
import MapKit
import UIKit
import XCTest

// Critical Maps' rider map (`MapFeature/MapView.swift`): points of interest filtered out,
// rider and ride-marker views registered and dequeued by class, riders counted in the visible
// rect, the GPX route added above roads, the user's dot skipped. Nothing is drawn in a still;
// each call keeps or answers what MapKit would from what the app set.

/// A rider dot shaped as Critical Maps' `RiderAnnotationView`: both designated initializers
/// overridden, each setting the view up. (MapKit's initializers are nonisolated here, as
/// UIKit's `init(frame:)` is; Critical Maps builds in Swift 5 mode, where the call to the
/// main-actor setup is a warning, and this Swift 6 test asserts the main actor instead.)
@MainActor private final class RiderDot: MKAnnotationView {
    var setUpCount = 0
    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        MainActor.assumeIsolated { setUp() }
    }
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        MainActor.assumeIsolated { setUp() }
    }
    private func setUp() {
        setUpCount += 1
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
    }
}

/// A ride marker shaped as Critical Maps' `CMMarkerAnnotationView`: no initializers of its own.
@MainActor private final class RideMarker: MKMarkerAnnotationView {}

/// A rider, as Critical Maps' `RiderAnnotation` subclasses `MKPointAnnotation`.
private final class Rider: MKPointAnnotation {}

/// An empty archive, for the `init?(coder:)` chain.
private final class EmptyCoder: NSCoder {}

/// Berlin's center, where the riders are.
private let berlin = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.40)

final class MapKitCriticalMapsMapViewTests: XCTestCase {
    func testPointOfInterestFilterIsNilUntilSetAndAnswersByItsCategories() {
        MainActor.assumeIsolated {
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertNil(map.pointOfInterestFilter, "nil by default, as MapKit's")
            map.pointOfInterestFilter = .excludingAll
            XCTAssertEqual(map.pointOfInterestFilter?.excludes(.cafe), true)
            XCTAssertEqual(map.pointOfInterestFilter?.includes(.park), false)
        }
        XCTAssertTrue(MKPointOfInterestFilter.includingAll.includes(.museum))
        let some = MKPointOfInterestFilter(including: [.park, .cafe])
        XCTAssertTrue(some.includes(.park))
        XCTAssertFalse(some.includes(.museum))
        let allBut = MKPointOfInterestFilter(excluding: [.nightlife])
        XCTAssertTrue(allBut.excludes(.nightlife))
        XCTAssertTrue(allBut.includes(.restaurant))
        XCTAssertEqual(MKPointOfInterestCategory.airport.rawValue, "MKPOICategoryAirport")
    }

    func testDequeueMakesAViewOfTheRegisteredClassRunningItsInitializer() throws {
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: .zero)
            map.register(RiderDot.self, forAnnotationViewWithReuseIdentifier: "RiderDot")
            map.register(RideMarker.self, forAnnotationViewWithReuseIdentifier: "RideMarker")
            let rider = Rider(coordinate: berlin)

            let dot = try XCTUnwrap(map.dequeueReusableAnnotationView(withIdentifier: "RiderDot", for: rider) as? RiderDot)
            XCTAssertEqual(dot.reuseIdentifier, "RiderDot")
            XCTAssertTrue(dot.annotation === rider)
            XCTAssertEqual(dot.setUpCount, 1, "the subclass's init(annotation:reuseIdentifier:) ran")
            XCTAssertTrue(dot.layer.shouldRasterize)
            XCTAssertEqual(dot.layer.rasterizationScale, 3)

            let marker = map.dequeueReusableAnnotationView(withIdentifier: "RideMarker", for: rider)
            XCTAssertTrue(marker is RideMarker)
            XCTAssertEqual(marker.reuseIdentifier, "RideMarker")
            XCTAssertNotIdentical(marker, map.dequeueReusableAnnotationView(withIdentifier: "RideMarker", for: rider), "nothing is queued: a new view each time")
            XCTAssertNil(map.dequeueReusableAnnotationView(withIdentifier: "RideMarker"), "nothing has gone off screen to reuse")
            XCTAssertNil(map.view(for: rider), "nothing is on screen")
        }
    }

    func testAnnotationViewInitializersKeepWhatTheyAreGiven() throws {
        try MainActor.assumeIsolated {
            let plain = MKAnnotationView()
            XCTAssertEqual(plain.frame, .zero)
            XCTAssertNil(plain.reuseIdentifier)
            XCTAssertNil(plain.annotation)
            let framed = MKAnnotationView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            XCTAssertEqual(framed.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
            let archived = try XCTUnwrap(RiderDot(coder: EmptyCoder()))
            XCTAssertEqual(archived.setUpCount, 1, "super.init(coder:) reaches MapKit's and the subclass sets up")
            XCTAssertNil(archived.reuseIdentifier)
            XCTAssertNotNil(MKMarkerAnnotationView(coder: EmptyCoder()))
        }
    }

    func testAnnotationsInARectAreExactlyThoseInsideIt() throws {
        try MainActor.assumeIsolated {
            let map = MKMapView(frame: .zero)
            let inside = Rider(coordinate: berlin)
            let alsoInside = Rider(coordinate: CLLocationCoordinate2D(latitude: 52.50, longitude: 13.45))
            let outside = Rider(coordinate: CLLocationCoordinate2D(latitude: 48.14, longitude: 11.58)) // Munich
            map.addAnnotations([inside, alsoInside, outside])
            let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 52.60, longitude: 13.30))
            let opposite = MKMapPoint(CLLocationCoordinate2D(latitude: 52.40, longitude: 13.50))
            let rect = MKMapRect(x: corner.x, y: corner.y, width: opposite.x - corner.x, height: opposite.y - corner.y)

            let found = map.annotations(in: rect)
            XCTAssertEqual(found.count, 2)
            XCTAssertTrue(found.contains(AnyHashable(inside)))
            XCTAssertTrue(found.contains(AnyHashable(alsoInside)))
            XCTAssertFalse(found.contains(AnyHashable(outside)))
            XCTAssertEqual(found.compactMap { $0 as? Rider }.count, 2, "the objects themselves, cast back as Critical Maps counts riders")
            XCTAssertTrue(map.annotations(in: .null).isEmpty)
            XCTAssertEqual(map.annotations(in: .world).count, 3)
        }
    }

    func testOverlaysKeepTheirLevel() {
        MainActor.assumeIsolated {
            let map = MKMapView(frame: .zero)
            var coordinates = [berlin, CLLocationCoordinate2D(latitude: 52.53, longitude: 13.41)]
            let route = MKPolyline(coordinates: &coordinates, count: coordinates.count)
            let zone = MKCircle(center: berlin, radius: 300)
            map.addOverlay(zone)
            map.addOverlay(route, level: .aboveRoads)
            XCTAssertTrue(map.overlays(in: .aboveRoads).first === route)
            XCTAssertTrue(map.overlays(in: .aboveLabels).first === zone, "addOverlay(_:) places it above labels, as MapKit's")
            XCTAssertEqual(map.overlays.count, 2)
            XCTAssertTrue(map.overlays.first === route, "the roads' level is below the labels'")
            map.removeOverlay(route)
            XCTAssertTrue(map.overlays(in: .aboveRoads).isEmpty)
            map.addOverlays([route], level: .aboveLabels)
            XCTAssertEqual(map.overlays(in: .aboveLabels).count, 2)
            XCTAssertEqual(MKOverlayLevel.aboveRoads.rawValue, 0)
            XCTAssertEqual(MKOverlayLevel.aboveLabels.rawValue, 1)
        }
    }

    func testTheUserLocationAnnotationHasNoLocationInAStill() {
        MainActor.assumeIsolated {
            let map = MKMapView(frame: .zero)
            let user: any MKAnnotation = map.userLocation
            XCTAssertTrue(user is MKUserLocation)
            XCTAssertTrue(map.userLocation === map.userLocation, "one object for the map's life")
            XCTAssertFalse(map.userLocation.isUpdating)
            XCTAssertNil(map.userLocation.location)
            XCTAssertNil(map.userLocation.heading)
            XCTAssertFalse(CLLocationCoordinate2DIsValid(map.userLocation.coordinate))
            map.userLocation.title = "You"
            XCTAssertEqual(map.userLocation.title, "You")
        }
    }
}
