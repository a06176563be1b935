import CoreLocation
import Foundation

/// One route between two places: MapKit's `MKRoute`. Routes come from Apple's servers, which a
/// still cannot reach, so `MKDirections` never returns one; the class exists for models that
/// hold a route (`var route: MKRoute`) and for code that reads one. An `NSObject`, as Apple's
/// is, so such models synthesize `Equatable`.
open class MKRoute: NSObject, @unchecked Sendable {
    // @unchecked: immutable to apps.
    /// The route's name.
    open internal(set) var name = ""
    /// Notices the route comes with.
    open internal(set) var advisoryNotices: [String] = []
    /// Its length in meters.
    open internal(set) var distance: CLLocationDistance = 0
    /// The expected travel time in seconds.
    open internal(set) var expectedTravelTime: TimeInterval = 0
    /// How it is travelled.
    open internal(set) var transportType = MKDirectionsTransportType(rawValue: 0)
    /// Its geometry.
    open internal(set) var polyline = MKPolyline(coordinates: [], count: 0)
    /// Its steps, in order.
    open internal(set) var steps: [MKRoute.Step] = []
    /// Whether it uses toll roads.
    open internal(set) var hasTolls = false
    /// Whether it uses highways.
    open internal(set) var hasHighways = false

    /// An empty route: no name, no geometry, zero distance and time, as an object MapKit did
    /// not fill reads.
    public override init() { super.init() }

    /// One portion of a route: MapKit's `MKRoute.Step`.
    open class Step: NSObject, @unchecked Sendable {
        // @unchecked: immutable to apps.
        /// What to do, as the user reads it.
        open internal(set) var instructions = ""
        /// A notice about the step, if any.
        open internal(set) var notice: String?
        /// Its geometry.
        open internal(set) var polyline = MKPolyline(coordinates: [], count: 0)
        /// Its length in meters.
        open internal(set) var distance: CLLocationDistance = 0
        /// How it is travelled.
        open internal(set) var transportType = MKDirectionsTransportType(rawValue: 0)

        /// An empty step.
        public override init() { super.init() }
    }
}
