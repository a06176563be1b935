import Foundation

/// Where on disk each file reference and group of a project is: Xcode stores only a path
/// relative to something (`sourceTree`), usually the enclosing group, so the path of a file is
/// the chain of its groups' paths.
public struct GroupPaths {
    let project: PBXProject
    /// Each group member's enclosing group, from every `children` list.
    let parents: [String: String]

    /// Indexes the groups of `project`.
    public init(project: PBXProject) throws {
        self.project = project
        var parents: [String: String] = [:]
        for isa in ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"] {
            for group in project.ids(ofClass: isa) {
                for child in try project.references("children", of: group) {
                    parents[child] = group
                }
            }
        }
        self.parents = parents
    }

    /// The absolute location of a file reference or group, or nil for one that is not a
    /// project file (a product in `BUILT_PRODUCTS_DIR`, a framework in the SDK).
    public func url(of id: String) throws -> URL? {
        try url(of: id, depth: 0)
    }

    private func url(of id: String, depth: Int) throws -> URL? {
        guard depth < 256 else {
            throw XcodeProjectError(project.file.path, "the groups around object \(id) form a cycle")
        }
        let path = Self.expand(try project.optionalString("path", of: id) ?? "", root: project.sourceRoot)
        let tree = try project.optionalString("sourceTree", of: id) ?? "<group>"
        let base: URL
        switch tree {
        case "<group>":
            if let parent = parents[id] {
                guard let parentURL = try url(of: parent, depth: depth + 1) else { return nil }
                base = parentURL
            } else {
                base = project.sourceRoot
            }
        case "SOURCE_ROOT", "$(SRCROOT)", "PROJECT_DIR":
            base = project.sourceRoot
        case "<absolute>":
            return URL(fileURLWithPath: path).standardizedFileURL
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, …: not the project's own files.
            return nil
        }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return path.isEmpty ? base : base.appendingPathComponent(path).standardizedFileURL
    }

    /// Replaces the two build-setting references that appear in hand-edited paths.
    static func expand(_ path: String, root: URL) -> String {
        path.replacingOccurrences(of: "$(SRCROOT)", with: root.path)
            .replacingOccurrences(of: "$(PROJECT_DIR)", with: root.path)
    }

    /// The path of `url` relative to the project's source root, with `..` steps named
    /// `_parent` so that every file lands inside the generated package.
    public func relativePath(of url: URL) -> String {
        let root = project.sourceRoot.standardizedFileURL.pathComponents
        let parts = url.standardizedFileURL.pathComponents
        var common = 0
        while common < root.count, common < parts.count, root[common] == parts[common] { common += 1 }
        let ups = Array(repeating: "_parent", count: root.count - common)
        return (ups + parts[common...]).joined(separator: "/")
    }
}
