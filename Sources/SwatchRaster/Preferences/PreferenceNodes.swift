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
///
/// The settle loop sees observers of every key through this class; `PreferenceObserverNodeOf`
/// knows the value type, so comparing and firing need no dynamic casts or closure boxes.
class PreferenceObserverNode: ModifierNode {
    /// Identity of the observed key, for the loop's memory of past values.
    let keyID: ObjectIdentifier

    init(path: ViewPath, child: Node, keyID: ObjectIdentifier) {
        self.keyID = keyID
        super.init(path: path, child: child)
    }

    /// The key's type name, for the error when the loop does not settle.
    var keyName: String { fatalError("overridden") }

    /// Runs the action if the subtree's value differs from `previous`, the value this
    /// observer last fired with (`nil`: never fired). Returns the new value to remember, or
    /// `nil` when it did not fire (no change, or nothing in the subtree contributes).
    func fireIfChanged(previous: AnyObject?) -> AnyObject? { fatalError("overridden") }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        // Before the children: the list comes out in tree (pre-)order.
        context.observers.append(self)
        super.placeChildren(context, proposal: proposal)
    }
}

/// The observer for one key type.
final class PreferenceObserverNodeOf<K: PreferenceKey>: PreferenceObserverNode where K.Value: Equatable {
    let action: (K.Value) -> Void

    /// A value this observer fired with, kept by the settle loop between passes.
    final class Fired {
        let value: K.Value
        init(_ value: K.Value) { self.value = value }
    }

    init(path: ViewPath, child: Node, action: @escaping (K.Value) -> Void) {
        self.action = action
        super.init(path: path, child: child, keyID: ObjectIdentifier(K.self))
    }

    override var keyName: String { String(describing: K.self) }

    override func fireIfChanged(previous: AnyObject?) -> AnyObject? {
        guard let value = child.preferences().value(K.self) else { return nil }
        // The loop keys remembered values by path and key, so what it hands back for this
        // key was made by this class for the same `K`.
        if let previous, unsafeDowncast(previous, to: Fired.self).value == value { return nil }
        action(value)
        return Fired(value)
    }
}

/// `.backgroundPreferenceValue`/`.overlayPreferenceValue`: once the primary subtree is placed,
/// its value for the key builds the secondary view, which gets the primary's size.
final class PreferenceReaderNode<K: PreferenceKey>: Node {
    let placement: SecondaryContentNode.Placement
    let alignment: Alignment
    let makeSecondary: (K.Value) -> Node

    init(path: ViewPath, primary: Node, placement: SecondaryContentNode.Placement, alignment: Alignment = .center, makeSecondary: @escaping (K.Value) -> Node) {
        self.placement = placement
        self.alignment = alignment
        self.makeSecondary = makeSecondary
        super.init(path: path, children: [primary], layoutPriority: primary.layoutPriority)
    }

    var primary: Node { childArray[0] }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        primary.place(frame, proposal: proposal, context)
        let value = primary.preferences().value(K.self) ?? K.defaultValue
        let secondary = makeSecondary(value)
        childArray = [primary, secondary]
        placeSecondary(secondary, in: frame, alignment: alignment, context)
    }

    override func draw(_ list: inout DisplayList) {
        guard childArray.count == 2 else { return primary.drawIfPlaced(&list) }
        if placement == .background { childArray[1].drawIfPlaced(&list) }
        primary.drawIfPlaced(&list)
        if placement == .overlay { childArray[1].drawIfPlaced(&list) }
    }
}
