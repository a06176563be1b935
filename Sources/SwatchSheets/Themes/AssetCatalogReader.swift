import SwatchRaster
import Foundation

/// Reads an Xcode asset catalog (`.xcassets`) or a lone `.colorset`. Folders are groups and
/// become pads, in catalog order (by name, as Xcode lists them); colorsets at the top level
/// form a pad named after the catalog. A folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes its colors' names (`Brand/primary`), as Xcode does.
struct AssetCatalogReader {
    let limits: ThemeLimits
    private var colorsets: ColorsetReader
    private var groups: [Theme.Group] = []
    private var count = 0

    init(limits: ThemeLimits) {
        self.limits = limits
        colorsets = ColorsetReader(limits: limits)
    }

    static func readCatalog(_ path: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        var reader = AssetCatalogReader(limits: limits)
        try reader.walk(path, title: name, groupPath: [], namespace: [], depth: 0)
        guard reader.count > 0 else { throw ThemeError(file: path, "no colorsets in this catalog") }
        return Theme(name: name, source: path, groups: reader.groups, warnings: reader.colorsets.clipper.warnings)
    }

    static func readColorset(_ path: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        var reader = ColorsetReader(limits: limits)
        let colorName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        try ThemeFile.checkName(colorName, file: path, location: "name", limits: limits)
        let color = try reader.color(folder: path, name: colorName)
        let swatch = Theme.Swatch(name: colorName, color: color)
        return Theme(name: name, source: path, groups: [Theme.Group(title: name, swatches: [swatch])], warnings: reader.clipper.warnings)
    }

    /// The folder's entries in the order Xcode shows them.
    static func entries(_ folder: String) throws(ThemeError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { !$0.hasPrefix(".") }
                .sorted { a, b in
                    let (la, lb) = (a.lowercased(), b.lowercased())
                    return la == lb ? a < b : la < lb
                }
        } catch {
            throw ThemeError(file: folder, "cannot list the folder: \(error.localizedDescription)")
        }
    }

    private mutating func walk(_ folder: String, title: String, groupPath: [String], namespace: [String], depth: Int) throws(ThemeError) {
        guard depth <= limits.maximumDepth else { throw ThemeError(file: folder, "groups nested deeper than \(limits.maximumDepth) levels") }
        var swatches: [Theme.Swatch] = []
        var subfolders: [(path: String, name: String)] = []
        for entry in try Self.entries(folder) {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let base = (entry as NSString).deletingPathExtension
            if ext == "colorset" {
                try ThemeFile.checkName(base, file: path, location: "name", limits: limits)
                let name = (namespace + [base]).joined(separator: "/")
                let color = try colorsets.color(folder: path, name: name)
                count += 1
                guard count <= limits.maximumColors else { throw ThemeError(file: folder, "more than \(limits.maximumColors) colors (the limit per theme)") }
                swatches.append(Theme.Swatch(name: name, path: name, color: color))
            } else if ext.isEmpty {
                try ThemeFile.checkName(entry, file: path, location: "name", limits: limits)
                subfolders.append((path, entry))
            }
            // Other asset types (imagesets, appiconsets, …) are not colors: skipped.
        }
        if !swatches.isEmpty { groups.append(Theme.Group(title: title, swatches: swatches)) }
        for sub in subfolders {
            let providesNamespace = try Self.providesNamespace(sub.path, limits: limits)
            let path = groupPath + [sub.name]
            try walk(sub.path, title: path.joined(separator: " / "), groupPath: path,
                     namespace: providesNamespace ? namespace + [sub.name] : namespace, depth: depth + 1)
        }
    }

    private static func providesNamespace(_ folder: String, limits: ThemeLimits) throws(ThemeError) -> Bool {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file) else { return false }
        let root = try ThemeFile.readJSON(file, limits: limits)
        if case .bool(let value)? = root["properties"]?["provides-namespace"]?.value { return value }
        return false
    }
}
