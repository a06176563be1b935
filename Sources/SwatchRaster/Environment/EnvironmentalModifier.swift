// `EnvironmentalModifier`: a modifier that picks the modifier to apply from the environment
// it lands in. The engine resolves it where it is applied, so the resolved modifier draws
// exactly as if it had been written there.

/// A modifier resolved from the environment: SwiftUI's `EnvironmentalModifier`. Conform by
/// writing `resolve(in:)`; `body(content:)` is supplied.
public protocol EnvironmentalModifier: ViewModifier {
    /// The modifier `resolve(in:)` returns.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

extension EnvironmentalModifier {
    /// Reads the environment where the modifier is applied and applies `resolve(in:)`'s modifier.
    public func body(content: Content) -> _EnvironmentalModifierContent<Self> {
        _EnvironmentalModifierContent(modifier: self, content: content)
    }
}

/// The body of an `EnvironmentalModifier`: `content` with the modifier resolved in the
/// environment this view is in.
public struct _EnvironmentalModifierContent<Modifier: EnvironmentalModifier>: View {
    let modifier: Modifier
    let content: Modifier.Content
    @Environment(\.self) private var environment
    /// `content`, modified by `modifier.resolve(in:)`.
    public var body: some View { content.modifier(modifier.resolve(in: environment)) }
}
