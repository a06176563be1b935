/// A subsystem and category to log to: os's `OSLog`, the object `os_log` and older code pass
/// around. A class, as Apple's is (so unlike `Logger`, code using it links this module).
public final class OSLog: @unchecked Sendable {
    /// System-defined categories: os's `OSLog.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Points of interest, shown by Instruments.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Dynamic tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Dynamic stack tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    @usableFromInline let _subsystem: String
    @usableFromInline let _category: String
    @usableFromInline let _enabled: Bool

    init(subsystem: String, category: String, enabled: Bool) {
        _subsystem = subsystem
        _category = category
        _enabled = enabled
    }

    /// A log for `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, enabled: true)
    }

    /// A log for `subsystem` and a system category.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue, enabled: true)
    }

    /// The shared default log.
    public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    /// Whether `type` would be written: the environment's level, as `log config` would be.
    public func isEnabled(type: OSLogType) -> Bool {
        guard _enabled, let threshold = _SwatchLog.threshold(getenv("SWATCH_LOG_LEVEL").map { String(cString: $0) }) else { return false }
        return type._severity >= threshold
    }

    /// Whether signposts are recorded: never on Linux.
    public var signpostsEnabled: Bool { false }
}
