/// The result builder behind every `content:` closure and `body`: it turns a list of
/// statements (with `if`, `if let`, `switch` and `for`-less loops via `ForEach`) into one view.
@resultBuilder
public struct ViewBuilder {
    /// No statements: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One statement: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several statements: a `TupleView` holding them in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // The children are resolved through the pack itself, each with its static type:
        // no `any View` box per child, no existential to open per resolve.
        TupleView(value: (repeat each content)) { context, nodes in
            var index = 0
            for view in repeat each content {
                context.resolve(view, at: .index(index), into: &nodes)
                index += 1
            }
        }
    }
    /// Each statement passes through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `if` without `else` (the modern spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `true` branch of an `if`/`else` or an early `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `false` branch of an `if`/`else` or a later `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// `if #available`: passes the view through.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
