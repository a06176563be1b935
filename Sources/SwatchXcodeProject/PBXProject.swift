import Foundation

/// A typed view over `project.pbxproj`: Xcode's object graph, read with Foundation's
/// property-list reader (the file is an OpenStep-format plist, which swift-corelibs-foundation
/// parses on Linux too), so that no hand-written parser can disagree with Xcode's format.
///
/// Every accessor checks types and throws `XcodeProjectError` naming the file, so that a
/// damaged project becomes one error line, never a crash.
public struct PBXProject {
    /// The `.xcodeproj` bundle the graph came from.
    public let bundle: URL
    /// The `project.pbxproj` file inside it, named in errors.
    public let file: URL
    /// Every object of the graph by its 24-hex-digit identifier.
    let objects: [String: [String: Any]]
    /// The `PBXProject` object's identifier.
    public let rootID: String

    /// Reads `bundle/project.pbxproj`.
    public init(bundle: URL) throws {
        let file = bundle.appendingPathComponent("project.pbxproj")
        let name = bundle.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundle.path, isDirectory: &isDirectory) else {
            throw XcodeProjectError(bundle.path, "no such project")
        }
        guard isDirectory.boolValue, bundle.pathExtension == "xcodeproj" else {
            throw XcodeProjectError(bundle.path, "not an .xcodeproj folder")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError(file.path, "missing or unreadable (\(name) has no project.pbxproj)")
        }
        try self.init(data: data, bundle: bundle, file: file)
    }

    /// Reads a project from its bytes; `file` is only for messages.
    public init(data: Data, bundle: URL, file: URL) throws {
        self.bundle = bundle
        self.file = file
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError(file.path, "not a property list: \(Self.reason(error))")
        }
        guard let top = plist as? [String: Any] else {
            throw XcodeProjectError(file.path, "not a property list dictionary")
        }
        guard let objects = top["objects"] as? [String: Any] else {
            throw XcodeProjectError(file.path, "no \"objects\" dictionary")
        }
        var typed: [String: [String: Any]] = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any], object["isa"] is String else {
                throw XcodeProjectError(file.path, "object \(id) is not a dictionary with an \"isa\"")
            }
            typed[id] = object
        }
        self.objects = typed
        guard let root = top["rootObject"] as? String else {
            throw XcodeProjectError(file.path, "no \"rootObject\"")
        }
        rootID = root
        guard try isa(of: root) == "PBXProject" else {
            throw XcodeProjectError(file.path, "rootObject \(root) is a \(try isa(of: root)), not a PBXProject")
        }
    }

    /// Foundation puts the OpenStep parser's own message ("Expected terminating ')' for array
    /// at line 3") in an underlying error; the top-level one only says the XML parse failed.
    static func reason(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        if let inner = info["kCFPropertyListOldStyleParsingError"] as? NSError,
           let text = inner.userInfo["NSDebugDescription"] as? String {
            return text
        }
        return (info["NSDebugDescription"] as? String) ?? "\(error.localizedDescription)"
    }

    /// The directory that `SOURCE_ROOT` paths are relative to: the folder holding the
    /// `.xcodeproj`, moved by the project's `projectDirPath` when it sets one.
    public var sourceRoot: URL {
        let folder = bundle.deletingLastPathComponent()
        if let dir = try? optionalString("projectDirPath", of: rootID), !dir.isEmpty {
            return dir.hasPrefix("/") ? URL(fileURLWithPath: dir) : folder.appendingPathComponent(dir).standardizedFileURL
        }
        return folder
    }

    // MARK: Typed access

    /// Whether the graph has the object at all.
    public func contains(_ id: String) -> Bool { objects[id] != nil }

    /// The object's class name (`PBXGroup`, `PBXNativeTarget`, …).
    public func isa(of id: String) throws -> String {
        guard let object = objects[id] else {
            throw XcodeProjectError(file.path, "object \(id) is referenced but missing")
        }
        return object["isa"] as? String ?? ""
    }

    /// The identifiers of every object of one class, sorted for a stable order.
    public func ids(ofClass isa: String) -> [String] {
        objects.filter { $0.value["isa"] as? String == isa }.keys.sorted()
    }

    /// A string attribute that must be there.
    public func string(_ key: String, of id: String) throws -> String {
        guard let value = try optionalString(key, of: id) else {
            throw XcodeProjectError(file.path, "\(try isa(of: id)) \(id) has no \"\(key)\"")
        }
        return value
    }

    /// A string attribute that may be absent; present with another type is an error.
    public func optionalString(_ key: String, of id: String) throws -> String? {
        guard let object = objects[id] else {
            throw XcodeProjectError(file.path, "object \(id) is referenced but missing")
        }
        guard let value = object[key] else { return nil }
        guard let text = value as? String else {
            throw XcodeProjectError(file.path, "\(object["isa"] as? String ?? "object") \(id): \"\(key)\" is not a string")
        }
        return text
    }

    /// A list of object references (`children`, `targets`, `files`…), each checked to exist;
    /// absent means empty.
    public func references(_ key: String, of id: String) throws -> [String] {
        let list = try strings(key, of: id)
        for child in list where objects[child] == nil {
            throw XcodeProjectError(file.path, "\(try isa(of: id)) \(id) refers to object \(child) in \"\(key)\", which is missing")
        }
        return list
    }

    /// A list of strings (`membershipExceptions`, `platformFilters`); absent means empty.
    public func strings(_ key: String, of id: String) throws -> [String] {
        guard let object = objects[id] else {
            throw XcodeProjectError(file.path, "object \(id) is referenced but missing")
        }
        guard let value = object[key] else { return [] }
        guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
            throw XcodeProjectError(file.path, "\(object["isa"] as? String ?? "object") \(id): \"\(key)\" is not a list of strings")
        }
        return list.map { $0 as! String }
    }

    /// A reference that must be there and point at an existing object.
    public func reference(_ key: String, of id: String) throws -> String {
        let target = try string(key, of: id)
        guard objects[target] != nil else {
            throw XcodeProjectError(file.path, "\(try isa(of: id)) \(id) refers to object \(target) in \"\(key)\", which is missing")
        }
        return target
    }

    /// A nested dictionary (`buildSettings`, `requirement`); absent means empty.
    public func dictionary(_ key: String, of id: String) throws -> [String: Any] {
        guard let object = objects[id] else {
            throw XcodeProjectError(file.path, "object \(id) is referenced but missing")
        }
        guard let value = object[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            throw XcodeProjectError(file.path, "\(object["isa"] as? String ?? "object") \(id): \"\(key)\" is not a dictionary")
        }
        return dictionary
    }
}
