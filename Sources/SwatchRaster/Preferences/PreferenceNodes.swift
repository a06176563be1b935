/// `.preference(key:value:)`: the subtree's value for the key becomes `value`.
final class PreferenceWriterNode<K: PreferenceKey>: ModifierNode {
    let value: K.Value

    init(path: ViewPath, child: Node, value: K.Value) {
        self.value = value
        super.init(path: path, child: child)
    }

    override func computePreferences() -> PreferenceValues {
        var values = child.preferences()
        values.set(K.self, value)
        return values
    }
}

/// `.transformPreference` and `.anchorPreference`: edits the key's value with access to
/// this node's placed frame (anchors are captured in root coordinates).
final class PreferenceTransformNode<K: PreferenceKey>: ModifierNode {
    let transform: (inout K.Value, CGRect) -> Void

    init(path: ViewPath, child: Node, transform: @escaping (inout K.Value, CGRect) -> Void) {
        self.transform = transform
        super.init(path: path, child: child)
    }

    override func computePreferences() -> PreferenceValues {
        var values = child.preferences()
        var value = values.value(K.self) ?? K.defaultValue
        transform(&value, frame)
        values.set(K.self, value)
        return values
    }
}

/// `.onPreferenceChange`: remembers the subtree's value each pass so the settle loop can
/// fire the action when it changes. A subtree with no contributor never fires.
final class PreferenceObserverNode: ModifierNode {
    let key: any PreferenceKey.Type
    /// Compares two values of the key (its Value is Equatable).
    let isEqual: (Any, Any) -> Bool
    let action: (Any) -> Void

    init(path: ViewPath, child: Node, key: any PreferenceKey.Type, isEqual: @escaping (Any, Any) -> Bool, action: @escaping (Any) -> Void) {
        self.key = key
        self.isEqual = isEqual
        self.action = action
        super.init(path: path, child: child)
    }

    var keyName: String { String(describing: key) }

    override func placeChildren(_ context: PlacementContext) {
        // Before the children: the list comes out in tree (pre-)order.
        context.observers.append(self)
        super.placeChildren(context)
    }

    /// The observed value, or nil when nothing in the subtree contributes.
    var observedValue: Any? { child.preferences().anyValue(key) }
}

extension PreferenceValues {
    func anyValue(_ key: any PreferenceKey.Type) -> Any? { opened(key) }
    private func opened<K: PreferenceKey>(_ key: K.Type) -> Any? { value(key).map { $0 as Any } }
}

/// `.backgroundPreferenceValue`/`.overlayPreferenceValue`: once the primary subtree is placed,
/// its value for the key builds the secondary view, which gets the primary's size.
final class PreferenceReaderNode<K: PreferenceKey>: Node {
    let placement: SecondaryContentNode.Placement
    let makeSecondary: (K.Value) -> Node

    init(path: ViewPath, primary: Node, placement: SecondaryContentNode.Placement, makeSecondary: @escaping (K.Value) -> Node) {
        self.placement = placement
        self.makeSecondary = makeSecondary
        super.init(path: path, children: [primary])
    }

    var primary: Node { childArray[0] }
    override var layoutPriority: Double { primary.layoutPriority }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }

    override func placeChildren(_ context: PlacementContext) {
        primary.place(frame, context)
        let value = primary.preferences().value(K.self) ?? K.defaultValue
        let secondary = makeSecondary(value)
        childArray = [primary, secondary]
        placeSecondary(secondary, in: frame, alignment: .center, context)
    }

    override func draw(_ list: inout DisplayList) {
        guard childArray.count == 2 else { return primary.draw(&list) }
        if placement == .background { childArray[1].draw(&list) }
        primary.draw(&list)
        if placement == .overlay { childArray[1].draw(&list) }
    }
}
