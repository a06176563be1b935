/// `onGeometryChange` (iOS 16 back-deployed): reports a value computed from the view's
/// geometry to an action. Actions are not run in a still (docs/ARCHITECTURE.md §4.2,
/// "Lifecycle actions are not run"), so the view draws unchanged; state the action would
/// set keeps its initial value.
extension View {
    /// Runs `action` with `transform`'s value whenever it changes; not run in a still.
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View { self }
    /// Runs `action` with the old and new values whenever it changes; not run in a still.
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
