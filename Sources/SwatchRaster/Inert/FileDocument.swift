import Foundation

// SwiftUI's document types, as apps declare a document to export or open: `FileDocument`,
// `ReferenceFileDocument` and their configurations, and `fileExporter` with documents. A still
// presents no export dialog, so the documents are made (the modifier's arguments are
// evaluated, as on iOS) and never written, and `onCompletion` never runs (§4.2).

/// A value-type document: SwiftUI's `FileDocument`.
public protocol FileDocument {
    /// The types it opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves; the readable ones by default.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file to write.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A reference-type document: SwiftUI's `ReferenceFileDocument`.
public protocol ReferenceFileDocument: ObservableObject {
    /// A snapshot of the document's state, written on a background thread on iOS.
    associatedtype Snapshot
    /// The types it opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves; the readable ones by default.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The state to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file to write for `snapshot`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads from: SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
    /// A configuration reading `file` as `contentType` (SwiftUI makes these; public here so
    /// that a document can be read in a test).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes with: SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it is on disk, if it was saved before.
    public let existingFile: FileWrapper?
    /// A configuration writing `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

extension View {
    /// Presents an export dialog for `document`; a still presents nothing.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents an export dialog for `documents`; a still presents nothing.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { self }
    /// Presents an export dialog for the reference `document`; a still presents nothing.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Presents an export dialog for the reference `documents`; a still presents nothing.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element: ReferenceFileDocument { self }
}
