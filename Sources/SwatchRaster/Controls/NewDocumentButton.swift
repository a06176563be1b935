import Foundation

/// SwiftUI's `NewDocumentButton` (iOS 18): a button that creates a document in a
/// document-based app; drawn as a button titled "New Document" (or its title), and tapping
/// is inert in a still. (The `for:prepareDocument:` forms that make a
/// `FileDocument` are not declared.)
public struct NewDocumentButton<Label: View>: View {
    let label: Label

    /// The button, drawn by the current button style.
    public var body: some View { Button(action: {}) { label } }
}

extension NewDocumentButton where Label == Text {
    /// A button titled `label`, or "New Document".
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled by a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, contentType: UTType? = nil) {
        self.label = Text(title)
    }

    /// A button that creates a document at the URL `prepareDocumentURL` returns (never run).
    public init(_ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = label ?? Text("New Document")
    }

    /// A button titled by a string, creating a document at a prepared URL (never run).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = Text(title)
    }
}
