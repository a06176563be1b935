import SwatchRaster

/// Takes a `PreviewProvider`'s `previews` apart the way Xcode's canvas does: the children of
/// a `Group` (or of the builder's tuple) are separate previews, and the preview modifiers on
/// each are read off, outermost first (§2.8). Uses reflection, since the view types are the
/// user's generic compositions.
enum PreviewSplitter {
    /// The top-level views: a `Group`'s or a tuple's children, recursively; else the view.
    /// Preview modifiers on a `Group` (`Group { A; B }.previewLayout(.sizeThatFits)`) apply to
    /// each child, as in Xcode, so they are moved onto the children.
    static func topLevelViews(of view: any View) -> [any View] {
        let (outer, inner) = peel(view)
        let innerName = String(describing: type(of: inner))
        if outer != PreviewAttributes(), innerName.hasPrefix("Group<") || innerName.hasPrefix("TupleView<") {
            return topLevelViews(of: inner).map { wrap($0, in: outer) }
        }
        let typeName = String(describing: type(of: view))
        let mirror = Mirror(reflecting: view)
        if typeName.hasPrefix("Group<"), let content = mirror.descendant("content") as? any View {
            return topLevelViews(of: content)
        }
        if typeName.hasPrefix("TupleView<"), let value = mirror.descendant("value") {
            return Mirror(reflecting: value).children.flatMap { child -> [any View] in
                guard let view = child.value as? any View else { return [] }
                return topLevelViews(of: view)
            }
        }
        return [view]
    }

    /// `view` under `attributes`, which take precedence over its own (they were outermost).
    private static func wrap<V: View>(_ view: V, in attributes: PreviewAttributes) -> any View {
        PreviewAttributesView(content: view, attributes: attributes)
    }

    /// The preview attributes on `view`'s outer modifiers, and the view inside them.
    static func peel(_ view: any View) -> (PreviewAttributes, any View) {
        var attributes = PreviewAttributes()
        var current = view
        while let carrier = current as? PreviewAttributeCarrier {
            attributes = attributes.over(carrier.attributes)
            current = carrier.erasedContent
        }
        return (attributes, current)
    }
}
