/// SwiftUI's `HierarchicalShapeStyle`: a numbered level of the current foreground style.
/// With the default foreground the levels are iOS's label colors (`label`, `secondaryLabel`,
/// `tertiaryLabel`, `quaternaryLabel`, then a 5 % quinary); with a style set by
/// `foregroundStyle(_:)` they are that style at opacity 1, 0.5, 0.25, 0.18, 0.18; with
/// styles set by `foregroundStyle(_:_:)` or `(_:_:_:)` the given levels are used as they are
/// (docs/ARCHITECTURE.md §7.11).
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    /// The first level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.foreground(environment.foregroundStyles, in: environment, level: self.level + level)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// SwiftUI's `TintShapeStyle`: the tint set by `.tint(_:)`, else the accent color (system blue).
public struct TintShapeStyle: ShapeStyle {
    /// The current tint as a style; `.tint` is the usual spelling.
    public init() {}
}

extension TintShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(environment.tintStyle?.base ?? Color.accentColor, in: environment, level: level)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: `.fill(.tint)` paints with what `.tint(_:)` set, or the accent color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style that depends on the environment (the foreground, a level of it, the tint), pinned
/// to the environment where a modifier stored it, so `.foregroundStyle(.secondary)` means the
/// secondary level of the style *outside* the modifier, as in SwiftUI.
struct AnchoredStyle: ShapeStyle, ResolvableShapeStyle {
    enum Kind: Sendable {
        case foreground(ForegroundStyles?, level: Int)
        case tint(AnyShapeStyle?)
    }
    let kind: Kind

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        switch kind {
        case .foreground(let styles, let base):
            return StyleResolver.foreground(styles, in: environment, level: base + level)
        case .tint(let tint):
            return StyleResolver.paint(tint?.base ?? Color.accentColor, in: environment, level: level)
        }
    }

    /// `style` with any reference to the foreground or tint replaced by what `environment` holds.
    static func anchor(_ style: any ShapeStyle, in environment: EnvironmentValues) -> AnyShapeStyle {
        let base = (style as? AnyShapeStyle)?.base ?? style
        if base is ForegroundStyle {
            return AnyShapeStyle(AnchoredStyle(kind: .foreground(environment.foregroundStyles, level: 0)))
        }
        if let level = (base as? HierarchicalShapeStyle)?.level {
            return AnyShapeStyle(AnchoredStyle(kind: .foreground(environment.foregroundStyles, level: level)))
        }
        if base is TintShapeStyle {
            return AnyShapeStyle(AnchoredStyle(kind: .tint(environment.tintStyle)))
        }
        return AnyShapeStyle(Erased(base: base))
    }

    /// Lets `anchor` wrap an existential without reopening it.
    private struct Erased: ShapeStyle, ResolvableShapeStyle {
        let base: any ShapeStyle
        func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
            StyleResolver.paint(base, in: environment, level: level)
        }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style for the views inside;
    /// further levels fade the primary.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.foregroundStyles = ForegroundStyles(
                primary: AnchoredStyle.anchor(primary, in: environment),
                others: [AnchoredStyle.anchor(secondary, in: environment)])
        }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.foregroundStyles = ForegroundStyles(
                primary: AnchoredStyle.anchor(primary, in: environment),
                others: [AnchoredStyle.anchor(secondary, in: environment), AnchoredStyle.anchor(tertiary, in: environment)])
        }
    }

    /// The tint for the views inside (what `.tint` paints); `nil` restores the accent color.
    nonisolated public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.tintStyle = tint.map { AnyShapeStyle($0) }
        }
    }

    /// The tint for the views inside, any style; `nil` restores the accent color.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.tintStyle = tint.map { AnchoredStyle.anchor($0, in: environment) }
        }
    }
}

/// A level of a given style (`Color.red.secondary`): the style with the level's opacity, or,
/// for the foreground, that level of it.
struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(base, in: environment, level: self.level + level)
    }
}

extension ShapeStyle {
    /// The second level of this style: for a color or gradient, itself at half opacity.
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }
    /// The third level of this style (opacity 0.25 for a color or gradient).
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }
    /// The fourth level of this style (opacity 0.18 for a color or gradient).
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }
    /// The fifth level of this style (opacity 0.18 for a color or gradient).
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}
