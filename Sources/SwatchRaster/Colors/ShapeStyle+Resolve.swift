/// SwiftUI's `ShapeStyle.resolve(in:)` (iOS 17): a custom style paints as whatever style it
/// resolves to in the environment, so `struct Brand: ShapeStyle { func resolve(in:) … }` draws
/// its color here too. The built-in styles resolve to `Never`: the engine paints them directly.

extension Never: ShapeStyle {
    /// `Never` resolves to itself.
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Styles the engine paints directly have no other form; calling this traps, as in SwiftUI.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) has no resolved form: it is painted directly")
    }
}

extension StyleResolver {
    /// The paint of a user's style through its `resolve(in:)`, or nil when it resolves to `Never`.
    static func customPaint<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues, level: Int) -> ResolvedPaint? {
        guard S.Resolved.self != Never.self else { return nil }
        return paint(style.resolve(in: environment), in: environment, level: level)
    }
}

// The built-in styles resolve to `Never`, as SwiftUI declares them.
extension AngularGradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension AnyGradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension AnyShapeStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension EllipticalGradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension Gradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension HierarchicalShapeStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension LinearGradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension LinkShapeStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension Material { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension RadialGradient { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension SelectionShapeStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension TintShapeStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension BackgroundStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
extension ForegroundStyle { /** Painted directly: no other form. */ public typealias Resolved = Never }
