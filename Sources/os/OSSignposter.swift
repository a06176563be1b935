/// Marks intervals and events for Instruments: os's `OSSignposter` (iOS 15). There is no
/// Instruments on Linux, so every call is inert; the closure of `withIntervalSignpost` runs.
public struct OSSignposter: @unchecked Sendable {
    /// A signposter for the default log.
    public init() {}
    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A signposter for `subsystem` and a system category.
    public init(subsystem: String, category: OSLog.Category) {}
    /// A signposter writing where `logger` writes.
    public init(logger: Logger) {}
    /// A signposter writing to `logHandle`.
    public init(logHandle: OSLog) {}

    /// A signposter that records nothing.
    public static var disabled: OSSignposter { OSSignposter() }
    /// Whether signposts are recorded: never here.
    public var isEnabled: Bool { false }

    /// A fresh identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(UInt64.random(in: 1..<UInt64.max - 1)) }
    /// An identifier derived from `object`'s address.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    /// Begins an interval (recorded nowhere).
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    /// Begins an interval with a message (recorded nowhere).
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    /// Begins an animation interval (recorded nowhere).
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}
    /// Emits an event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Emits an event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Runs `task` inside an interval; returns what it returns.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    /// Runs `task` inside an interval with a message; returns what it returns.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata, around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// Pairs the begin and end of a signposted interval: os's `OSSignpostID`.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64
    /// An identifier of `value`.
    public init(_ value: UInt64) { rawValue = value }
    /// A fresh identifier for `log`.
    public init(log: OSLog) { rawValue = UInt64.random(in: 1..<UInt64.max - 1) }
    /// An identifier derived from `object` for `log`.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    /// For intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(UInt64.max)
    /// The null identifier.
    public static let null = OSSignpostID(0)
    /// Orders by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The state of a signposted interval between its begin and end: os's
/// `OSSignpostIntervalState`. Codable, as Apple's is, so that it can cross a process boundary.
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
    /// State recreated from the identifier the interval began with.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }

    enum CodingKeys: String, CodingKey { case id }
    /// Decodes the identifier.
    public init(from decoder: any Decoder) throws {
        signpostID = OSSignpostID(try decoder.container(keyedBy: CodingKeys.self).decode(UInt64.self, forKey: .id))
    }
    /// Encodes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .id)
    }
}
