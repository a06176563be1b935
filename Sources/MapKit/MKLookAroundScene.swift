import CoreLocation
import Foundation

/// Street-level imagery's handle: MapKit's `MKLookAroundScene`. Only a scene request makes one,
/// and that needs Apple's servers, so a still never has a scene; apps hold `MKLookAroundScene?`
/// and it stays nil. An `NSObject`, as Apple's is, so models holding one synthesize `Equatable`.
open class MKLookAroundScene: NSObject, @unchecked Sendable {
    // @unchecked: immutable. No public initializer, as on Apple's platforms.
    override init() { super.init() }
}

/// Asks Apple's servers for the Look Around scene at a place: MapKit's
/// `MKLookAroundSceneRequest`. A still has no network, so the request fails with
/// `MKError(.serverFailure)` (see `MKError` for why that code): `scene` throws it and the
/// completion handler gets it with no scene.
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
    // @unchecked: immutable apart from the cancel flag, set from the main actor.
    /// Where the scene is asked for.
    public let coordinate: CLLocationCoordinate2D
    /// The place the scene is asked for, when made from one.
    public let mapItem: MKMapItem?
    /// Whether `cancel()` was called.
    open private(set) var isCancelled = false
    /// Whether the request is in flight: never, since it fails at once.
    open private(set) var isLoading = false

    /// A request for the scene at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        mapItem = nil
        super.init()
    }

    /// A request for the scene at `mapItem`'s place.
    public init(mapItem: MKMapItem) {
        coordinate = mapItem.placemark.coordinate
        self.mapItem = mapItem
        super.init()
    }

    /// Asks for the scene; `completionHandler` gets none and the offline error.
    open func getSceneWithCompletionHandler(_ completionHandler: @escaping @MainActor @Sendable (MKLookAroundScene?, (any Error)?) -> Void) {
        MKError.deliverOffline(to: completionHandler)
    }

    /// The scene; throws the offline error.
    open var scene: MKLookAroundScene? {
        get async throws { throw MKError.offline }
    }

    /// Cancels the request.
    open func cancel() { isCancelled = true }
}

/// Where a Look Around view puts its badge: MapKit's `MKLookAroundBadgePosition`, with Apple's
/// numbers, for `LookAroundPreview`'s parameter.
public enum MKLookAroundBadgePosition: Int, Sendable {
    /// The top-left corner.
    case topLeading = 0
    /// The top-right corner.
    case topTrailing = 1
    /// The bottom-right corner.
    case bottomTrailing = 2
}
