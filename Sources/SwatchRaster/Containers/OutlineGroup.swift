/// SwiftUI's `OutlineGroup` (iOS 14): a tree of rows, each element with children shown as a
/// `DisclosureGroup`. Groups start collapsed, as on iOS, so a still shows the top level, with
/// a chevron on the elements that have children.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let idOf: (Data.Element) -> ID
    let hasChildren: (Data.Element) -> Bool
    let leaf: (Data.Element) -> Leaf
}

/// SwiftUI's `OutlineSubgroupChildren`: the children of a collapsed outline group (never
/// shown in a still, where groups are collapsed).
public struct OutlineSubgroupChildren: View {
    /// Nothing: a collapsed group shows no children.
    public var body: some View { EmptyView() }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
                             Leaf: View, Data.Element: Identifiable {
    /// A tree of `Identifiable` elements whose children are at the key path `children`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.data = data
        self.idOf = { $0.id }
        self.hasChildren = { $0[keyPath: children] != nil }
        self.leaf = content
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// A tree of elements identified by the key path `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.data = data
        self.idOf = { $0[keyPath: id] }
        self.hasChildren = { $0[keyPath: children] != nil }
        self.leaf = content
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The top level: a collapsed disclosure group per element with children, its leaf view
    /// for the others.
    public var body: some View {
        let rows = data.map { (id: idOf($0), element: $0) }
        return ForEach(rows, id: \.id) { row in
            if hasChildren(row.element) {
                DisclosureGroup(content: { OutlineSubgroupChildren() }, label: { leaf(row.element) })
            } else {
                leaf(row.element)
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of `Identifiable` elements, as an `OutlineGroup`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                 @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }
}
