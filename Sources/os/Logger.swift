/// Writes interpolated messages at a level: os's `Logger` (iOS 14). An app usually extends it
/// with static loggers per category; each call goes to `_SwatchLog.emit`, which prints only
/// what `SWATCH_LOG_LEVEL` lets through.
@frozen
public struct Logger: @unchecked Sendable {
    /// The subsystem, usually the bundle identifier.
    @usableFromInline let _subsystem: String
    /// The category within the subsystem.
    @usableFromInline let _category: String
    /// False for a logger made from `OSLog.disabled`.
    @usableFromInline let _enabled: Bool

    /// A logger for the default subsystem.
    @_alwaysEmitIntoClient
    public init() {
        _subsystem = ""
        _category = ""
        _enabled = true
    }

    /// A logger for `subsystem` and `category`.
    @_alwaysEmitIntoClient
    public init(subsystem: String, category: String) {
        _subsystem = subsystem
        _category = category
        _enabled = true
    }

    /// A logger writing to `log`'s subsystem and category.
    @_alwaysEmitIntoClient
    public init(_ log: OSLog) {
        _subsystem = log._subsystem
        _category = log._category
        _enabled = log._enabled
    }

    /// Writes `message` at `level`.
    @_alwaysEmitIntoClient
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard _enabled else { return }
        _SwatchLog.emit(level: level, subsystem: _subsystem, category: _category, message: message)
    }

    /// Writes `message` at the default (notice) level.
    @_alwaysEmitIntoClient
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the debug level.
    @_alwaysEmitIntoClient
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the debug level.
    @_alwaysEmitIntoClient
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the info level.
    @_alwaysEmitIntoClient
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes `message` at the default (notice) level.
    @_alwaysEmitIntoClient
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the error level, as Apple's `warning` does.
    @_alwaysEmitIntoClient
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the error level.
    @_alwaysEmitIntoClient
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the fault level, as Apple's `critical` does.
    @_alwaysEmitIntoClient
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes `message` at the fault level.
    @_alwaysEmitIntoClient
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
