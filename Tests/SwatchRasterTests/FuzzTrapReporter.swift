#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints the fuzz case being laid out when the process traps (a precondition, an index out
/// of range, a force-unwrap): a trap kills the test process, so the property library cannot
/// report or shrink the input. The handler writes the text kept by `current(_:)`, puts the
/// previous handler back (the runtime's backtracer) and returns, so the faulting
/// instruction runs again and that handler reports the crash as usual.
enum FuzzTrapReporter {
    /// The current case as a C string, owned here; only the test's own thread replaces it.
    fileprivate static var text: UnsafeMutablePointer<CChar>?
    fileprivate static var previous: [Int32: sigaction] = [:]
    private static var installed = false
    fileprivate static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handler once per process.
    static func install() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            var old = sigaction()
            action.__sigaction_handler = unsafeBitCast(fuzzTrapHandler, to: sigaction.__Unnamed_union___sigaction_handler.self)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
    }

    /// Sets the text the handler prints (empty: nothing).
    static func current(_ description: String) {
        let old = text
        text = description.isEmpty ? nil : strdup("\nlayout fuzz: trapped while laying out this case:\n" + description + "\n")
        free(old)
    }
}

/// The signal handler: async-signal-safe calls only (write, sigaction).
private let fuzzTrapHandler: @convention(c) (Int32) -> Void = { signal in
    if let text = FuzzTrapReporter.text { _ = write(2, text, strlen(text)) }
    if var old = FuzzTrapReporter.previous[signal] {
        sigaction(signal, &old, nil)
    } else {
        var fallback = sigaction()
        sigaction(signal, &fallback, nil)
    }
}
