/// SwiftUI's editable collections (iOS 16): `ForEach($items, editActions: .all) { $item in … }`
/// and the `List` forms. Each row is built from a binding to its element, as on iOS; the edit
/// actions (swipe to delete, drag to move) need input a still does not have, so rows draw at rest.

/// Which edits a `ForEach` over a binding allows: deleting and moving rows.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Actions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be deleted (swipe to delete).
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Rows can be moved (drag to reorder).
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit action.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// The elements of a collection paired with their indices and identifiers, what an editable
/// `ForEach` iterates.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// One element's index in the base collection and its identifier.
    public struct Element {
        let index: Base.Index
        let id: ID
    }
    /// The base collection's index.
    public typealias Index = Base.Index

    let base: Base
    let idOf: (Base.Element) -> ID

    /// The first index.
    public var startIndex: Index { base.startIndex }
    /// The index past the end.
    public var endIndex: Index { base.endIndex }
    /// The element at `position`: its index and identifier.
    public subscript(position: Index) -> Element { Element(index: position, id: idOf(base[position])) }
    /// The index after `i`.
    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// A row of an editable collection: the view built from the element's binding.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {
    /// The row as built.
    public var body: some View { content }
}

extension ForEach {
    /// A view per element of a bound collection of `Identifiable` elements, each built from a
    /// binding to its element; the edit actions are accepted (rows draw at rest).
    public init<C: MutableCollection & RandomAccessCollection, R: View>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// A view per element of a bound collection identified by `id`, each built from a binding.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        let elements = IndexedIdentifierCollection<C, ID>(base: data.wrappedValue, idOf: { $0[keyPath: id] })
        self.init(elements, id: \.id) { element in
            let index = element.index
            let binding = Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
            return EditableCollectionContent(content: content(binding))
        }
    }
}

extension List {
    /// A list of a bound collection with edit actions and a multiple selection (not drawn).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of a bound collection identified by `id`, with edit actions and a selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of a bound collection with edit actions.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of a bound collection identified by `id`, with edit actions.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
