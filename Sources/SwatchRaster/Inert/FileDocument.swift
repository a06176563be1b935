import Foundation

/// SwiftUI's document types for document-based apps and `fileExporter`. A still opens and
/// saves nothing: these declarations let a document type and the views that take one build
/// unchanged, and a preview can still make a document and read its `fileWrapper` (our
/// Foundation gap `FileWrapper` holds it in memory).

/// A document stored in a value type, read from and written to a `FileWrapper`.
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as; by default those it opens.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: Self.ReadConfiguration) throws
    /// Writes the document to a file wrapper.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// What reading gets: the file and its type.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing gets: the type and the file being replaced.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored in a class, saved from a snapshot of its state.
public protocol ReferenceFileDocument: ObservableObject {
    /// The state captured for saving.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as; by default those it opens.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: Self.ReadConfiguration) throws
    /// Captures the state to save.
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    /// Writes a snapshot to a file wrapper.
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// What reading gets: the file and its type.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What writing gets: the type and the file being replaced.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// Where a document is written.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?

    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// What a `DocumentGroup`'s editor gets for a value-type document.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, editable through the binding.
    @Binding public var document: Document
    /// Where the document is saved; nil for a new one.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool
}

/// What a `DocumentGroup`'s editor gets for a reference-type document.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where the document is saved; nil for a new one.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool
}
