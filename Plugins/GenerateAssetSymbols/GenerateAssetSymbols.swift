import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`Color(.brandPrimary)`, `Color.brandPrimary`,
/// `Image(.logo)`, `UIColor.brandPrimary`) from the `.xcassets` catalogs in a target's folder,
/// so code written against Xcode's generated symbols builds unchanged on Linux
/// (docs/ARCHITECTURE.md §2.9). Add it to the target:
/// `plugins: [.plugin(name: "GenerateAssetSymbols", package: "SwatchRaster")]`.
@main
struct GenerateAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: target.sourceFiles.map(\.url))
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        // `render-swatches xcodeproj` leaves this hidden file in the target's folder when the
        // project does not ask Xcode for the Color/UIImage extensions (a plugin takes no
        // arguments from the manifest; SwiftPM ignores hidden files as sources).
        // The target's conventional folder first: SwiftPM may list linked files by the path
        // they point to, outside the package.
        let conventional = context.package.directoryURL.appendingPathComponent("Sources").appendingPathComponent(target.name)
        let marker = Self.marker(above: [conventional.appendingPathComponent("_")] + target.sourceFiles.map(\.url),
                                 within: context.package.directoryURL)
        let extensions = marker == nil
        let declared = Self.staticMembers(in: target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" })
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "swatch-asset-symbols").url,
                arguments: catalogs.map(\.path) + ["--output", output.path] + (extensions ? [] : ["--no-extensions"])
                    + (declared.isEmpty ? [] : ["--declared", declared.sorted().joined(separator: ",")]),
                inputFiles: catalogs.flatMap(Self.files(in:)) + (marker.map { [$0] } ?? []),
                outputFiles: [output]),
        ]
    }

    /// The names of the static members the target's own files declare (`static var
    /// fabulaPrimary: Color`): the extensions leave those out rather than declare them twice.
    static func staticMembers(in files: [URL]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            var rest = Substring(text)
            while let range = rest.range(of: "static ") {
                rest = rest[range.upperBound...]
                let words = rest.prefix(200).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                if let keyword = words.first, keyword == "let" || keyword == "var", words.count > 1 { names.insert(String(words[1])) }
            }
        }
        return names
    }

    /// The hidden file whose presence asks for the resources alone, without extensions.
    static let noExtensionsMarker = ".asset-symbols-without-extensions"

    /// The marker file in a folder holding the target's files, up to the package's folder.
    static func marker(above files: [URL], within package: URL) -> URL? {
        let root = package.standardizedFileURL.path
        var checked = Set<String>()
        for file in files {
            var folder = file.standardizedFileURL.deletingLastPathComponent()
            while folder.path.hasPrefix(root + "/"), checked.insert(folder.path).inserted {
                let candidate = folder.appendingPathComponent(noExtensionsMarker)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// The `.xcassets` folders that the target's files (sources and resources) lie in, or
    /// are, in a stable order.
    static func catalogs(in files: [URL]) -> [URL] {
        var found = Set<String>()
        for file in files {
            let parts = file.standardizedFileURL.pathComponents
            guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            found.insert(NSString.path(withComponents: Array(parts[...index])))
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The files of a catalog, so that editing a color set regenerates the symbols.
    static func files(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [catalog] }
        return [catalog] + walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
    }
}
