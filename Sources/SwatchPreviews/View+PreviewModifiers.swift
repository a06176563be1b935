import SwatchRaster

/// What the preview modifiers set on a `PreviewProvider`'s view. Merged from the outermost
/// modifier inwards; the registry reads them (§2.8).
public struct PreviewAttributes: Hashable, Sendable {
    /// From `.previewDisplayName(_:)`.
    public var displayName: String?
    /// From `.previewLayout(_:)`.
    public var layout: PreviewLayout?
    /// From `.previewDevice(_:)`.
    public var device: PreviewDevice?
    /// From `.previewInterfaceOrientation(_:)`.
    public var orientation: InterfaceOrientation?

    /// No attributes.
    public init() {}

    /// `self`, with every attribute `outer` does not set taken from `inner`.
    func over(_ inner: PreviewAttributes) -> PreviewAttributes {
        var merged = self
        merged.displayName = displayName ?? inner.displayName
        merged.layout = layout ?? inner.layout
        merged.device = device ?? inner.device
        merged.orientation = orientation ?? inner.orientation
        return merged
    }
}

/// A view carrying preview attributes. It draws exactly its content; only the registry
/// looks at the attributes.
public struct PreviewAttributesView<Content: View>: View, _RemoveGlobalActorIsolation {
    /// The previewed view.
    public let content: Content
    /// What the modifier set.
    public let attributes: PreviewAttributes

    /// Draws the content unchanged.
    public var body: Content { content }
}

/// Implemented by `PreviewAttributesView`, so the registry can peel it off a type-erased view.
protocol PreviewAttributeCarrier: _RemoveGlobalActorIsolation {
    nonisolated var attributes: PreviewAttributes { get }
    nonisolated var erasedContent: any View { get }
}

extension PreviewAttributesView: PreviewAttributeCarrier {
    var erasedContent: any View { content }
}

extension View {
    nonisolated private func previewAttribute(_ set: (inout PreviewAttributes) -> Void) -> PreviewAttributesView<Self> {
        var attributes = PreviewAttributes()
        set(&attributes)
        return PreviewAttributesView(content: self, attributes: attributes)
    }

    /// Names this preview in the canvas: SwiftUI's `previewDisplayName(_:)`.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { previewAttribute { $0.displayName = value } }
    /// Sets the preview's container size: SwiftUI's `previewLayout(_:)`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { previewAttribute { $0.layout = value } }
    /// Sets the preview's device by name: SwiftUI's `previewDevice(_:)`.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { previewAttribute { $0.device = value } }
    /// Sets the preview device's orientation: SwiftUI's `previewInterfaceOrientation(_:)`.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { previewAttribute { $0.orientation = value } }
}
