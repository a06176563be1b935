import Foundation

/// Shape styles that stand for a system color or wrap another style: `.selection`, `.link`,
/// `.background`, `.shadow(_:)` and `.image(_:)` (docs/ARCHITECTURE.md §7.10).

/// The color of selected items: on iOS the tint, or the accent color (system blue).
public struct SelectionShapeStyle: ShapeStyle {
    /// The selection color as a style; `.selection` is the usual spelling.
    public init() {}
}

extension SelectionShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        TintShapeStyle().resolvePaint(in: environment, level: level)
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The color of selected items: the tint, else the accent color.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The color of links: UIKit's `link` (system blue), per appearance.
@frozen
public struct LinkShapeStyle: ShapeStyle {
    /// The link color as a style; `.link` is the usual spelling.
    public init() {}
}

extension LinkShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color.link, in: environment, level: level)
    }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The color of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// The background of the current context: what `.backgroundStyle(_:)` set, else
/// `systemBackground` (white, black in dark mode).
@frozen
public struct BackgroundStyle: ShapeStyle {
    /// The background as a style; `.background` is the usual spelling.
    @inlinable public init() {}
}

extension BackgroundStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(environment.backgroundStyle?.base ?? Color.systemBackground, in: environment, level: level)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` paints with; nil means `systemBackground`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets what `.background` paints for the views inside (a custom style's background).
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.backgroundStyle = AnchoredStyle.anchor(style, in: environment)
        }
    }
}

/// A shadow a style casts: SwiftUI's `ShadowStyle`. A style with a shadow paints as the
/// style alone here: the engine's shadows belong to views (`.shadow(color:radius:x:y:)`), so
/// the shadow itself is not drawn (an approximation that keeps the fill).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow outside the shape, offset by `x` and `y`.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edge, offset by `x` and `y`.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow; paints as its style (see `ShadowStyle`).
struct ShadowedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let style: (any ShapeStyle)?
    let shadow: ShadowStyle

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(style, in: environment, level: level)
    }
}

extension ShapeStyle {
    /// This style with a shadow; the fill is drawn, the shadow is not (see `ShadowStyle`).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(style: self, shadow: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground with a shadow; the foreground is drawn, the shadow is not.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(style: nil, shadow: style)
    }
}

/// An image repeated to fill a shape: SwiftUI's `ImagePaint`. The engine's paints are colors
/// and gradients, so an image paint fills nothing here (approximation: the shape is left
/// clear, so what is behind it shows). `Image` is a value the engine never mutates across
/// threads, hence the unchecked `Sendable` that `ShapeStyle` asks for.
@frozen
public struct ImagePaint: ShapeStyle, @unchecked Sendable {
    /// The image tiled.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat

    /// A paint of `image`'s `sourceRect` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ImagePaint: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint of `image` (not drawn here, see `ImagePaint`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
