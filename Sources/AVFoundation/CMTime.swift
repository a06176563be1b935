import Foundation

/// A time as a rational number of seconds: Core Media's `CMTime`, which AVFoundation's
/// players take and return (`seek(to:)`, time observers). Apple declares it in CoreMedia and
/// AVFoundation re-exports it; here it lives in AVFoundation, which is what code imports.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator: units per second.
    public var timescale: Int32
    /// Whether the time is a number (not invalid, infinite or indefinite).
    public var isValid: Bool { timescale != 0 }

    /// `value / timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds` in units of `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// The time in seconds; NaN when invalid.
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time.
    public static let invalid = CMTime(value: 0, timescale: 0)

    /// Ordered by seconds.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    /// The sum, in the finer of the two timescales.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
    /// The difference, in the finer of the two timescales.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
}

/// `CMTimeMake(value:timescale:)`, Core Media's C-style constructor.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `CMTimeMakeWithSeconds(_:preferredTimescale:)`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// `CMTimeGetSeconds(_:)`.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
