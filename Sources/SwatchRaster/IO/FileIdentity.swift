#if canImport(Glibc)
import Glibc
#endif

/// A file's identity as the kernel sees it: device and inode. Two paths name the same file
/// exactly when these match, whatever the spelling (`./t.json`, `t.json`, a symbolic or hard
/// link), so the CLI compares these, not names, before writing an output over an input.
package struct FileIdentity: Hashable, Sendable {
    /// `st_dev` of the file.
    package let device: UInt64
    /// `st_ino` of the file.
    package let inode: UInt64

    /// The identity of the file `path` names (symbolic links followed); nil when it does not exist.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Throws `cannot write OUTPUT: it is the input INPUT; …` when `output` already exists and
    /// is one of `inputs` (as `(shown name, path)` pairs). Nothing is written before this check.
    package static func refuseOverwriting(output: String, shownAs shownOutput: String, inputs: [(shown: String, path: String)]) throws {
        guard let target = FileIdentity(path: output) else { return }
        // Devices and pipes (/dev/stdout) are written into, never replaced: no input is lost.
        var info = stat()
        guard stat(output, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs where FileIdentity(path: input.path) == target {
            throw FileError(path: shownOutput, reason: "it is the input \(input.shown); refusing to overwrite an input (choose another output)")
        }
    }
}
