/// List initializers and row settings real files use: lists over data with a selection
/// binding (a still shows nothing selected, docs/ARCHITECTURE.md §5.17), collapsible sections
/// (iOS 17; a collapsed section draws its header alone), `listItemTint` (sidebar icon tints;
/// the engine's rows draw their icons as given) and the separator alignment guides.

extension List {
    /// A row per `Identifiable` element, with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per `Identifiable` element, with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row per element identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized key that can collapse (iOS 17).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        isCollapsed = !isExpanded.wrappedValue
    }

    /// A section titled with a string that can collapse (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        isCollapsed = !isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view that can collapse (iOS 17).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        isCollapsed = !isExpanded.wrappedValue
    }
}

/// The tint of a list row's icon in a sidebar list.
public struct ListItemTint: Sendable {
    let color: Color?
    /// Always this color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// This color unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// No color: the monochrome look.
    public static let monochrome = ListItemTint(color: nil)
}

extension View {
    /// The tint of this row's icon in sidebar lists; the engine's rows draw icons as given.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View { self }
    /// The tint of this row's icon in sidebar lists, as a color.
    nonisolated public func listItemTint(_ tint: Color?) -> some View { self }
}

/// Where a row's separator starts or ends: defaults to the row's leading or trailing edge.
private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

extension HorizontalAlignment {
    /// The guide a row's separator starts at (`alignmentGuide(.listRowSeparatorLeading)`);
    /// the engine's separators keep the style's inset.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// The guide a row's separator ends at.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}
