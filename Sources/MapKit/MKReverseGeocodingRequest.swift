import CoreLocation
import Foundation

/// Looks up the places at a location: MapKit's `MKReverseGeocodingRequest` (iOS 26). It asks
/// Apple's servers, which a still cannot reach, so it fails with `MKError(.serverFailure)`
/// (see `MKError` for why that code): `mapItems` throws it and the completion handler gets it
/// with no items.
open class MKReverseGeocodingRequest: NSObject, @unchecked Sendable {
    // @unchecked: immutable apart from settings and the cancel flag, set from the main actor.
    /// The location asked about.
    public let location: CLLocation
    /// The locale to name places in; nil for the user's.
    open var preferredLocale: Locale?
    /// Whether `cancel()` was called.
    open private(set) var isCancelled = false
    /// Whether the request is in flight: never, since it fails at once.
    open private(set) var isLoading = false

    /// A request for `location`, or nil when its coordinate is invalid. Apple's initializer
    /// is failable without saying when; an invalid coordinate is the one location nothing can
    /// be found at, so that is when this one fails.
    public init?(location: CLLocation) {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
        self.location = location
        super.init()
    }

    /// Asks for the places; `completionHandler` gets none and the offline error.
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        MKError.deliverOffline(to: completionHandler)
    }

    /// The places at the location; throws the offline error.
    open var mapItems: [MKMapItem] {
        get async throws { throw MKError.offline }
    }

    /// Cancels the request.
    open func cancel() { isCancelled = true }
}
