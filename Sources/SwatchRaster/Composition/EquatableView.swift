/// SwiftUI's `EquatableView`: a view SwiftUI re-renders only when it compares unequal. A
/// still image renders every view once, so it draws its content as is.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content itself.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Marks the view as compared by `==` before re-rendering; the picture is unchanged.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension View {
    /// Gives the view an explicit identity. Identity matters to animations and state
    /// across updates; a single still frame draws the view unchanged.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Tags the view for `Picker`, `TabView` and `List` selection; draws it unchanged, and
    /// those containers read the tag (docs/ARCHITECTURE.md §5.14).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: tag) }

    /// Tags the view for selection, optionally including optional selections (iOS 17
    /// spelling); draws it unchanged.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { TaggedView(content: self, tag: tag) }
}
