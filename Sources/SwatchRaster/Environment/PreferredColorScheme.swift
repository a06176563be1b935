/// `.preferredColorScheme(_:)`: a view asks its window for a color scheme. The image is the
/// window here, so `ImageRenderer` reads the preference after laying out and, when it names
/// the other scheme, lays out again in it, background included (ARCHITECTURE §6.5). That is
/// what an Xcode preview of `MyView().preferredColorScheme(.dark)` shows: the whole canvas dark.
struct PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }

    /// The first view in tree order that states a scheme wins; `nil` states none.
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// The modifier: a preference writer that also marks the pass, so that only layouts that
/// contain one fold the root's preferences to look for it (a whole-tree fold on every render
/// would cost every sheet).
struct PreferredColorSchemeWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let colorScheme: ColorScheme?
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.graph.hasPreferredColorScheme = true
        context.resolveHere(content, into: &nodes) { node, _ in
            PreferenceWriterNode<PreferredColorSchemeKey>(path: context.path, child: node, value: colorScheme)
        }
    }
}

extension View {
    /// Sets the color scheme of the window this view is in; `nil` follows the system. The
    /// image renders in it whatever appearance it was given.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeWriter(content: self, colorScheme: colorScheme)
    }
}
