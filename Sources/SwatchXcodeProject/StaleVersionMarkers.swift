import Foundation

/// swift-syntax's version-marker modules (`SwiftSyntax509` … `SwiftSyntax603`) left in a
/// build folder by an earlier resolution. Macro packages choose their code with
/// `#if canImport(SwiftSyntax601)`, and `canImport` finds any module in the build's module
/// folders: when a graph resolves an older swift-syntax than a build before it (one build
/// folder for several apps, or a package whose requirement changed), SwiftPM leaves the newer
/// markers behind, the macro takes the newer API, and its build fails (The Composable
/// Architecture's `@Presents`: "type 'GenericArgumentSyntax' has no member 'Argument'"
/// against swift-syntax 600.0.1, with a SwiftSyntax601 module from another app's build).
public enum StaleVersionMarkers {
    /// Removes from the module folders under `scratch` every `SwiftSyntaxNNN.swiftmodule`
    /// that the checked-out swift-syntax does not declare; returns their names. Nothing is
    /// removed when no swift-syntax is checked out.
    @discardableResult
    public static func remove(in scratch: URL) -> [String] {
        let fm = FileManager.default
        let markers = scratch.appendingPathComponent("checkouts/swift-syntax/Sources/VersionMarkerModules")
        guard let current = try? fm.contentsOfDirectory(atPath: markers.path) else { return [] }
        let kept = Set(current)
        return BuildFolderModules.remove(in: scratch, folders: ["Modules", "Modules-tool"]) { module in
            module.hasPrefix("SwiftSyntax") && module.count > "SwiftSyntax".count
                && module.dropFirst("SwiftSyntax".count).allSatisfy(\.isNumber) && !kept.contains(module)
        }
    }
}
