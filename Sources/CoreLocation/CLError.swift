import Foundation

/// A location error: Core Location's `CLError`, as a manager delegate's
/// `locationManager(_:didFailWithError:)` casts what it gets (`error as? CLError`). No location
/// service runs here, so none is ever reported; the type is for code that inspects one.
public struct CLError: Error, Hashable, Sendable {
    /// The error's code.
    public let code: Code
    /// The error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The error domain, `kCLErrorDomain`.
    public static let errorDomain = "kCLErrorDomain"

    /// Core Location's error codes, with Apple's numbers.
    public enum Code: Int, Sendable {
        /// The location is not known yet; the manager keeps trying.
        case locationUnknown = 0
        /// Access was denied.
        case denied = 1
        /// The network was unavailable.
        case network = 2
        /// The heading could not be found.
        case headingFailure = 3
        /// Region monitoring was denied.
        case regionMonitoringDenied = 4
        /// Region monitoring failed.
        case regionMonitoringFailure = 5
        /// Region monitoring could not be set up.
        case regionMonitoringSetupDelayed = 6
        /// Region monitoring will resume.
        case regionMonitoringResponseDelayed = 7
        /// Geocoding found nothing.
        case geocodeFoundNoResult = 8
        /// Geocoding found only a partial result.
        case geocodeFoundPartialResult = 9
        /// Geocoding was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates are off while not updating.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need a higher accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging failed.
        case rangingUnavailable = 16
        /// Ranging failed on this device.
        case rangingFailure = 17
        /// Full accuracy was not granted.
        case promptDeclined = 18
        /// History is not available.
        case historicalLocationError = 19
    }

    /// `locationUnknown`.
    public static let locationUnknown = Code.locationUnknown
    /// `denied`.
    public static let denied = Code.denied
    /// `network`.
    public static let network = Code.network
}
