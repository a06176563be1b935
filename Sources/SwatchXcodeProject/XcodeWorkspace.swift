import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace (`App.xcworkspace`): the projects and the package folders it names in
/// `contents.xcworkspacedata`. Apps open theirs instead of the project when their local
/// packages sit beside it in the workspace (try! Swift Tokyo's Conference, DataClient and
/// SharedModels; ScanNow's App), and CocoaPods writes one around `Pods/Pods.xcodeproj`.
/// `render-swatches xcodeproj` and `app` take one as they take a project: its app project is
/// used, and its package folders provide the products the app names.
public struct XcodeWorkspace: Sendable {
    /// The `.xcworkspace` folder.
    public let bundle: URL
    /// The projects it names, in order; CocoaPods' `Pods.xcodeproj` is not among them (its
    /// pods are Objective-C builds that a Linux package cannot use).
    public let projects: [URL]
    /// The folders it names that hold a `Package.swift`.
    public let packageFolders: [URL]

    /// Reads `bundle`; a missing or unreadable `contents.xcworkspacedata` is one error naming it.
    public init(bundle: URL) throws {
        self.bundle = bundle
        let file = bundle.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError(file.path, "cannot read the workspace's contents")
        }
        let reader = WorkspaceReader(base: bundle.deletingLastPathComponent())
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw XcodeProjectError(file.path, "not a workspace: \(parser.parserError.map { "\($0)" } ?? "XML error")")
        }
        projects = reader.locations.filter { $0.pathExtension == "xcodeproj" && $0.lastPathComponent != "Pods.xcodeproj" }
        packageFolders = reader.locations.filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
    }

    /// The project to build: the first of its projects with an iOS application target (`target`
    /// picks by name among them).
    public func appProject(target: String?) throws -> URL {
        var reasons: [String] = []
        for project in projects {
            do {
                _ = try AppTarget(in: try PBXProject(bundle: project), preferred: target)
                return project
            } catch {
                reasons.append("\(project.lastPathComponent): \(error)")
            }
        }
        let why = reasons.isEmpty ? "it names no Xcode project" : reasons.joined(separator: "; ")
        throw XcodeProjectError(bundle.path, "no project of the workspace has an iOS application target (\(why))")
    }
}

/// Collects the `FileRef` locations of a workspace, with the folders of enclosing `Group`s.
private final class WorkspaceReader: NSObject, XMLParserDelegate {
    let base: URL
    var groups: [URL] = []
    var locations: [URL] = []

    init(base: URL) { self.base = base }

    /// A location ("group:Path", "container:Path", "absolute:/path", "self:") as a URL.
    func url(of location: String) -> URL? {
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return (groups.last ?? base).appendingPathComponent(parts[1]).standardizedFileURL
        case "container": return base.appendingPathComponent(parts[1]).standardizedFileURL
        case "absolute": return URL(fileURLWithPath: parts[1]).standardizedFileURL
        default: return nil
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "Group":
            groups.append(attributes["location"].flatMap(url(of:)) ?? groups.last ?? base)
        case "FileRef":
            if let location = attributes["location"].flatMap(url(of:)) { locations.append(location) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "Group", !groups.isEmpty { groups.removeLast() }
    }
}
