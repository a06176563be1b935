/// iOS 17's semantic styles for content: `.fill`, `.placeholder`, `.separator` and
/// `.windowBackground`, each painted as the UIKit system color iOS uses for it.

/// The fill of the current context: `systemFill` (a translucent gray).
@frozen
public struct FillShapeStyle: ShapeStyle {
    /// The fill style; `.fill` is the usual spelling.
    @inlinable public init() {}
    /// Painted directly: no other form.
    public typealias Resolved = Never
}

extension FillShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color(.systemFill), in: environment, level: level)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of the current context (`systemFill`).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The color of placeholder text: UIKit's `placeholderText`.
@frozen
public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// The placeholder style; `.placeholder` is the usual spelling.
    @inlinable public init() {}
    /// Painted directly: no other form.
    public typealias Resolved = Never
}

extension PlaceholderTextShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color(.placeholderText), in: environment, level: level)
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The color of placeholder text (`placeholderText`).
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The color of separators between content: UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style; `.separator` is the usual spelling.
    public init() {}
    /// Painted directly: no other form.
    public typealias Resolved = Never
}

extension SeparatorShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color(.separator), in: environment, level: level)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The color of separators (`separator`).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The window's background: `systemBackground` on iOS (white, black in dark mode).
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// The window background style; `.windowBackground` is the usual spelling.
    public init() {}
    /// Painted directly: no other form.
    public typealias Resolved = Never
}

extension WindowBackgroundShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color(.systemBackground), in: environment, level: level)
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background (`systemBackground`).
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
