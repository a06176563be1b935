#if canImport(Glibc)
import Glibc
#endif

/// Writes files all-or-nothing: data goes to a temporary file in the destination folder,
/// is flushed, then renamed over the target. A failure leaves neither a partial target nor
/// the temporary file.
package enum AtomicFile {
    /// Writes `data` to `url` atomically; errors are one line naming the path.
    package static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { fd in
            var offset = 0
            while offset < data.count {
                let written = data.withUnsafeBytes { buffer in
                    Glibc.write(fd, buffer.baseAddress! + offset, data.count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Creates a temporary file beside `url`, lets `body` fill the open descriptor (returning
    /// an errno, 0 for success), then fsyncs and renames it into place.
    package static func write(to url: URL, _ body: (Int32) throws -> Int32) throws {
        let shownPath = url.path
        // Write through a symbolic link to its target, not over the link.
        let target = url.resolvingSymlinksInPath()
        let path = target.path
        let directory = target.deletingLastPathComponent().path
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/" else { throw FileError(path: shownPath, reason: "not a file name") }
        var info = stat()
        // New files get the mode `open(…, 0666)` would give (the umask applies); a replaced file
        // keeps its own mode, so `umask 077` or a chmod 600 is never widened.
        var mode = mode_t(0o666) & ~ProcessMask.umask
        if stat(path, &info) == 0 {
            mode = info.st_mode & 0o7777
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw FileError(path: shownPath, reason: "is a directory")
            case S_IFREG: break
            default:
                // A device or pipe (/dev/stdout, /dev/full): write into it; never rename over it.
                return try writeInPlace(path: path, shownPath: shownPath, body)
            }
        }
        var template = Array("\(directory.isEmpty ? "." : directory)/\(temporaryName(for: name))XXXXXX".utf8CString)
        // Created and listed in one step, so that a signal never finds the file made but unlisted.
        let (fd, error) = PendingFiles.shared.createTemporaryFile(&template)
        guard fd >= 0 else { throw FileError(path: shownPath, errno: error) }
        let tempPath = String(nulTerminated: template)
        defer { PendingFiles.shared.remove(tempPath) }
        var failure: Int32 = 0
        do {
            failure = try body(fd)
        } catch {
            close(fd)
            unlink(tempPath)
            throw error
        }
        if failure == 0 && fchmod(fd, mode) != 0 { failure = errno }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(tempPath, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(tempPath)
            throw FileError(path: shownPath, errno: failure)
        }
    }

    /// The temporary file's name before mkstemp's six random characters: `.NAME.tmp-`.
    static func temporaryName(for name: String) -> String { ".\(name).tmp-" }

    /// True when `name` is one of our temporary files (`.NAME.tmp-XXXXXX`), the pattern
    /// `removeStaleTemporaryFiles` cleans up after a run that was killed outright (SIGKILL).
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else { return false }
        let suffix = name[range.upperBound...]
        return range.lowerBound > name.index(after: name.startIndex) && suffix.utf8.count == 6
            && suffix.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Removes our own leftover temporary files from `directory` (only names matching
    /// `isTemporaryName`); returns the names removed. Call only while no other writer of ours
    /// uses the folder (a batch holds the folder's lock).
    @discardableResult
    package static func removeStaleTemporaryFiles(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names.sorted() where isTemporaryName(name) {
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    private static func writeInPlace(path: String, shownPath: String, _ body: (Int32) throws -> Int32) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: shownPath, errno: errno) }
        var failure: Int32
        do { failure = try body(fd) } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw FileError(path: shownPath, errno: failure) }
    }
}

extension AtomicFile {
    /// Makes every catchable signal that would end the process (SIGHUP, SIGINT, SIGQUIT,
    /// SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, …) remove the temporary files of writes in progress
    /// before the process exits with 128 + the signal number, so
    /// an interrupted run leaves no partial file behind. SIGPIPE is ignored instead: a write into
    /// a closed pipe (`-o /dev/stdout | head -c 1`) then fails with EPIPE and is reported as an
    /// `error:` line with status 1, rather than killing the process without a word.
    /// Call once at the start of a command-line program.
    package static func installInterruptCleanup() {
        PendingFiles.shared.installSignalHandlers()
    }

    /// Has an interrupting signal remove `path` too (a batch's lock file), until `keepOnInterrupt`.
    package static func removeOnInterrupt(_ path: String) { PendingFiles.shared.insert(path) }

    /// Undoes `removeOnInterrupt(_:)`.
    package static func keepOnInterrupt(_ path: String) { PendingFiles.shared.remove(path) }
}

/// Temporary files being written right now, removed if the process is interrupted.
// @unchecked: `paths` and `sources` are touched only while `lock` is held.
final class PendingFiles: @unchecked Sendable {
    static let shared = PendingFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    /// Signals whose default action ends the process and that a program may catch
    /// (signal(7); SIGKILL and SIGSTOP cannot be caught, SIGPIPE is ignored instead).
    static let terminatingSignals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
        SIGXCPU, SIGXFSZ, SIGIO, SIGSTKFLT, SIGPWR,
    ]

    /// `mkstemp` on `template`, and the file listed, while holding the lock that the signal
    /// handler takes before removing files and never gives back: a signal either finds the
    /// new file listed, or ends the process before it is made.
    func createTemporaryFile(_ template: inout [CChar]) -> (fd: Int32, errno: Int32) {
        lock.lock()
        defer { lock.unlock() }
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let code = errno
        if fd >= 0 { paths.insert(String(nulTerminated: template)) }
        return (fd, code)
    }

    func insert(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    func remove(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    func installSignalHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in Self.terminatingSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [unowned self] in
                // Kept locked until _exit: no write may create a file after this sweep.
                self.lock.lock()
                for path in self.paths { unlink(path) }
                let line = "error: interrupted by signal \(signalNumber); no partial files were left\n"
                _ = line.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}

/// The process's file-creation mask, read once without changing it (from /proc/self/status,
/// Linux 4.7+; otherwise set and restored at once, before any thread writes files).
enum ProcessMask {
    static let umask: mode_t = {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        let value = Glibc.umask(0o022)
        Glibc.umask(value)
        return value
    }()
}

/// A file that could not be written or read, as one line: `cannot write PATH: REASON`.
public struct FileError: Error, CustomStringConvertible, Equatable {
    /// The file concerned.
    public let path: String
    /// Why, in the system's words.
    public let reason: String
    /// "write" or "read".
    public var verb = "write"

    /// An error with an explicit reason.
    public init(path: String, reason: String, verb: String = "write") {
        self.path = path
        self.reason = reason
        self.verb = verb
    }

    /// An error from an errno value.
    public init(path: String, errno code: Int32, verb: String = "write") {
        self.init(path: path, reason: String(cString: strerror(code)), verb: verb)
    }

    /// `cannot VERB PATH: REASON`, one line a command line can print.
    public var description: String { "cannot \(verb) \(path): \(reason)" }
}
