/// `scenePadding`: the padding a scene's content gets from the platform. The amount is not
/// documented for iOS; here it is the default padding (16 pt, `.padding()`), an
/// approximation (docs/ARCHITECTURE.md §5.6).

/// A kind of scene padding.
public struct ScenePadding: Equatable, Sendable {
    private let name: String
    /// The least padding a scene's content should have.
    public static let minimum = ScenePadding(name: "minimum")
}

extension View {
    /// Pads `edges` by the scene's padding (the default padding here).
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    /// Pads `edges` by the scene padding of kind `padding` (the default padding here).
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}
