/// The children of a container view as a list, the way SwiftUI's `Picker` and `TabView` see
/// them: each child view with the tag, tab item and badge modifiers attached to it
/// (docs/ARCHITECTURE.md §5.19). `ForEach` children are tagged with their ids, as in SwiftUI.

/// One child of a list-like container.
struct ViewListElement {
    var view: AnyView
    var tag: AnyHashable?
    var tabItem: AnyView?
    var badge: Text?
}

/// Views that stand for several children (tuples, groups, conditionals, `ForEach`).
protocol ViewListSource {
    func appendElements(to list: inout [ViewListElement])
}

/// Modifiers that attach something to a list child (`tag`, `tabItem`, `badge`) or merely
/// wrap it (environment changes), looked through to find the others.
protocol ViewListMetadata {
    var wrappedView: any View { get }
    func record(into element: inout ViewListElement)
}

/// The children of `view`, flattened.
func viewListElements(_ view: any View) -> [ViewListElement] {
    var list: [ViewListElement] = []
    appendViewListElements(view, to: &list)
    return list
}

func appendViewListElements(_ view: any View, to list: inout [ViewListElement]) {
    if let source = view as? ViewListSource {
        source.appendElements(to: &list)
        return
    }
    if view is EmptyView { return }
    var element = ViewListElement(view: AnyView(view))
    var current: any View = view
    var depth = 0
    while let metadata = current as? ViewListMetadata, depth < 64 {
        metadata.record(into: &element)
        current = metadata.wrappedView
        depth += 1
    }
    list.append(element)
}

extension TupleView: ViewListSource {
    func appendElements(to list: inout [ViewListElement]) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { appendViewListElements(view, to: &list) }
        }
    }
}

extension Group: ViewListSource where Content: View {
    func appendElements(to list: inout [ViewListElement]) { appendViewListElements(content, to: &list) }
}

extension Optional: ViewListSource where Wrapped: View {
    func appendElements(to list: inout [ViewListElement]) {
        if let view = self { appendViewListElements(view, to: &list) }
    }
}

extension _ConditionalContent: ViewListSource {
    func appendElements(to list: inout [ViewListElement]) {
        switch storage {
        case .trueContent(let view): appendViewListElements(view, to: &list)
        case .falseContent(let view): appendViewListElements(view, to: &list)
        }
    }
}

extension AnyView: ViewListSource {
    func appendElements(to list: inout [ViewListElement]) { appendViewListElements(view, to: &list) }
}

extension ForEach: ViewListSource {
    func appendElements(to list: inout [ViewListElement]) {
        for item in data {
            let start = list.count
            appendViewListElements(content(item), to: &list)
            for index in start..<list.count where list[index].tag == nil {
                list[index].tag = AnyHashable(idOf(item))
            }
        }
    }
}

extension EnvironmentWriter: ViewListMetadata {
    var wrappedView: any View { content }
    func record(into element: inout ViewListElement) {}
}

/// A view tagged for selection (`.tag(_:)`): drawn as its content.
struct TaggedView<Content: View, Tag: Hashable>: View, PrimitiveView, ViewListMetadata {
    let content: Content
    let tag: Tag
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { context.resolveHere(content, into: &nodes) }
    var wrappedView: any View { content }
    func record(into element: inout ViewListElement) {
        if element.tag == nil { element.tag = AnyHashable(tag) }
    }
}
