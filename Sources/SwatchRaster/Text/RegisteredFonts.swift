@_implementationOnly import CFontconfig
import Foundation

/// Fonts an app registers while it runs, as Core Text's font manager registers them on iOS
/// (`CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterGraphicsFont`).
///
/// Why: apps that download or bundle a font outside `UIAppFonts` register it in code and then
/// name it in `.custom(_:size:)`; without registration their text falls back to the system
/// font. A registered file is added to fontconfig's application fonts for this process, so the
/// same lookup that finds installed fonts finds it. Fontconfig cannot drop one application
/// font, so unregistering clears them and adds the rest again (the package's own resource
/// fonts included).
package enum RegisteredFonts {
    /// One registered face: its file and the names fontconfig reads from it.
    package struct Face: Equatable, Sendable {
        /// The font file.
        package let path: String
        /// Its first family name.
        package let family: String
        /// Its PostScript name, when the file has one.
        package let postScriptName: String?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [String] = []

    /// Registers the font file at `path` (every face of a collection). Throws a message naming
    /// the file when FreeType cannot open it or it is registered already.
    package static func register(path: String) throws {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        guard !paths.contains(standard) else {
            throw FontError(description: "font \(standard) is registered already")
        }
        do {
            _ = try FontFace(path: standard)
        } catch let error as FreeTypeError {
            throw FontError(description: "cannot load font \(standard): \(error.message)")
        }
        let added = Fontconfig.shared.withConfig { config in AppFonts.add(standard, to: config) } ?? false
        guard added else { throw FontError(description: "fontconfig did not take font \(standard)") }
        paths.append(standard)
        FontLookup.forgetFamilies()
    }

    /// Registers font data that is not in a file (`CGFont(provider)` from downloaded bytes):
    /// it is written once to a file of this process's temporary folder, named by its content.
    package static func register(data: Data) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let file = folder.appendingPathComponent(String(hash, radix: 16) + ".font").path
        if !FileManager.default.fileExists(atPath: file) {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        }
        if !isRegistered(path: file) { try register(path: file) }
        return file
    }

    /// Whether `path` is registered.
    package static func isRegistered(path: String) -> Bool {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        return paths.contains(standard)
    }

    /// Unregisters `path`; false when it was not registered.
    @discardableResult
    package static func unregister(path: String) -> Bool {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        guard let index = paths.firstIndex(of: standard) else { return false }
        paths.remove(at: index)
        let rest = paths
        _ = Fontconfig.shared.withConfig { config in
            FcConfigAppFontClear(config)
            AppFonts.register(into: config)
            for file in rest { _ = AppFonts.add(file, to: config) }
        }
        FontLookup.forgetFamilies()
        return true
    }

    /// The registered faces, in registration order.
    package static var faces: [Face] {
        lock.lock()
        let files = paths
        lock.unlock()
        return files.flatMap(faces(in:))
    }

    /// The faces fontconfig lists for one file.
    package static func faces(in path: String) -> [Face] {
        InstalledFonts.listed(file: path).sorted { $0.index < $1.index }
            .map { Face(path: path, family: $0.family, postScriptName: $0.postscript) }
    }
}
