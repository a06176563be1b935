import CoreLocation
import Foundation

/// Directions and travel times from Apple's servers: MapKit's `MKDirections`. A still has no
/// network, so every calculation fails with `MKError(.serverFailure)` (see `MKError` for why
/// that code), as on a device with no connection: the async forms throw it, and the
/// completion-handler forms call back with it and no response. Nothing is ever in flight.
open class MKDirections: NSObject, @unchecked Sendable {
    // @unchecked: holds only the request, which the app no longer changes.
    private let request: MKDirections.Request

    /// Directions for `request`.
    public init(request: MKDirections.Request) {
        self.request = request
        super.init()
    }

    /// Whether a calculation is in progress: never, since each one fails at once.
    open private(set) var isCalculating = false

    /// Asks for routes; `completionHandler` gets no response and the offline error.
    open func calculate(completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError.offline)
    }

    /// Asks for routes; throws the offline error.
    open func calculate() async throws -> MKDirections.Response {
        throw MKError.offline
    }

    /// Asks for the travel time; `completionHandler` gets no response and the offline error.
    open func calculateETA(completionHandler: @escaping @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) {
        completionHandler(nil, MKError.offline)
    }

    /// Asks for the travel time; throws the offline error.
    open func calculateETA() async throws -> MKDirections.ETAResponse {
        throw MKError.offline
    }

    /// Cancels the calculation: there is none in flight.
    open func cancel() {}

    /// What to route: MapKit's `MKDirections.Request`, kept as the app sets it.
    open class Request: NSObject, @unchecked Sendable {
        // @unchecked: set from one thread before the request is handed over, as apps do.
        /// Where the route starts.
        open var source: MKMapItem?
        /// Where the route ends.
        open var destination: MKMapItem?
        /// How the route is travelled; `.any` by default, as Apple documents.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to ask for more than one route; false by default, as Apple documents.
        open var requestsAlternateRoutes = false
        /// When the trip starts, if the app says.
        open var departureDate: Date?
        /// When the trip should end, if the app says.
        open var arrivalDate: Date?

        /// An empty request.
        public override init() { super.init() }
    }

    /// Routes from the servers: MapKit's `MKDirections.Response`. None is made here; the class
    /// exists for completion handlers' signatures and code that reads one.
    open class Response: NSObject, @unchecked Sendable {
        // @unchecked: immutable.
        /// Where the routes start.
        public let source: MKMapItem
        /// Where the routes end.
        public let destination: MKMapItem
        /// The routes, best first.
        public let routes: [MKRoute]

        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
            super.init()
        }
    }

    /// A travel time from the servers: MapKit's `MKDirections.ETAResponse`. None is made here.
    open class ETAResponse: NSObject, @unchecked Sendable {
        // @unchecked: immutable.
        /// Where the trip starts.
        public let source: MKMapItem
        /// Where the trip ends.
        public let destination: MKMapItem
        /// The expected travel time in seconds.
        public let expectedTravelTime: TimeInterval
        /// The route's length in meters.
        public let distance: CLLocationDistance
        /// When the trip is expected to end.
        public let expectedArrivalDate: Date
        /// When the trip is expected to start.
        public let expectedDepartureDate: Date
        /// How the trip is travelled.
        public let transportType: MKDirectionsTransportType

        init(source: MKMapItem, destination: MKMapItem, expectedTravelTime: TimeInterval, distance: CLLocationDistance,
             expectedArrivalDate: Date, expectedDepartureDate: Date, transportType: MKDirectionsTransportType) {
            self.source = source
            self.destination = destination
            self.expectedTravelTime = expectedTravelTime
            self.distance = distance
            self.expectedArrivalDate = expectedArrivalDate
            self.expectedDepartureDate = expectedDepartureDate
            self.transportType = transportType
            super.init()
        }
    }
}
