/// SwiftUI's `LayoutValueKey`: a value a view hands to the `Layout` that contains it, set
/// with `.layoutValue(key:value:)` and read as `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}

/// `.layoutValue`: invisible to layout and drawing; it only answers `LayoutSubview[key]`.
final class LayoutValueNode: ModifierNode {
    let key: ObjectIdentifier
    let value: Any

    init(path: ViewPath, child: Node, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(path: path, child: child)
    }
}

extension View {
    /// Attaches `value` under `key` for the enclosing custom layout to read from its subview.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        wrapNodes { node, _, context in LayoutValueNode(path: context.path, child: node, key: ObjectIdentifier(key), value: value) }
    }
}

extension Node {
    /// The value set for `key` by the nearest `.layoutValue` in this node's modifier chain.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        var node: Node = self
        while let modifier = node as? ModifierNode {
            if let entry = modifier as? LayoutValueNode, entry.key == ObjectIdentifier(key), let value = entry.value as? K.Value {
                return value
            }
            node = modifier.child
        }
        return K.defaultValue
    }

    /// The spacer this node is, seen through the modifiers that leave its layout alone
    /// (priority, layout values), or nil.
    var spacerInside: SpacerNode? {
        var node: Node = self
        while node is LayoutPriorityNode || node is LayoutValueNode, let modifier = node as? ModifierNode {
            node = modifier.child
        }
        return node as? SpacerNode
    }

    /// The spacing this view prefers around itself (see `ViewSpacing`): none for a spacer; a
    /// text's leading toward another text above or below it; the default otherwise.
    var viewSpacing: ViewSpacing {
        var node: Node = self
        while node is LayoutPriorityNode || node is LayoutValueNode, let modifier = node as? ModifierNode {
            node = modifier.child
        }
        if node is SpacerNode { return .zero }
        if let text = node as? TextNode { return ViewSpacing(textLeading: text.stackLeading) }
        return ViewSpacing()
    }
}
