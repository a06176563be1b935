/// Where messages go on Linux: stderr, one line each, when the level reaches
/// `SWATCH_LOG_LEVEL` (`debug`, `info`, `notice`, `error` or `fault`; unset or `off`: nothing,
/// so that previews and tests stay quiet). `SWATCH_LOG_PRIVATE=show` prints private values, as
/// Xcode's console does with a debugger attached. Public for `Logger`'s inlined code and the
/// tests; not Apple API.
public enum _SwatchLog {
    /// The lowest severity shown (0 debug … 4 fault) for an environment value, or nil: off.
    @_alwaysEmitIntoClient
    public static func threshold(_ setting: String?) -> Int? {
        switch setting?.lowercased() {
        case "debug", "trace", "all": return 0
        case "info": return 1
        case "notice", "default": return 2
        case "error", "warning": return 3
        case "fault", "critical": return 4
        default: return nil
        }
    }

    /// The line written for a message at `level` when `threshold` allows it, else nil.
    @_alwaysEmitIntoClient
    public static func line(level: OSLogType, subsystem: String, category: String, message: OSLogMessage, threshold: Int?, reveal: Bool) -> String? {
        guard let threshold, level._severity >= threshold else { return nil }
        let names = ["debug", "info", "notice", "error", "fault"]
        let scope = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(names[level._severity]) \(scope)\(message._text(reveal: reveal))\n"
    }

    /// Writes the message to stderr if the environment asks for its level.
    @_alwaysEmitIntoClient
    public static func emit(level: OSLogType, subsystem: String, category: String, message: OSLogMessage) {
        let setting = getenv("SWATCH_LOG_LEVEL").map { String(cString: $0) }
        let reveal = getenv("SWATCH_LOG_PRIVATE").map { String(cString: $0) } == "show"
        guard let text = line(level: level, subsystem: subsystem, category: category, message: message,
                              threshold: threshold(setting), reveal: reveal) else { return }
        var bytes = text
        // File descriptor 2, not C's `stderr` global, which Swift 6 rejects as shared state.
        bytes.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}
