import SwatchRaster

/// Takes a `PreviewProvider`'s `previews` apart the way Xcode's canvas does: the children of
/// a `Group` (or of the builder's tuple) are separate previews, and the preview modifiers on
/// each are read off, outermost first (§2.8). Uses reflection, since the view types are the
/// user's generic compositions.
enum PreviewSplitter {
    /// The top-level views: a `Group`'s or a tuple's children, recursively; else the view.
    static func topLevelViews(of view: any View) -> [any View] {
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
