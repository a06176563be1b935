/// The kind of a signpost for `os_signpost`: os's `OSSignpostType`.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// Apple's value.
    public let rawValue: UInt8
    /// A type of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single event.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// Emits a signpost (iOS 12's API, before `OSSignposter`): inert, as there is no Instruments.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Emits a signpost with a format string: inert.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}
