import SwatchRaster
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Themes that are not regular files: standard input (`--palette -`), pipes, FIFOs
/// (`mkfifo`, `<(command)`) and character devices. They are read to their end like files,
/// but never waited on forever: a FIFO is opened without blocking, and if no byte arrives for
/// `ThemeLimits.streamTimeout` seconds the read fails with `no data after N s`. The size cap
/// still applies, so an endless device (`/dev/zero`) fails as an oversized file does.
enum ThemeStream {
    /// How `--palette -` names standard input in messages.
    static let standardInputName = "<stdin>"

    /// True when `path` exists and is a FIFO, socket or device rather than a file or folder.
    static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK || type == S_IFBLK
    }

    /// Reads a FIFO or device at `path` without ever blocking in `open` or `read`.
    static func read(path: String, limits: ThemeLimits) throws(ThemeError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw ThemeError(file: path, "cannot open for reading: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        return try read(fd: fd, name: path, limits: limits)
    }

    /// Reads standard input to its end (its flags are left alone: the descriptor is shared).
    /// A pipe's writer is a program the user started (`generate-tokens | render-swatches
    /// --palette -`), so it is waited for as long as it keeps the pipe open, unless
    /// `standardInputTimeout` says otherwise.
    static func readStandardInput(limits: ThemeLimits) throws(ThemeError) -> [UInt8] {
        var limits = limits
        limits.streamTimeout = limits.standardInputTimeout ?? .infinity
        return try read(fd: STDIN_FILENO, name: standardInputName, limits: limits)
    }

    /// Reads `fd` until end of file, waiting at most `limits.streamTimeout` for each chunk.
    static func read(fd: Int32, name: String, limits: ThemeLimits) throws(ThemeError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let timeout = max(0, limits.streamTimeout)
        // An infinite timeout waits for as long as the writer keeps the pipe open.
        let milliseconds = timeout.isFinite ? Int32(min(timeout * 1000, Double(Int32.max)).rounded(.up)) : -1
        while true {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw ThemeError(file: name, "cannot read: \(String(cString: strerror(errno)))")
            }
            if ready == 0 {
                let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
                throw ThemeError(file: name, bytes.isEmpty
                    ? "no data after \(seconds) s (is anything writing to it?)"
                    : "no more data after \(seconds) s (\(bytes.count) bytes read, no end of file)")
            }
            let wanted = min(chunk.count, limits.maximumFileBytes + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw ThemeError(file: name, "cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            guard bytes.count <= limits.maximumFileBytes else {
                throw ThemeError(file: name, "larger than the \(limits.maximumFileBytes >> 20) MB limit for theme files")
            }
        }
    }

    /// A theme from a stream's bytes: a GIMP palette when it says so on its first line (or the
    /// name ends in `.gpl`), otherwise design tokens (JSON).
    static func theme(bytes: [UInt8], file: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        let head = String(decoding: bytes.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if file.lowercased().hasSuffix(".gpl") || head.hasPrefix("GIMP Palette") {
            return try GIMPPaletteReader.read(bytes: bytes, file: file, name: name, limits: limits)
        }
        return try DesignTokensReader.read(bytes: bytes, file: file, name: name, limits: limits)
    }
}

extension Theme {
    /// Reads a theme (design tokens or a GIMP palette, told apart by content) from standard
    /// input: `render-swatches --palette -`. Named `stdin`; messages say `<stdin>`.
    public static func loadStandardInput(limits: ThemeLimits = ThemeLimits()) throws(ThemeError) -> Theme {
        try ThemeStream.theme(bytes: ThemeStream.readStandardInput(limits: limits),
                              file: ThemeStream.standardInputName, name: "stdin", limits: limits)
            .requiringColors(file: ThemeStream.standardInputName)
    }
}
