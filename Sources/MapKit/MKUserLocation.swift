import CoreLocation

/// The annotation of the user's location: MapKit's `MKUserLocation`, an `NSObject`, which a
/// map view owns (`MKMapView.userLocation`) and apps only meet in delegate methods (Critical
/// Maps' `annotation is MKUserLocation` check). A still has no location service, so it is
/// never updating and has no location or heading; its titles keep what is set.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// Whether the map is updating the location; never, in a still.
    open var isUpdating: Bool { false }
    /// The device's location; nil until one is known, and none is.
    open var location: CLLocation? { nil }
    /// The device's heading; nil, as there is no compass.
    open var heading: CLHeading? { nil }
    /// The callout's title; "My Location", as MapKit shows the user's dot.
    open var title: String? = "My Location"
    /// The callout's subtitle; nil by default.
    open var subtitle: String?
    /// Where the location is: the invalid coordinate while the location is unknown.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// A user-location annotation (a map view makes its own).
    public override init() { super.init() }
}
