import Foundation

// The refinements of `AppIntent` that tell the system how an intent runs. They add nothing an
// app must write (except `SetValueIntent`'s value), and nothing runs them here.

/// Starts or updates a Live Activity: AppIntents' `LiveActivityIntent` (iOS 17).
public protocol LiveActivityIntent: AppIntent {}

/// Plays audio: AppIntents' `AudioPlaybackIntent` (iOS 17).
public protocol AudioPlaybackIntent: AppIntent {}

/// Starts in the background and may continue in the app: `ForegroundContinuableIntent`.
public protocol ForegroundContinuableIntent: AppIntent {}

/// Reports progress: AppIntents' `ProgressReportingIntent`.
public protocol ProgressReportingIntent: AppIntent {}

/// Sets one value, such as a toggle's: AppIntents' `SetValueIntent` (iOS 17).
public protocol SetValueIntent: AppIntent {
    /// The value's type.
    associatedtype ValueType
    /// The value to set, an `@Parameter`.
    var value: ValueType { get set }
}

/// Configures a Control Center control (iOS 18): `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}
