import CoreLocation
import SwatchRaster
import UIKit

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
