import CoreLocation
import SwatchRaster

/// The base of shape overlays with a title: MapKit's `MKShape`, an `NSObject` annotation as
/// Apple's is. It is abstract: a subclass gives the coordinate (this base answers (0, 0)).
/// Critical Maps titles its privacy-zone circles and finds them again by title.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// The title; nil by default.
    open var title: String?
    /// The subtitle; nil by default.
    open var subtitle: String?
    /// Where the shape is; a subclass answers, the abstract base says (0, 0).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    /// A shape with no title.
    public override init() { super.init() }
}
