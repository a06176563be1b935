import Foundation

/// Style wrappers that change how a style composites or where it is anchored:
/// `blendMode(_:)`, `in(_:)` and `materialActiveAppearance(_:)`. In a still each paints as
/// the style it wraps (approximation: the blend mode and the anchoring rectangle are not
/// applied to the paint; a view's `.blendMode(_:)` is).

extension ShapeStyle {
    /// This style composited with `mode` (drawn here as the style alone).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        WrappedShapeStyle(style: self)
    }

    /// This style with its geometry (a gradient's unit points) anchored to `rect` rather than
    /// the painted shape's bounds (drawn here relative to the shape, as without it).
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        WrappedShapeStyle(style: self)
    }

    /// This style with materials inside drawn in `appearance` (materials look active in a still).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle {
        WrappedShapeStyle(style: self)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground composited with `mode` (drawn as the foreground alone).
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        WrappedShapeStyle(style: ForegroundStyle())
    }
}

/// A style that paints exactly as the style it wraps.
struct WrappedShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let style: Style
    typealias Resolved = Never

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(style, in: environment, level: level)
    }
}

/// Whether materials look active (key window) or inactive: SwiftUI's
/// `MaterialActiveAppearance` (iOS 18). An iOS app's window is always active, so every value
/// draws the same.
public struct MaterialActiveAppearance: Sendable, Equatable {
    let kind: Int
    /// Follow the window's active state.
    public static let automatic = MaterialActiveAppearance(kind: 0)
    /// Always look active.
    public static let active = MaterialActiveAppearance(kind: 1)
    /// Match the window's state (active in a still).
    public static let matchWindow = MaterialActiveAppearance(kind: 3)
}

extension Material {
    /// This material drawn in `appearance`; drawn unchanged here (the window is active).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}
