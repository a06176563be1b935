import CoreLocation
import SwatchRaster
import UIKit

// MapKit's UIKit view and the overlays and annotations apps give it, as a
// `UIViewRepresentable` wraps `MKMapView` to draw a route. There are no map tiles here, so
// inside a representable the view draws as the named placeholder tile, like SwiftUI's `Map`
// (docs/ARCHITECTURE.md §2.7); what an app adds to it is kept, so that its update code runs
// and reads back what it set. The delegate is never asked for renderers or annotation views,
// since nothing is drawn.

/// The map's look: MapKit's `MKMapType`.
public enum MKMapType: UInt, Sendable {
    /// The street map.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with streets and labels.
    case hybrid = 2
    /// 3D satellite imagery.
    case satelliteFlyover = 3
    /// 3D satellite imagery with labels.
    case hybridFlyover = 4
    /// The street map, muted so that app data stands out.
    case mutedStandard = 5
}

/// Whether the map follows the user: MapKit's `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable {
    /// Not following.
    case none = 0
    /// Following the location.
    case follow = 1
    /// Following the location and heading.
    case followWithHeading = 2
}

/// A map: MapKit's `MKMapView`. Kept, not drawn: the tile stands in for the map.
@MainActor @preconcurrency
open class MKMapView: UIView {
    /// Who is asked for renderers and annotation views; never asked here.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The map's look.
    open var mapType: MKMapType = .standard
    /// The shown region.
    open var region = MKCoordinateRegion()
    /// The center of the shown region.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    /// The shown area in map points.
    open var visibleMapRect = MKMapRect.world
    /// The camera looking at the map.
    open var camera = MKMapCamera()
    /// Whether the user's location shows.
    open var showsUserLocation = false
    /// Whether the compass shows.
    open var showsCompass = true
    /// Whether the scale shows.
    open var showsScale = false
    /// Whether points of interest show.
    open var showsPointsOfInterest = true
    /// Whether buildings show.
    open var showsBuildings = true
    /// Whether traffic shows.
    open var showsTraffic = false
    /// Whether pinching zooms.
    open var isZoomEnabled = true
    /// Whether dragging scrolls.
    open var isScrollEnabled = true
    /// Whether two fingers rotate.
    open var isRotateEnabled = true
    /// Whether two fingers tilt.
    open var isPitchEnabled = true
    /// Whether the map follows the user.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// The overlays, bottom to top.
    open private(set) var overlays: [any MKOverlay] = []
    /// The annotations.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The selected annotations; none, as nothing is tapped.
    open var selectedAnnotations: [any MKAnnotation] = []

    /// A map of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }

    /// Shows `region`.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Centers on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    /// Shows `mapRect`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    /// Shows `mapRect` inside `insets`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }
    /// Moves the camera.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    /// Sets whether the map follows the user.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    /// Adds `overlay` on top.
    open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
    /// Adds `overlays` on top.
    open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
    /// Removes `overlay`.
    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    /// Removes `overlays`.
    open func removeOverlays(_ overlays: [any MKOverlay]) { for overlay in overlays { removeOverlay(overlay) } }
    /// The renderer drawing `overlay`; none, as nothing is drawn.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { nil }
    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes `annotation`.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { for annotation in annotations { removeAnnotation(annotation) } }
    /// Selects `annotation`.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    /// Deselects `annotation`.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
    /// Zooms to show `annotations`; the region is left as it is.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
    /// A reusable annotation view; none are kept, as none are made.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// Registers a class for annotation views; kept by nothing.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
}

/// What a map asks its delegate: MapKit's `MKMapViewDelegate`. Each method is an Objective-C
/// optional on iOS; Linux has no `@objc optional`, so each has a default doing what iOS does
/// without it. A still draws no map, so none is called.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: AnyObject {
    /// The renderer for `overlay`.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The view for `annotation` (nil: the standard marker).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region changed.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
}

extension MKMapViewDelegate {
    /// A plain renderer of `overlay`.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    /// Nil: the standard marker.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
}

/// Something placed at a coordinate: MapKit's `MKAnnotation`. Title and subtitle are
/// Objective-C optionals on iOS; here they default to nil.
public protocol MKAnnotation: AnyObject {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// None.
    public var title: String? { nil }
    /// None.
    public var subtitle: String? { nil }
}

/// An annotation with a settable coordinate and titles: MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKAnnotation, @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// An annotation at (0, 0).
    public init() {}
    /// An annotation at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }
    /// An annotation at `coordinate` with titles.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

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

/// What draws a line overlay: MapKit's `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The line's color.
    open var strokeColor: UIColor?
    /// The line's width in points.
    open var lineWidth: CGFloat = 0
    /// The line's cap.
    open var lineCap: CGLineCap = .round
    /// The line's join.
    open var lineJoin: CGLineJoin = .round
    /// A renderer of `polyline`.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    /// A renderer of `overlay`.
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

/// The view of an annotation: MapKit's `MKAnnotationView`. Kept with its settings.
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// The image shown.
    open var image: UIImage?
    /// Whether a callout shows when selected.
    open var canShowCallout = false
    /// Where the image sits relative to the coordinate.
    open var centerOffset = CGPoint.zero
    /// Whether it is selected.
    open var isSelected = false
    /// The view of `annotation`, reused by `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// The balloon marker: MapKit's `MKMarkerAnnotationView`.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's color.
    open var markerTintColor: UIColor?
    /// The glyph's text.
    open var glyphText: String?
    /// The glyph's image.
    open var glyphImage: UIImage?
}

/// The camera looking at a map: MapKit's `MKMapCamera`.
open class MKMapCamera: @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// The point looked at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from the center in meters.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The heading in degrees from north.
    open var heading: CLLocationDirection = 0
    /// The tilt in degrees from straight down.
    open var pitch: CGFloat = 0
    /// A camera looking straight down at (0, 0).
    public init() {}
    /// A camera looking at `centerCoordinate` from `distance` meters.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance, pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}

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
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(x: 0, y: 0), size: .world)
    /// No rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
}
