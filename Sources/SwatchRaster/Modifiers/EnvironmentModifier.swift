/// A view whose subtree sees a changed environment (`@usableFromInline`: see `NodeModifier`).
@usableFromInline
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let update: (inout EnvironmentValues) -> Void
    @usableFromInline var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let inner = context.with(update)
        let direction = inner.environment.layoutDirection
        guard direction != context.environment.layoutDirection else {
            inner.resolveHere(content, into: &nodes)
            return
        }
        // A change of layout direction mirrors this subtree after placement.
        context.graph.hasLayoutDirectionChange = true
        inner.resolveHere(content, into: &nodes) { node, _ in
            LayoutDirectionNode(path: context.path, child: node, direction: direction)
        }
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    @inlinable
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentWriter(keyPath, value)
    }

    /// `environment(_:_:)`'s view.
    @usableFromInline
    nonisolated func environmentWriter<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Transforms an environment value for this view and everything inside it.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// The default font for text inside this view.
    @inlinable
    nonisolated public func font(_ font: Font?) -> some View { environmentWriter(\.font, font) }

    /// The color of text and shapes inside this view.
    @inlinable
    nonisolated public func foregroundColor(_ color: Color?) -> some View { foregroundColorWriter(color) }

    /// `foregroundColor`'s view.
    @usableFromInline
    nonisolated func foregroundColorWriter(_ color: Color?) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { environment in
            environment.foregroundStyles = color.map { ForegroundStyles(primary: AnyShapeStyle($0), others: []) }
        }
    }

    /// The style of text and shapes inside this view (SwiftUI's newer spelling): a color, a
    /// gradient, a level such as `.secondary` (of the style outside), or `.foreground`, which
    /// keeps the inherited style.
    @inlinable
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foregroundStyleWriter(style) }

    /// `foregroundStyle`'s view.
    @usableFromInline
    nonisolated func foregroundStyleWriter<S: ShapeStyle>(_ style: S) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { environment in
            if ((style as? AnyShapeStyle)?.base ?? style) is ForegroundStyle { return }
            environment.foregroundStyles = ForegroundStyles(primary: AnchoredStyle.anchor(style, in: environment), others: [])
        }
    }

    /// The most lines text inside may use.
    @inlinable
    nonisolated public func lineLimit(_ number: Int?) -> some View { environmentWriter(\.lineLimit, number) }

    /// How wrapped text inside aligns its lines.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside is cut when it does not fit.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets light or dark appearance for this view (SwiftUI's older spelling).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}
