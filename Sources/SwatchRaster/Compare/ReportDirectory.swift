#if canImport(Glibc)
import Glibc
#endif

/// Replaces a whole folder at once: the new content is built in a temporary sibling folder,
/// then renamed into place, so an interrupted or failed write leaves either the old folder or
/// the new one, never half of each (review reports, docs/ARCHITECTURE.md §11.1).
package enum ReportDirectory {
    /// Builds `directory` afresh: `fill` writes into an empty temporary folder beside it; on
    /// success the old folder (if any) is moved aside, the new one renamed to `directory`, and
    /// the old one removed. On failure the temporary folder is removed and `directory` is
    /// untouched.
    package static func replace(_ directory: URL, _ fill: (URL) throws -> Void) throws {
        let fm = FileManager.default
        let target = directory.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw FileError(path: directory.path, reason: "not a folder name", verb: "write")
        }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw FileError(path: directory.path, reason: "exists and is not a folder", verb: "write")
        }
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: parent.path, reason: "cannot create the folder", verb: "create")
        }
        var template = Array("\(parent.path)/.\(name).tmp-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileError(path: directory.path, errno: errno)
        }
        let temp = URL(fileURLWithPath: String(nulTerminated: template))
        do {
            try fill(temp)
            chmod(temp.path, 0o755)
            if fm.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(".\(name).old-\(getpid())")
                try? fm.removeItem(at: old)
                guard rename(target.path, old.path) == 0 else { throw FileError(path: directory.path, errno: errno) }
                guard rename(temp.path, target.path) == 0 else {
                    let code = errno
                    rename(old.path, target.path)
                    throw FileError(path: directory.path, errno: code)
                }
                try? fm.removeItem(at: old)
            } else {
                guard rename(temp.path, target.path) == 0 else { throw FileError(path: directory.path, errno: errno) }
            }
        } catch {
            try? fm.removeItem(at: temp)
            throw error
        }
    }
}

/// Text made safe for HTML: every name in a report comes from a user's file or test.
package enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references; control characters dropped.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A relative file path for an `src`/`href` attribute: each path segment percent-encoded,
    /// so names with spaces, `#` or `?` still point at their file.
    package static func url(_ relativePath: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@+")
        return relativePath.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
            .joined(separator: "/")
    }
}
