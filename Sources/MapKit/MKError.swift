import Foundation

/// MapKit's error domain, as apps compare `(error as NSError).domain` with it.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error: MapKit's `MKError`, with Apple's codes. A still has no network, so every
/// request to Apple's map servers (directions, search, Look Around, geocoding) fails with
/// `serverFailure`, the code whose documented meaning ("the map server was unable to return
/// the desired information") is what a device with no connection sees. `loadingThrottled`
/// is documented as the answer to too many requests in a short time, which would tell an app
/// to back off rather than that the server is out of reach.
public struct MKError: Error, Hashable, Sendable, CustomNSError {
    /// The error's code.
    public let code: Code
    /// The error of `code`.
    public init(_ code: Code) { self.code = code }

    /// `MKErrorDomain`, for bridging to `NSError`.
    public static var errorDomain: String { MKErrorDomain }
    /// The code's number, for bridging to `NSError`.
    public var errorCode: Int { code.rawValue }

    /// MapKit's error codes, with Apple's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error occurred.
        case unknown = 1
        /// The map server was unable to return the desired information.
        case serverFailure = 2
        /// The data didn't load because too many requests came in a short time.
        case loadingThrottled = 3
        /// The placemark could not be found.
        case placemarkNotFound = 4
        /// Directions to the location aren't available.
        case directionsNotFound = 5
        /// GeoJSON decoding failed.
        case decodingFailed = 6
    }

    /// `unknown`.
    public static var unknown: Code { .unknown }
    /// `serverFailure`.
    public static var serverFailure: Code { .serverFailure }
    /// `loadingThrottled`.
    public static var loadingThrottled: Code { .loadingThrottled }
    /// `placemarkNotFound`.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// `directionsNotFound`.
    public static var directionsNotFound: Code { .directionsNotFound }
    /// `decodingFailed`.
    public static var decodingFailed: Code { .decodingFailed }

    /// What every server request answers in a still: there is no network.
    static let offline = MKError(.serverFailure)

    /// Calls a main-actor completion handler with `offline` and no result, at once when on the
    /// main thread (a still has no run loop to deliver it later), else through a main-actor task.
    static func deliverOffline<Result>(to handler: @escaping @MainActor @Sendable (Result?, (any Error)?) -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { handler(nil, offline) }
        } else {
            Task { @MainActor in handler(nil, offline) }
        }
    }
}

extension MKError.Code {
    /// Whether `error` is a MapKit error of `match`, so that `catch MKError.serverFailure`
    /// works as it does with Apple's bridged errors.
    public static func ~= (match: MKError.Code, error: any Error) -> Bool {
        (error as? MKError)?.code == match
    }
}
