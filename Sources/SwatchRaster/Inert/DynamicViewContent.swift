import Foundation

/// SwiftUI's `DynamicViewContent`: views made from a collection (`ForEach`, and modified
/// `ForEach`s), which lists can delete from, reorder and insert into. Those edits need a
/// touch a still never gets, so the rows draw as they are at rest and no action runs
/// (docs/ARCHITECTURE.md §4.2).
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The modified content's collection.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    // `onDelete` and `onMove` draw their edit-mode controls: Containers/ListEditing.swift.
    /// Accepts items of `supportedContentTypes` dropped between rows; nothing is dropped in a still.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
    /// Accepts items dropped between rows, by type identifier (the iOS 13 form); nothing is
    /// dropped in a still.
    @available(iOS, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
}
