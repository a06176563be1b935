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
    /// The overlays, bottom to top: those above roads, then those above labels.
    open var overlays: [any MKOverlay] { overlaysAboveRoads + overlaysAboveLabels }
    private var overlaysAboveRoads: [any MKOverlay] = []
    private var overlaysAboveLabels: [any MKOverlay] = []
    /// The annotations.
    open private(set) var annotations: [any MKAnnotation] = []
    /// Which points of interest the map shows (iOS 13); nil by default (the map style's own
    /// choice), as MapKit's. Kept; the placeholder tile shows none either way.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The annotation for the user's location: one object for the map's life, as MapKit's,
    /// whose location stays nil (a still has no location service).
    public let userLocation = MKUserLocation()
    private var registeredAnnotationViews: [String: MKAnnotationView.Type] = [:]
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

    /// The coordinate under `point` of `view` (this map's own coordinates: a still has no
    /// window to convert between views through), read off the shown region spread evenly
    /// over the map's bounds: north at the top, as the map is drawn, exact at the center and
    /// at the edges' midpoints of a small region (Mercator's stretch is left out). Apps turn a
    /// tap into a coordinate with it (Critical Maps' privacy zones).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return region.center }
        return CLLocationCoordinate2D(
            latitude: region.center.latitude + region.span.latitudeDelta * (0.5 - Double(point.y / size.height)),
            longitude: region.center.longitude + region.span.longitudeDelta * (Double(point.x / size.width) - 0.5))
    }

    /// The point of `view` (this map's coordinates) where `coordinate` is drawn: the inverse of
    /// `convert(_:toCoordinateFrom:)`.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let size = bounds.size
        guard region.span.latitudeDelta > 0, region.span.longitudeDelta > 0 else { return CGPoint(x: size.width / 2, y: size.height / 2) }
        return CGPoint(x: size.width * CGFloat(0.5 + (coordinate.longitude - region.center.longitude) / region.span.longitudeDelta),
                       y: size.height * CGFloat(0.5 - (coordinate.latitude - region.center.latitude) / region.span.latitudeDelta))
    }
    /// Sets whether the map follows the user.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    /// Adds `overlay` on top, above the labels, as MapKit places it.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveLabels) }
    /// Adds `overlays` on top, above the labels.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveLabels) }
    /// Adds `overlay` at the top of `level` (iOS 7).
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        switch level {
        case .aboveRoads: overlaysAboveRoads.append(overlay)
        case .aboveLabels: overlaysAboveLabels.append(overlay)
        }
    }
    /// Adds `overlays` at the top of `level` (iOS 7).
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }
    /// The overlays of `level`, bottom to top (iOS 7).
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
        level == .aboveRoads ? overlaysAboveRoads : overlaysAboveLabels
    }
    /// Removes `overlay`, from whichever level holds it.
    open func removeOverlay(_ overlay: any MKOverlay) {
        overlaysAboveRoads.removeAll { $0 === overlay }
        overlaysAboveLabels.removeAll { $0 === overlay }
    }
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
    /// The annotations whose coordinate's map point lies in `mapRect` (iOS 4.2), as the
    /// objects themselves, so that `as? MyAnnotation` finds them again. Every annotation that
    /// is an `NSObject` (as MapKit requires of annotations) is its own hashable value; a plain
    /// Swift class, which only Linux allows, is kept by its identity.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        var found: Set<AnyHashable> = []
        for annotation in annotations where mapRect.contains(MKMapPoint(annotation.coordinate)) {
            if let object = annotation as? NSObject {
                found.insert(AnyHashable(object))
            } else {
                found.insert(AnyHashable(ObjectIdentifier(annotation)))
            }
        }
        return found
    }
    /// The view showing `annotation`; nil, as MapKit answers for an annotation that is not on
    /// screen, and nothing is on screen in a still.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// A reusable annotation view; nil, as none has gone off screen to be reused.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A view for `annotation` (iOS 11): as nothing is queued for reuse, a new view of the
    /// class registered for `identifier`, made with `init(annotation:reuseIdentifier:)` (the
    /// subclass's override runs), showing `annotation`. As MapKit, asking for an identifier
    /// that no class was registered for is a programming error, and traps.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        guard let viewClass = registeredAnnotationViews[identifier] else {
            preconditionFailure("no annotation view class registered for reuse identifier \(identifier)")
        }
        return viewClass.init(_dequeuedFor: annotation, reuseIdentifier: identifier)
    }
    /// Registers `viewClass` (an `MKAnnotationView` subclass) for views of `identifier`
    /// (iOS 11); nil unregisters it. `dequeueReusableAnnotationView(withIdentifier:for:)`
    /// makes views of it.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredAnnotationViews[identifier] = viewClass as? MKAnnotationView.Type
    }
    /// A `MKMapView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Where an overlay is drawn among the map's layers: MapKit's `MKOverlayLevel`. Kept with the
/// overlay (`MKMapView.overlays(in:)`); the tile draws neither.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels and point-of-interest icons.
    case aboveRoads = 0
    /// Above labels and icons, below annotations and buildings.
    case aboveLabels = 1
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
