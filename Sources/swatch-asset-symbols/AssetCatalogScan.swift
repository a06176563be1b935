import Foundation

/// The color and image sets of one or more asset catalogs, as Xcode reads them for its
/// generated symbols: `<name>.colorset` and `<name>.imageset` folders, nested in plain folders
/// (whose names are not part of the asset's) or in folders whose Contents.json sets
/// `"provides-namespace": true` (whose names prefix the asset's: "Theme1/inboundBubble").
struct AssetCatalogScan {
    /// One asset: its full name (with namespaces) and the namespace path for its symbol.
    struct Asset: Equatable {
        var name: String
        var namespaces: [String]
        var leaf: String
    }

    var colors: [Asset] = []
    var images: [Asset] = []

    init(catalogs: [URL]) throws {
        for catalog in catalogs { try scan(catalog, namespaces: []) }
        colors.sort { $0.name < $1.name }
        images.sort { $0.name < $1.name }
    }

    private mutating func scan(_ folder: URL, namespaces: [String]) throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if entry.hasSuffix(".colorset") {
                colors.append(asset(String(entry.dropLast(".colorset".count)), namespaces))
            } else if entry.hasSuffix(".imageset") {
                images.append(asset(String(entry.dropLast(".imageset".count)), namespaces))
            } else if !entry.contains(".") {
                try scan(url, namespaces: providesNamespace(url) ? namespaces + [entry] : namespaces)
            }
        }
    }

    private func asset(_ leaf: String, _ namespaces: [String]) -> Asset {
        Asset(name: (namespaces + [leaf]).joined(separator: "/"), namespaces: namespaces, leaf: leaf)
    }

    private func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
