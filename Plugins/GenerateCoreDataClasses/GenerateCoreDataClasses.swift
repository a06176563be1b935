import Foundation
import PackagePlugin

/// Generates what Xcode generates from a Core Data model (`.xcdatamodeld`): the entity
/// classes and their properties for entities whose codegen is "Class Definition" or
/// "Category/Extension", and a description of the model that `NSPersistentContainer(name:)`
/// finds at run time, so that an app's Core Data code builds and runs unchanged on Linux
/// (docs/ARCHITECTURE.md §2.13). Add it to the target:
/// `plugins: [.plugin(name: "GenerateCoreDataClasses", package: "SwatchRaster")]`.
@main
struct GenerateCoreDataClasses: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let models = Self.models(in: target.sourceFiles.map(\.url))
        guard !models.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCoreDataModel.swift")
        return [
            .buildCommand(
                displayName: "Generating Core Data classes for \(target.name)",
                executable: try context.tool(named: "swatch-core-data-model").url,
                arguments: models.map(\.path) + ["--output", output.path],
                inputFiles: models.flatMap(Self.files(in:)),
                outputFiles: [output]),
        ]
    }

    /// The `.xcdatamodeld` folders that the target's files (sources and resources) lie in, or
    /// are, in a stable order.
    static func models(in files: [URL]) -> [URL] {
        var found = Set<String>()
        for file in files {
            let parts = file.standardizedFileURL.pathComponents
            // A versioned bundle, or a lone model version outside one.
            guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcdatamodeld") }) ?? parts.firstIndex(where: { $0.hasSuffix(".xcdatamodel") }) else { continue }
            found.insert(NSString.path(withComponents: Array(parts[...index])))
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The files of a model bundle (each version's `contents` and `.xccurrentversion`), so
    /// that editing the model regenerates the classes.
    static func files(in model: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil) else { return [model] }
        return [model] + walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "contents" || $0.lastPathComponent == ".xccurrentversion" }
    }
}
