import Foundation

/// One-line warnings about input that still renders, printed once per distinct message.
///
/// Why: iOS logs and goes on where a user's value is odd but drawable (an unknown font name, an
/// invalid frame dimension, a character no installed font has), and a snapshot tool that failed
/// the whole screen instead would cost more than the defect. Printing each message once keeps a
/// batch of a thousand sheets from repeating the same line a thousand times. Lines go to
/// standard error as `warning: …`, so they never mix with output a script parses.
public enum RuntimeWarnings {
    /// Prints `warning: <message>` unless this exact message was printed before in this process.
    /// Returns whether it printed.
    @discardableResult
    public static func emit(_ message: String) -> Bool {
        guard Store.shared.insert(message) else { return false }
        let line = "warning: \(message)\n"
        if let sink = Store.shared.sink {
            sink(line)
        } else {
            FileHandle.standardError.write(Data(line.utf8))
        }
        return true
    }

    /// Every message printed so far, in order: what tests assert on.
    public static var emitted: [String] { Store.shared.messages }

    /// Runs `body` with warnings captured instead of printed, and with the once-only memory
    /// cleared before and restored after, so a test sees exactly the warnings its own render
    /// produced. Returns the body's result and the captured messages.
    public static func capturing<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let recorder = Recorder()
        let saved = Store.shared.begin(sink: { recorder.append($0) })
        defer { Store.shared.end(restoring: saved) }
        let result = try body()
        return (result, recorder.lines.map { line in
            var text = line.dropFirst("warning: ".count)
            if text.last == "\n" { text = text.dropLast() }
            return String(text)
        })
    }

    // @unchecked: `lines` is touched only under `lock`.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ line: String) { lock.lock(); storage.append(line); lock.unlock() }
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    // @unchecked: every property is read and written only while `lock` is held.
    private final class Store: @unchecked Sendable {
        static let shared = Store()
        private let lock = NSLock()
        private var seen: Set<String> = []
        private var ordered: [String] = []
        private var currentSink: (@Sendable (String) -> Void)?

        struct Saved {
            let seen: Set<String>
            let ordered: [String]
            let sink: (@Sendable (String) -> Void)?
        }

        func insert(_ message: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard seen.insert(message).inserted else { return false }
            ordered.append(message)
            return true
        }

        var sink: (@Sendable (String) -> Void)? { lock.lock(); defer { lock.unlock() }; return currentSink }
        var messages: [String] { lock.lock(); defer { lock.unlock() }; return ordered }

        func begin(sink: @escaping @Sendable (String) -> Void) -> Saved {
            lock.lock()
            defer { lock.unlock() }
            let saved = Saved(seen: seen, ordered: ordered, sink: currentSink)
            seen = []
            ordered = []
            currentSink = sink
            return saved
        }

        func end(restoring saved: Saved) {
            lock.lock()
            defer { lock.unlock() }
            seen = saved.seen.union(seen)
            ordered = saved.ordered
            currentSink = saved.sink
        }
    }
}
