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
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "swatch-asset-symbols").url,
                arguments: catalogs.map(\.path) + ["--output", output.path],
                inputFiles: catalogs.flatMap(Self.files(in:)),
                outputFiles: [output]),
        ]
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
