import CoreLocation
import SwatchRaster
import UIKit

/// A circle on the map, a center and a radius in meters: MapKit's `MKCircle`. Apps add one
/// as an overlay (Critical Maps' privacy zones); it is kept, not drawn, and its bounding
/// rectangle is worked out so that code reading it gets the area the circle covers.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    /// The radius in meters.
    public let radius: CLLocationDistance
    private let center: CLLocationCoordinate2D

    init(circleCenter: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = circleCenter
        self.radius = radius
        super.init()
    }

    /// A circle of `radius` meters around `coord`.
    public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.init(circleCenter: coord, radius: radius)
    }

    /// The circle centered in `mapRect` whose diameter is its longest side, as MapKit
    /// describes: the side's map points become meters at the center's latitude.
    public convenience init(mapRect: MKMapRect) {
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY).coordinate
        let metersPerPoint = 2 * .pi * MKCircle.earthRadius * cos(middle.latitude * .pi / 180) / MKMapSize.world.width
        self.init(circleCenter: middle, radius: max(mapRect.width, mapRect.height) / 2 * metersPerPoint)
    }

    /// The center.
    open override var coordinate: CLLocationCoordinate2D { center }

    /// The smallest rectangle of map points holding the circle: the points within `radius` of
    /// the center on the sphere that `CLLocation.distance(from:)` measures on, so every
    /// coordinate `CLCircularRegion` of the same circle contains lies inside. A circle around
    /// a pole spans the whole world's width.
    open var boundingMapRect: MKMapRect {
        let point = MKMapPoint(center)
        guard radius > 0 else { return MKMapRect(origin: point, size: MKMapSize(width: 0, height: 0)) }
        let angle = radius / MKCircle.earthRadius
        guard angle < .pi else { return .world }
        let latitude = center.latitude * .pi / 180
        let north = min(latitude + angle, .pi / 2), south = max(latitude - angle, -.pi / 2)
        let top = MKMapPoint(CLLocationCoordinate2D(latitude: north * 180 / .pi, longitude: center.longitude)).y
        let bottom = MKMapPoint(CLLocationCoordinate2D(latitude: south * 180 / .pi, longitude: center.longitude)).y
        guard latitude + angle < .pi / 2, latitude - angle > -.pi / 2 else {
            return MKMapRect(x: 0, y: top, width: MKMapSize.world.width, height: bottom - top)
        }
        // The widest longitude on a circle of angular radius `angle` around `latitude`.
        let spread = asin(min(1, sin(angle) / cos(latitude))) * 180 / .pi
        let west = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude - spread)).x
        let east = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + spread)).x
        return MKMapRect(x: west, y: top, width: east - west, height: bottom - top)
    }

    /// Earth's mean radius in meters, the sphere `CLLocation.distance(from:)` uses.
    static let earthRadius = 6_371_008.8
}

/// What draws a circle overlay: MapKit's `MKCircleRenderer`. Its fill, stroke and dashes are
/// kept as set (`MKOverlayPathRenderer`); nothing is drawn.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    private let drawnCircle: MKCircle
    /// The circle it draws.
    open var circle: MKCircle { drawnCircle }
    /// A renderer of `circle`.
    public init(circle: MKCircle) {
        drawnCircle = circle
        super.init(overlay: circle)
    }
}
