import SwatchRaster
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `<folder>/.render-swatches.lock`, held for a whole batch so two
/// batches never write into one folder at once (their images and manifests would mix). The
/// second one fails at once with an `error:` naming the folder; it never waits. The kernel
/// drops the lock when the process ends, however it ends, so a killed run never leaves the
/// folder locked; the empty lock file itself stays (removing it would race with a new run).
public final class FolderLock {
    /// The lock file's name inside the folder.
    public static let fileName = ".render-swatches.lock"

    private let descriptor: Int32
    private let path: String

    /// Takes the lock on `folder` (which must exist), or throws when another process holds it.
    public init(folder: URL) throws {
        let path = folder.appendingPathComponent(Self.fileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileError(path: path, errno: errno, verb: "create the lock file") }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(fd)
            if code == EWOULDBLOCK {
                throw BatchError("cannot use \(folder.path): another batch is writing into it (it holds \(path)); wait for it to finish or choose another --output-dir")
            }
            throw FileError(path: path, errno: code, verb: "lock")
        }
        descriptor = fd
        self.path = path
        AtomicFile.removeOnInterrupt(path)
    }

    /// Removes the lock file while still holding the lock (a batch that tried meanwhile has
    /// already failed: nobody waits on it), so the folder keeps only what the batch wrote.
    deinit {
        AtomicFile.keepOnInterrupt(path)
        unlink(path)
        close(descriptor)
    }
}
