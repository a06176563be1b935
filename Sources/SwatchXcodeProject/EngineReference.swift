import Foundation

/// Where the generated package finds this engine: a checkout on this machine, or a git URL
/// (the released one by default), as `--engine` says.
public enum EngineReference: Equatable, Sendable {
    /// A checkout's folder: `.package(path:)`.
    case path(URL)
    /// A git repository: `.package(url:branch:)`.
    case url(String)

    /// The released engine.
    public static let defaultURL = "https://github.com/swatchraster/SwatchRaster.git"

    /// Reads `--engine`: a URL (`https://…`, `git@…`, `….git`) or a folder that holds a
    /// `Package.swift`; nil means the released URL.
    public init(argument: String?, relativeTo base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws {
        guard let argument, !argument.isEmpty else {
            self = .url(Self.defaultURL)
            return
        }
        if argument.contains("://") || argument.hasPrefix("git@") || argument.hasSuffix(".git") {
            self = .url(argument)
            return
        }
        let folder = (argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : base.appendingPathComponent(argument)).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw XcodeProjectError(argument, "--engine is neither a URL nor a folder with a Package.swift (a SwatchRaster checkout)")
        }
        self = .path(folder)
    }

    /// SwiftPM's identity of the engine package, which product references must name.
    public var identity: String {
        switch self {
        case .path(let folder): return PackageDependency.identity(of: folder.path)
        case .url(let url): return PackageDependency.identity(of: url)
        }
    }

    /// The `.package(…)` expression.
    public var declaration: String {
        switch self {
        case .path(let folder): return ".package(path: \(SwiftLiteral.string(folder.path)))"
        case .url(let url): return ".package(url: \(SwiftLiteral.string(url)), branch: \"main\")"
        }
    }
}
