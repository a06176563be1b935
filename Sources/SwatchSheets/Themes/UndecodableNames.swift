import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// File names that are not valid UTF-8. Swift strings cannot hold them: Foundation's folder
/// listing leaves them out and the command line turns their bytes into U+FFFD, so such a file
/// would be skipped, or reported as missing, without a word. These helpers find them from the
/// raw bytes, so the CLI can name them in an error instead.
public enum UndecodableNames {
    /// Entries of `folder` (not hidden) whose names are not valid UTF-8 and which a folder
    /// search would have taken: names ending in one of `suffixes`, or folders (searched in
    /// turn). Returned as printable paths, each invalid byte written `\xNN`.
    static func entries(in folder: String, suffixes: [String]) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard bytes.first != UInt8(ascii: "."), String(validatingCString: bytes.map { CChar(bitPattern: $0) } + [0]) == nil else { continue }
            let lower = String(decoding: bytes, as: UTF8.self).lowercased()
            let isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            guard isFolder || suffixes.contains(where: { lower.hasSuffix($0) }) else { continue }
            found.append((folder as NSString).appendingPathComponent(printable(bytes)))
        }
        return found.sorted()
    }

    /// `bytes` as text, with every byte that is not part of valid UTF-8 written `\xNN`.
    public static func printable(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            var matched = false
            // The longest valid UTF-8 sequence (1–4 bytes) starting here, if any.
            for length in (1...min(4, bytes.count - index)).reversed() {
                let slice = Array(bytes[index..<index + length])
                if let text = String(validating: slice, as: UTF8.self), text.unicodeScalars.count == 1 {
                    result += text
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                result += String(format: "\\x%02X", bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The first command-line argument that is not valid UTF-8, as `(index, printable text)`;
    /// Swift's `CommandLine.arguments` would have replaced its bad bytes with U+FFFD.
    public static func firstInvalidArgument() -> (index: Int, text: String)? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil { return (index, printable(bytes)) }
        }
        return nil
    }
}
