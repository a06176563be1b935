import Foundation

/// The scene of a document-based app. A still never runs a scene (§4.2): it is kept for its
/// type, so an app's `@main` with a `DocumentGroup` builds, and previews show the editor view
/// directly.
@MainActor @preconcurrency
public struct DocumentGroup<Document, Content: View>: Scene {
    /// Primitive.
    nonisolated public var body: Never { fatalError("DocumentGroup is a primitive scene") }
}

extension DocumentGroup where Document: FileDocument {
    /// Documents created with `newDocument` and edited with `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
    /// Documents opened read-only and shown with `viewer`.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Documents created with `newDocument` and edited with `editor`.
    public init(newDocument: @escaping () -> Document, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {}
    /// Documents opened read-only and shown with `viewer`.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {}
}
