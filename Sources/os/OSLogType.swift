/// A message's level: os's `OSLogType`. Ordered by severity so that `SWATCH_LOG_LEVEL` can
/// be a threshold.
@frozen
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level as Apple numbers it (`OS_LOG_TYPE_*`).
    public let rawValue: UInt8

    /// A level of `rawValue`.
    @_alwaysEmitIntoClient
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// A level of `rawValue`.
    @_alwaysEmitIntoClient
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`notice` in `Logger`'s words).
    @_alwaysEmitIntoClient public static var `default`: OSLogType { OSLogType(0x00) }
    /// Information that may help to trace a problem.
    @_alwaysEmitIntoClient public static var info: OSLogType { OSLogType(0x01) }
    /// Debugging detail, the lowest level.
    @_alwaysEmitIntoClient public static var debug: OSLogType { OSLogType(0x02) }
    /// An error in the process.
    @_alwaysEmitIntoClient public static var error: OSLogType { OSLogType(0x10) }
    /// A bug, the highest level.
    @_alwaysEmitIntoClient public static var fault: OSLogType { OSLogType(0x11) }

    /// The level's place from debug (0) to fault (4): Apple's raw values are not in order.
    @_alwaysEmitIntoClient
    public var _severity: Int {
        switch rawValue {
        case 0x02: return 0
        case 0x01: return 1
        case 0x10: return 3
        case 0x11: return 4
        default: return 2
        }
    }
}
