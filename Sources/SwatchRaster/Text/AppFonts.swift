@_implementationOnly import CFontconfig
import Foundation

/// Fonts that a package ships as resources, registered with fontconfig for this process, as
/// `UIAppFonts` in an app's Info.plist registers them on iOS.
///
/// Why: an app's brand font sits in its own bundle, and `.custom("Brand-Bold", size: 17)` must
/// find it without the user installing it on the machine. SwiftPM copies a target's resources
/// into a `<Package>_<Target>.resources` folder beside the executable (or test bundle), so every
/// such folder there is searched, with its subfolders, for .ttf, .otf and .ttc files. A file
/// FreeType cannot open is reported with one warning line naming it and is not registered, so
/// its text falls back like any other missing font: never a trap and never a silent box.
enum AppFonts {
    /// Searches the resource folders beside the running executable and adds their fonts to
    /// `config`. Called once, by `Fontconfig` as it loads its configuration.
    static func register(into config: OpaquePointer) {
        var files: [String] = []
        for folder in resourceFolders() { files += fontFiles(under: folder, depth: 0) }
        for file in files.sorted() { _ = add(file, to: config) }
    }

    /// Registers one font file, after checking that FreeType can open it; false (with one
    /// warning line) when it cannot.
    static func add(_ path: String, to config: OpaquePointer) -> Bool {
        do {
            _ = try FontFace(path: path)
        } catch {
            let reason = (error as? FreeTypeError)?.message ?? String(describing: error)
            RuntimeWarnings.emit("cannot load font \(path): \(reason); its text falls back to the system font")
            return false
        }
        return path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) != 0 }
        }
    }

    /// `*.resources` folders (and `*.bundle` ones, as Xcode names them) beside the executable.
    private static func resourceFolders() -> [String] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let base = executable.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { base + "/" + $0 }
    }

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    static func fontFiles(under folder: String, depth: Int) -> [String] {
        guard depth < 4, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += fontFiles(under: path, depth: depth + 1)
            } else if fontExtensions.contains((name as NSString).pathExtension.lowercased()) {
                files.append(path)
            }
        }
        return files
    }
}
