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
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw FileError(path: shownPath, reason: "is a directory")
            case S_IFREG: break
            default:
                // A device or pipe (/dev/stdout, /dev/full): write into it; never rename over it.
                return try writeInPlace(path: path, shownPath: shownPath, body)
            }
        }
        var template = Array("\(directory.isEmpty ? "." : directory)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: shownPath, errno: errno) }
        let tempPath = String(nulTerminated: template)
        PendingFiles.shared.insert(tempPath)
        defer { PendingFiles.shared.remove(tempPath) }
        var failure: Int32 = 0
        do {
            failure = try body(fd)
        } catch {
            close(fd)
            unlink(tempPath)
            throw error
        }
        if failure == 0 && fchmod(fd, 0o644) != 0 { failure = errno }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(tempPath, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(tempPath)
            throw FileError(path: shownPath, errno: failure)
        }
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
    /// Makes SIGINT and SIGTERM remove the temporary files of writes in progress before the
    /// process exits (status 130 / 143), so an interrupted run leaves no partial file behind.
    /// Call once at the start of a command-line program.
    package static func installInterruptCleanup() {
        PendingFiles.shared.installSignalHandlers()
    }
}

/// Temporary files being written right now, removed if the process is interrupted.
// @unchecked: `paths` and `sources` are touched only while `lock` is held.
final class PendingFiles: @unchecked Sendable {
    static let shared = PendingFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

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
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [unowned self] in
                self.lock.lock()
                for path in self.paths { unlink(path) }
                self.lock.unlock()
                FileHandle.standardError.write(Data("error: interrupted; no partial files were left\n".utf8))
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
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
