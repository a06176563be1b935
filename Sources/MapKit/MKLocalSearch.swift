import CoreLocation
import Foundation

/// A search of Apple's map data: MapKit's `MKLocalSearch`. A still has no network, so each
/// search fails with `MKError(.serverFailure)` (see `MKError` for why that code): `start()`
/// throws it, and `start(completionHandler:)` calls back with it and no response.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    // @unchecked: holds only the request, which the app no longer changes.
    private let request: MKLocalSearch.Request

    /// A search for `request`.
    public init(request: MKLocalSearch.Request) {
        self.request = request
        super.init()
    }

    /// Whether the search is running: never, since it fails at once.
    open private(set) var isSearching = false

    /// Starts the search; `completionHandler` gets no response and the offline error.
    open func start(completionHandler: @escaping @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        MKError.deliverOffline(to: completionHandler)
    }

    /// Starts the search; throws the offline error.
    open func start() async throws -> MKLocalSearch.Response {
        throw MKError.offline
    }

    /// Cancels the search: there is none in flight.
    open func cancel() {}

    /// What to search for: MapKit's `MKLocalSearch.Request`, kept as the app sets it.
    open class Request: NSObject, @unchecked Sendable {
        // @unchecked: set from one thread before the search is made, as apps do.
        /// The text the user typed.
        open var naturalLanguageQuery: String?
        /// Where to search: a hint to the server.
        open var region = MKCoordinateRegion()
        /// The kinds of places to return. Apple documents no default; both kinds iOS 13
        /// introduced are asked for until the app narrows them.
        open var resultTypes: MKLocalSearch.ResultType = [.address, .pointOfInterest]
        /// The request's name for `MKLocalSearch.ResultType`, as Apple's overlay spells it.
        public typealias ResultType = MKLocalSearch.ResultType

        /// An empty request.
        public override init() { super.init() }
        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        /// A request for `naturalLanguageQuery` near `region`.
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }
    }

    /// The kinds of places a search returns: MapKit's `MKLocalSearch.ResultType`, with the
    /// header's bit values.
    public struct ResultType: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// A result type from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Street addresses, cities, countries.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest: cafés, stations, halls.
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Rivers, mountains and other physical features (iOS 18).
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// A search's results: MapKit's `MKLocalSearch.Response`. The service never makes one here.
    open class Response: NSObject, @unchecked Sendable {
        // @unchecked: immutable to apps.
        /// The places found.
        open internal(set) var mapItems: [MKMapItem] = []
        /// The region enclosing them.
        open internal(set) var boundingRegion = MKCoordinateRegion()

        /// An empty response: nothing found.
        public override init() { super.init() }
    }
}
