import Foundation

/// A file or folder in memory: Foundation's `FileWrapper`, which SwiftUI's document types read
/// and write. Foundation on Linux does not have it; this one keeps regular files' bytes and
/// folders' children, reads them from disk with `init(url:options:)` and writes them back with
/// `write(to:options:originalContentsURL:)`. Symbolic links are not modelled.
open class FileWrapper: NSObject, @unchecked Sendable {
    // @unchecked: used from one thread, as Foundation's is.
    /// Options for reading.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything now (contents are always read at once here).
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Read without mapping the file (contents are always copied here).
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
    /// Options for writing.
    public struct WritingOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file first.
        public static let atomic = WritingOptions(rawValue: 1)
        /// Take the written file's name as the filename.
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?
    /// The name on disk.
    open var filename: String?
    /// The name it would like in a folder.
    open var preferredFilename: String?

    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
        super.init()
    }
    /// A folder of `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        children = [:]
        super.init()
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
            children?[name] = child
        }
    }
    /// The file or folder at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isFolder.boolValue {
            var read: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                read[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            children = read
        } else {
            contents = try Data(contentsOf: url)
        }
        super.init()
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether it is a folder.
    open var isDirectory: Bool { children != nil }
    /// Whether it is a symbolic link; never here.
    open var isSymbolicLink: Bool { false }
    /// A regular file's bytes.
    open var regularFileContents: Data? { contents }
    /// A folder's children by name.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to a folder under its preferred name (made unique), and returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        var name = child.preferredFilename ?? child.filename ?? "Untitled"
        var counter = 2
        while children?[name] != nil {
            name = "\(counter) \(child.preferredFilename ?? "Untitled")"
            counter += 1
        }
        child.filename = name
        if children == nil { children = [:] }
        children?[name] = child
        return name
    }
    /// Adds a regular file of `data` named `fileName` to a folder, and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard let key = children?.first(where: { $0.value === child })?.key else { return }
        children?[key] = nil
    }

    /// Writes the file or folder to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else if let children {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
