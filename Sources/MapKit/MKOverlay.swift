import CoreLocation
import SwatchRaster
import UIKit

/// Something drawn over an area of the map: MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
    /// The area it covers, in map points.
    var boundingMapRect: MKMapRect { get }
}

/// A line through coordinates: MapKit's `MKPolyline`.
open class MKPolyline: MKOverlay, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The coordinates, in order.
    public let coordinates: [CLLocationCoordinate2D]
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// A line through the first `count` of `coords`.
    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        coordinates = Array(UnsafeBufferPointer(start: coords, count: count))
    }
    /// The number of points.
    open var pointCount: Int { coordinates.count }
    /// The points in map points.
    open func points() -> [MKMapPoint] { coordinates.map(MKMapPoint.init) }
    /// Copies the coordinates in `range` into `coords`, as MapKit's `MKMultiPoint` does: apps
    /// read a route's line this way into a buffer of `pointCount` coordinates. A range past
    /// the end traps, as Apple's raises a range exception.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for offset in 0..<range.length {
            coords[offset] = coordinates[range.location + offset]
        }
    }
    /// The middle of the bounding rectangle.
    open var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
    /// The smallest rectangle of map points holding every point.
    open var boundingMapRect: MKMapRect {
        let points = points()
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// What draws an overlay: MapKit's `MKOverlayRenderer`. Kept with its settings; never asked
/// to draw.
open class MKOverlayRenderer: @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// The overlay it draws.
    public let overlay: any MKOverlay
    /// The opacity.
    open var alpha: CGFloat = 1
    /// A renderer of `overlay`.
    public init(overlay: any MKOverlay) { self.overlay = overlay }
}

/// What draws an overlay as a filled and stroked path: MapKit's `MKOverlayPathRenderer`, the
/// base of the line and circle renderers. Each setting keeps what is set, with MapKit's
/// documented default; nothing is drawn.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The fill's color; nil, no fill.
    open var fillColor: UIColor?
    /// The stroke's color; nil, no stroke.
    open var strokeColor: UIColor?
    /// The stroke's width in points; 0 by default, as MapKit's.
    open var lineWidth: CGFloat = 0
    /// The corners' join; `.round` by default, as MapKit's.
    open var lineJoin: CGLineJoin = .round
    /// The open ends' cap; `.round` by default, as MapKit's.
    open var lineCap: CGLineCap = .round
    /// The limit past which a miter join is beveled; 10 by default, as MapKit's.
    open var miterLimit: CGFloat = 10
    /// The dashes' and gaps' lengths in points, alternating; nil by default (a solid line).
    open var lineDashPattern: [NSNumber]?
    /// A renderer of `overlay`.
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

/// What draws a line overlay: MapKit's `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of `polyline`.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    /// A renderer of `overlay`.
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}
