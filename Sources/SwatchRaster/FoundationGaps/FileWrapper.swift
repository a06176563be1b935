import Foundation

/// Foundation's `FileWrapper`, which swift-corelibs-foundation does not have: a file, a folder
/// of wrappers, or a symbolic link, in memory. SwiftUI's `FileDocument` reads and writes one,
/// and apps build them in `fileWrapper(configuration:)` (Sprite Catalog's image and font
/// documents, in the real-app sample). Reading from and writing to a URL work on files and
/// folders; attributes are not kept.
open class FileWrapper: NSObject, @unchecked Sendable {
    // @unchecked: like Foundation's, a wrapper is used from one thread at a time.
    /// How `init(url:options:)` reads.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything at once (what this implementation always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How `write(to:options:originalContentsURL:)` writes.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file first, then move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Update the wrappers' file names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Kind { case file(Data), folder([String: FileWrapper]), link(URL) }
    private var kind: Kind

    /// The name the wrapper would like in its folder.
    open var preferredFilename: String?
    /// The name it has in its folder, or on disk.
    open var filename: String?
    /// File attributes; none are kept here.
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        kind = .file(contents)
        super.init()
    }

    /// A folder holding `childrenByPreferredName`, each child named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
        }
        kind = .folder(childrenByPreferredName)
        super.init()
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        kind = .link(url)
        super.init()
    }

    /// The file, folder or link at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            kind = .link(URL(fileURLWithPath: destination))
        } else {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            if isFolder.boolValue {
                var children: [String: FileWrapper] = [:]
                for name in try manager.contentsOfDirectory(atPath: url.path) {
                    children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                }
                kind = .folder(children)
            } else {
                kind = .file(try Data(contentsOf: url))
            }
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        super.init()
    }

    /// Whether this is a regular file.
    open var isRegularFile: Bool { if case .file = kind { return true }; return false }
    /// Whether this is a folder.
    open var isDirectory: Bool { if case .folder = kind { return true }; return false }
    /// Whether this is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = kind { return true }; return false }

    /// A regular file's contents; nil for folders and links.
    open var regularFileContents: Data? { if case .file(let data) = kind { return data }; return nil }
    /// A folder's children by file name; nil for files and links.
    open var fileWrappers: [String: FileWrapper]? { if case .folder(let children) = kind { return children }; return nil }
    /// A link's destination; nil for files and folders.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = kind { return url }; return nil }

    /// Adds `child` to a folder under its preferred name (made unique) and returns that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .folder(var children) = kind else { preconditionFailure("addFileWrapper(_:) on a wrapper that is not a folder") }
        let base = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = base
        var n = 2
        while children[name] != nil { name = "\(n) \(base)"; n += 1 }
        child.filename = name
        children[name] = child
        kind = .folder(children)
        return name
    }

    /// Adds a regular file holding `data` to a folder and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .folder(var children) = kind else { return }
        for (name, wrapper) in children where wrapper === child { children[name] = nil }
        kind = .folder(children)
    }

    /// The name `child` has in this folder.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes the file, folder or link to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        switch kind {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .folder(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children.sorted(by: { $0.key < $1.key }) {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Whether the wrapper differs from what is at `url` now; a still never reads twice.
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return other.regularFileContents == regularFileContents && other.isDirectory == isDirectory
    }

    /// Reads `url` again into this wrapper.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let fresh = try FileWrapper(url: url, options: options)
        kind = fresh.kind
        filename = fresh.filename
    }

    /// A regular file's contents as data; a folder's as nil (Foundation serializes it).
    open var serializedRepresentation: Data? { regularFileContents }
}
