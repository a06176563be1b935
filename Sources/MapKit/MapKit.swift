@_exported import CoreLocation
// Apple's MapKit brings UIKit (its umbrella header imports UIKit's): Critical Maps' annotation
// view names `UIContextMenuInteraction` in a file that imports MapKit alone.
@_exported import UIKit
import SwatchRaster

// `import MapKit` on Linux (docs/ARCHITECTURE.md §2.7): the map types and SwiftUI's `Map`
// so that a screen with a map builds. There are no map tiles here: a `Map` draws a neutral
// placeholder tile of the size layout gives it, and its content (markers, annotations) is
// accepted and not drawn.

/// A span of latitude and longitude: MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    /// Degrees of latitude shown.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude shown.
    public var longitudeDelta: CLLocationDegrees
    /// A zero span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    /// A span of the given deltas.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The extent.
    public var span: MKCoordinateSpan
    /// An empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    /// The region around `center` of `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// The region around `center` of the given extent in meters (one degree of latitude is
    /// about 111 km).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
    }
}

/// A place: MapKit's `MKMapItem`, with its name. An `NSObject`, as Apple's is, so that it is
/// `Equatable` and `Hashable` (by identity) as models that hold one synthesize `Equatable`.
open class MKMapItem: NSObject, @unchecked Sendable {
    // @unchecked: used from one thread.
    /// The place's name.
    open var name: String?
    /// The place's placemark.
    public let placemark: MKPlacemark
    /// An item at `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        super.init()
    }
    /// The item for the device's location; there is none, so (0, 0).
    public class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// Opens the item in Maps with `launchOptions` (`MKLaunchOptionsDirectionsModeKey`…).
    /// There is no Maps app on Linux: nothing opens, and the answer is false.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A placemark: MapKit's `MKPlacemark`.
open class MKPlacemark: @unchecked Sendable {
    // @unchecked: immutable.
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    /// A placemark at `coordinate` with an Address Book dictionary (Critical Maps' rides pass
    /// nil). This placemark has no address fields, so only the coordinate is kept.
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { self.init(coordinate: coordinate) }
}

/// Where the map's camera is: SwiftUI MapKit's `MapCameraPosition` (iOS 17).
public struct MapCameraPosition: Equatable, Sendable {
    let region: MKCoordinateRegion?
    /// The system chooses, showing all content.
    public static var automatic: MapCameraPosition { MapCameraPosition(region: nil) }
    /// Follows the user's location.
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    /// Shows `item`.
    public static func item(_ item: MKMapItem) -> MapCameraPosition { MapCameraPosition(region: MKCoordinateRegion(center: item.placemark.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))) }
    /// Shows the camera `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(region: MKCoordinateRegion(center: camera.centerCoordinate, span: MKCoordinateSpan())) }
    /// The region shown, when the position is one.
    public var positionedByUser: Bool { false }
}

