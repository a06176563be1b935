/// SwiftUI's `Section`: a header, rows and a footer. Inside a `List`, `Form` or lazy grid the
/// container lays the three parts out in its own style (docs/ARCHITECTURE.md §5.14, §5.17);
/// anywhere else the parts simply join the parent's children in order, as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Set by the `isExpanded:` initializers (ListOptions.swift) when the binding is false:
    /// the header is drawn without the rows.
    var isCollapsed = false

    /// A section with content, header and footer views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The older form: header and footer as values, content last.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Never called: the containing list or grid lays the section out.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let host = context.environment.sectionHost
        // Rows of the section do not see the host: a section nested inside a row is flattened.
        var inner = context
        inner.environment.sectionHost = nil
        var headerContext = inner
        if host == .list {
            // List headers and footers are footnote text in the secondary label color.
            headerContext.environment.font = headerContext.environment.font ?? .footnote
            if headerContext.environment.foregroundStyles == nil {
                headerContext.environment.foregroundStyles = ForegroundStyles(primary: AnyShapeStyle(Color.secondary), others: [])
            }
        }
        var headerNodes: [Node] = []
        if host == .list, let text = header as? Text {
            headerContext.resolve(text.listHeaderCased(), at: .slot("header", 0), into: &headerNodes)
        } else {
            headerContext.resolve(header, at: .slot("header", 0), into: &headerNodes)
        }
        let rows = isCollapsed ? [] : inner.resolve(content, at: .slot("content", 0))
        let footerNodes = headerContext.resolve(footer, at: .slot("footer", 0))
        guard host != nil else {
            nodes.append(contentsOf: headerNodes)
            nodes.append(contentsOf: rows)
            nodes.append(contentsOf: footerNodes)
            return
        }
        nodes.append(SectionNode(path: context.path, header: headerNodes, rows: rows, footer: footerNodes))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The older form: a header value, content last.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// The older form: a footer value, content last.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a localized key: what `Section("Colors") { … }` means, as in
    /// SwiftUI, and what a generated strings table hands it (EhPanda's settings).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// A section titled by a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

/// A section after resolution: its header, rows and footer nodes, laid out by the list or
/// grid that holds it. Anywhere else (a section in a stack inside a grid cell) it is a
/// `VStack` of the parts.
final class SectionNode: ModifierNode {
    let header: [Node]
    let rows: [Node]
    let footer: [Node]

    init(path: ViewPath, header: [Node], rows: [Node], footer: [Node]) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(path: path, child: StackNode(path: path, axis: .vertical, alignment: HorizontalAlignment.center.key,
                                                spacing: nil, children: header + rows + footer))
    }

    override var kind: String? { "Section" }
}

/// Which container lays out the `Section`s resolved inside it.
enum SectionHost: Hashable {
    /// `List` and `Form`: header, rows in a group, footer, in the list style.
    case list
    /// `LazyVGrid`/`LazyHGrid`: the header and footer span the grid; rows are cells.
    case grid
}

private struct SectionHostKey: EnvironmentKey { static var defaultValue: SectionHost? { nil } }

extension EnvironmentValues {
    /// The container that lays out sections resolved here, or nil where sections flatten.
    var sectionHost: SectionHost? {
        get { self[SectionHostKey.self] }
        set { self[SectionHostKey.self] = newValue }
    }
}

extension Text {
    /// The text as iOS 14–18 draws a list section header: upper-cased (a text case on every
    /// run that sets none).
    func listHeaderCased() -> Text {
        styled { $0.textCase = .some(.uppercase) }
    }
}

extension Node {
    /// The section this node is, seen through modifiers (`.listSectionSeparator`), or nil.
    var sectionInside: SectionNode? {
        var node: Node = self
        while let modifier = node as? ModifierNode {
            if let section = modifier as? SectionNode { return section }
            node = modifier.child
        }
        return nil
    }
}
