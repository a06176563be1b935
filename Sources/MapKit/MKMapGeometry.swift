import CoreLocation
import SwatchRaster
import UIKit

/// A point on the flat (Web Mercator) map: MapKit's `MKMapPoint`.
public struct MKMapPoint: Hashable, Sendable {
    /// Map points from the left edge.
    public var x: Double
    /// Map points from the top edge.
    public var y: Double
    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The point of `coordinate`, by the Mercator projection onto `MKMapSize.world`.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        x = (coordinate.longitude + 180) / 360 * world
        let latitude = max(-85.05112878, min(85.05112878, coordinate.latitude)) * .pi / 180
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }
    /// The coordinate of this point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A size in map points: MapKit's `MKMapSize`.
public struct MKMapSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// The size `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// The whole world: 2^28 map points square.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle of map points: MapKit's `MKMapRect`.
public struct MKMapRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The size.
    public var size: MKMapSize
    /// The rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    /// The rectangle at (x, y) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether it is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether `point` lies inside: never in a null or empty rectangle, else from the top-left
    /// edges inclusive to the bottom-right edges exclusive, as a `CGRect` contains a point.
    public func contains(_ point: MKMapPoint) -> Bool {
        guard !isNull, size.width > 0, size.height > 0 else { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(x: 0, y: 0), size: .world)
    /// No rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
}