/// A map camera: SwiftUI MapKit's `MapCamera`.
public struct MapCamera: Equatable, Sendable {
    /// Where it looks.
    public var centerCoordinate: CLLocationCoordinate2D
    /// How far away it is, in meters.
    public var distance: Double
    /// Its heading in degrees.
    public var heading: Double
    /// Its pitch in degrees.
    public var pitch: Double
    /// A camera looking at `centerCoordinate`.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// What a `Map { }` builder holds: SwiftUI MapKit's `MapContent`.
@MainActor @preconcurrency
public protocol MapContent {}

/// Builds map content; the content is kept only for its type, never drawn.
@resultBuilder
public enum MapContentBuilder {
    /// Any number of contents.
    public static func buildBlock(_ components: any MapContent...) -> some MapContent { MapContentGroup() }
    /// An optional content.
    public static func buildOptional(_ component: (any MapContent)?) -> some MapContent { MapContentGroup() }
    /// One branch of an `if`.
    public static func buildEither(first component: any MapContent) -> some MapContent { MapContentGroup() }
    /// The other branch of an `if`.
    public static func buildEither(second component: any MapContent) -> some MapContent { MapContentGroup() }
    /// A `for` loop's contents.
    public static func buildArray(_ components: [any MapContent]) -> some MapContent { MapContentGroup() }
    /// One expression.
    public static func buildExpression(_ expression: any MapContent) -> any MapContent { expression }
}

/// The result of a map content builder.
public struct MapContentGroup: MapContent {}

/// A balloon marker: SwiftUI MapKit's `Marker`.
public struct Marker: MapContent {
    /// A marker titled by the localized `titleKey` at `coordinate` (a literal's form, as
    /// `Text`'s: the string forms below are disfavoured).
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled by `titleKey` with a system image at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled by `titleKey` with an image resource at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled by `titleKey` with a monogram at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `title` at `coordinate`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `title` with a system image at `coordinate`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `title` with an image resource at `coordinate`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `title` with a monogram at `coordinate`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker for a map item.
    public init(item: MKMapItem) {}
    /// Tints the marker.
    public func tint(_ tint: Color) -> Marker { self }
}

/// A view pinned to a coordinate: SwiftUI MapKit's `Annotation`.
public struct Annotation<Label: View, Content: View>: MapContent {
    /// An annotation titled `title` at `coordinate` showing `content`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) where Label == Text {}
    /// An annotation with a custom label.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

/// The user's location dot.
public struct UserAnnotation: MapContent {
    /// The dot.
    public init() {}
}

/// A line through coordinates.
public struct MapPolyline: MapContent {
    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// A line through map points.
    public init(points: [MKMapPoint]) {}
    /// The line of an overlay polyline (a route's `polyline`, as try! Tokyo draws it).
    public init(_ polyline: MKPolyline) {}
    /// A route's line.
    public init(_ route: MKRoute) {}
    /// Strokes the line.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { self }
}

/// A filled shape through coordinates (iOS 17): SwiftUI MapKit's `MapPolygon`. Kept, like
/// the map's other content; PetNote outlines a delivery area with one.
public struct MapPolygon: MapContent {
    /// A polygon through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// A polygon through map points.
    public init(points: [MKMapPoint]) {}
}

/// Modifiers that every map content takes on iOS 17: kept, as the content is.
extension MapContent {
    /// Fills or tints the content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { self }
    /// Strokes the content's outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent { self }
    /// Strokes the content's outline with `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent { self }
    /// Tags the content for selection.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
}

/// A circle on the map.
public struct MapCircle: MapContent {
    /// A circle of `radius` meters around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    /// Fills the circle.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle { self }
}

/// Something the old `Map(coordinateRegion:annotationItems:)` draws per item.
public protocol MapAnnotationProtocol {}

/// A balloon marker (iOS 14–16): SwiftUI MapKit's `MapMarker`.
public struct MapMarker: MapAnnotationProtocol {
    /// A marker at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A pin (iOS 14–16): SwiftUI MapKit's `MapPin`.
public struct MapPin: MapAnnotationProtocol {
    /// A pin at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view at a coordinate (iOS 14–16): SwiftUI MapKit's `MapAnnotation`.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    /// `content` at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {}
}

/// What the map shows: SwiftUI MapKit's `MapStyle`.
public struct MapStyle: Sendable {
    /// Roads and labels.
    public static var standard: MapStyle { MapStyle() }
    /// Roads and labels, styled.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle() }
    /// Satellite imagery with roads and labels.
    public static var hybrid: MapStyle { MapStyle() }
    /// Whether terrain is raised.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// How strongly the standard style draws.
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows.
public struct PointOfInterestCategories: Sendable {
    /// All of them.
    public static var all: PointOfInterestCategories { PointOfInterestCategories() }
    /// None of them.
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
}

/// How the user can move the map.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// The set with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Pitching.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all = MapInteractionModes(rawValue: 15)
}

/// Whether the old `Map` tracks the user.
public enum MapUserTrackingMode: Sendable { case none, follow }

/// SwiftUI MapKit's `Map`, drawn as a placeholder tile captioned "Map" that fills the
/// offered size, as a map does.
public struct Map<Content: View>: View {
    /// A map with content (iOS 17).
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == _PlaceholderTile {}
    /// A map whose position is bound (iOS 17).
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == _PlaceholderTile {}
    /// A map without content (iOS 17).
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == _PlaceholderTile {}
    /// A map whose position is bound, without content (iOS 17).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == _PlaceholderTile {}
    /// A map of a region (iOS 14–16).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _PlaceholderTile {}
    /// A map of a region with a marker per item (iOS 14–16).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Content == _PlaceholderTile, Items.Element: Identifiable {}

    /// The placeholder tile.
    public var body: some View { _PlaceholderTile("Map") }
}

/// Limits on the camera.
public struct MapCameraBounds: Sendable {
    /// Limits to `region`.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

extension View {
    /// Sets the map style; the tile looks the same in every style.
    nonisolated public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// Sets the map's controls; none are drawn on the tile.
    nonisolated public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
}

/// The button that centres the map on the user.
public struct MapUserLocationButton: View {
    /// The button.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: controls are not drawn on the tile.
    public var body: some View { EmptyView() }
}

/// The map's compass.
public struct MapCompass: View {
    /// The compass.
    public init(scope: Namespace.ID? = nil) {}
    /// Nothing: controls are not drawn on the tile.
    public var body: some View { EmptyView() }
}

/// The map's scale bar.
public struct MapScaleView: View {
    /// The scale bar.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    /// Nothing: controls are not drawn on the tile.
    public var body: some View { EmptyView() }
}
