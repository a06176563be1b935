/// iOS 18's access to a view's children, for containers written as views: `Group(subviews:)`
/// hands the children of any view to a closure as a collection, and `ForEach(subviews:)` makes
/// one view per child. The children are what `Picker` and `TabView` see (ViewList.swift):
/// a `ForEach`'s views one by one, groups and conditionals flattened.

/// One child of a view, as `Group(subviews:)` and `ForEach(subviews:)` hand it over: a view
/// that draws that child.
public struct Subview: View, Identifiable {
    /// Which child, among its siblings.
    public struct ID: Hashable, Sendable {
        let index: Int
        let tag: String?
    }

    /// The child's identity: its `ForEach` id or `.tag`, else its position.
    public let id: ID
    let content: AnyView

    /// The child, drawn as it is.
    public var body: some View { content }
}

/// The children of a view (`Group(subviews:)`'s argument), in order.
public struct SubviewsCollection: RandomAccessCollection {
    let elements: [Subview]

    init(of view: some View) {
        elements = viewListElements(view).enumerated().map { index, element in
            Subview(id: Subview.ID(index: index, tag: element.tag.map { String(describing: $0) }), content: element.view)
        }
    }

    /// The first child's position: 0.
    public var startIndex: Int { elements.startIndex }
    /// One past the last child.
    public var endIndex: Int { elements.endIndex }
    /// The child at `position`.
    public subscript(position: Int) -> Subview { elements[position] }
}

/// What `Group(subviews:transform:)` holds: the view whose children are read, and the
/// closure that builds from them.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// What the closure builds from the children.
    public var body: some View { transform(SubviewsCollection(of: subviews)) }
}

extension Group {
    /// A group of what `transform` builds from the children of `view` (iOS 18): custom
    /// containers put dividers between children or lay them out themselves this way.
    @MainActor
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// The children `ForEach(subviews:content:)` makes a view for.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: SubviewsCollection

    /// The first child's position.
    public var startIndex: Int { base.startIndex }
    /// One past the last child.
    public var endIndex: Int { base.endIndex }
    /// The child at `position`.
    public subscript(position: Int) -> Subview { base[position] }
}

extension ForEach {
    /// One view per child of `view` (iOS 18), built by `content`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: SubviewsCollection(of: view)), id: \.id, content: content)
    }
}
