import SwatchRaster
import Foundation

/// Finds theme inputs and picks the reader for each by what it is: a `.colorset` or
/// `.xcassets` folder, a `.gpl` palette, or a DTCG token file (`.json`, `.tokens`).
public enum ThemeLoader {
    /// File and folder suffixes searched for inside plain folders. Plain `.json` files are
    /// read only when named directly: a folder holds too many unrelated JSON files.
    static let searchedSuffixes = [".tokens.json", ".tokens", ".gpl", ".xcassets", ".colorset"]

    /// Reads one theme.
    static func load(_ path: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        let name = themeName(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ThemeError(file: path, "no such file or folder")
        }
        let lower = path.lowercased().trimmingTrailingSlashes
        if !isDirectory.boolValue && ThemeStream.isStream(path) {
            return try ThemeStream.theme(bytes: ThemeStream.read(path: path, limits: limits), file: path, name: name, limits: limits)
        }
        if isDirectory.boolValue {
            if lower.hasSuffix(".xcassets") { return try AssetCatalogReader.readCatalog(path, name: name, limits: limits) }
            if lower.hasSuffix(".colorset") { return try AssetCatalogReader.readColorset(path, name: name, limits: limits) }
            throw ThemeError(file: path, "is a folder but not a .xcassets catalog or .colorset")
        }
        if lower.hasSuffix(".gpl") { return try GIMPPaletteReader.read(path, name: name, limits: limits) }
        if lower.hasSuffix(".json") || lower.hasSuffix(".tokens") {
            return try DesignTokensReader.read(path, name: name, limits: limits)
        }
        throw ThemeError(file: path, "unknown theme format (expected .json or .tokens design tokens, .gpl, .colorset or .xcassets)")
    }

    /// The theme files an input names: itself when it is a theme, or every theme found in a
    /// plain folder (searched recursively, sorted, catalogs not entered).
    public static func discover(_ input: String) throws(ThemeError) -> [String] {
        var undecodable: [String] = []
        return try discover(input, undecodable: &undecodable)
    }

    /// `discover(_:)`, also collecting the files and folders the search had to skip because
    /// their names are not valid UTF-8 (as printable paths), so the caller can report them.
    public static func discover(_ input: String, undecodable: inout [String]) throws(ThemeError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw ThemeError(file: input, "no such file or folder")
        }
        let lower = input.lowercased().trimmingTrailingSlashes
        guard isDirectory.boolValue, !lower.hasSuffix(".xcassets"), !lower.hasSuffix(".colorset") else { return [input] }
        var found: [String] = []
        try search(input, depth: 0, into: &found, undecodable: &undecodable)
        guard !found.isEmpty || !undecodable.isEmpty else {
            throw ThemeError(file: input, "no themes found (looked for \(searchedSuffixes.map { "*" + $0 }.joined(separator: ", ")))")
        }
        return found
    }

    private static func search(_ folder: String, depth: Int, into found: inout [String], undecodable: inout [String]) throws(ThemeError) {
        guard depth < 32 else { return }
        undecodable += UndecodableNames.entries(in: folder, suffixes: searchedSuffixes)
        for entry in try AssetCatalogReader.entries(folder) {
            let path = (folder as NSString).appendingPathComponent(entry)
            let lower = entry.lowercased()
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if searchedSuffixes.contains(where: { lower.hasSuffix($0) }) {
                found.append(path)
            } else if isDirectory.boolValue {
                // Don't follow symbolic links to folders: they can loop.
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                try search(path, depth: depth + 1, into: &found, undecodable: &undecodable)
            }
        }
    }

    /// The file's name without its theme extension: `brand.tokens.json` → `brand`.
    public static func themeName(_ path: String) -> String {
        var name = (path.trimmingTrailingSlashes as NSString).lastPathComponent
        for suffix in [".tokens.json", ".json", ".tokens", ".gpl", ".xcassets", ".colorset"] where name.lowercased().hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

extension String {
    var trimmingTrailingSlashes: String {
        var s = self
        while s.count > 1 && s.hasSuffix("/") { s.removeLast() }
        return s
    }
}
