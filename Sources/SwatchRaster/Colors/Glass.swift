/// Liquid Glass (iOS 26): `Glass`, `glassEffect(_:in:)`, `GlassEffectContainer` and the
/// `.glass` / `.glassProminent` button styles, with Apple's signatures.
///
/// The look is drawn like a material, since a still has no lensing, specular motion or
/// interaction: Apple's documentation says `glassEffect` "renders a shape anchored behind a
/// view with the Liquid Glass material" anchored to the view's bounds, default `.regular`
/// in a capsule; `.clear` is the "high transparency" variant and `.identity` applies no
/// effect. Here `.regular` fills the shape with `ultraThinMaterial`, `.clear` with white at
/// 10 %, a tint adds the color at 25 % over it, and a 0.5 pt white 40 % rim marks the edge.
/// Those opacities are approximations (ARCHITECTURE §5.20), not measurements.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// The default glass: medium transparency, for controls and bars.
    public static var regular: Glass { Glass(variant: .regular) }
    /// The highly transparent glass, for controls over media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: lets code switch the effect off without changing the view's structure.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass tinted with `color` (nil: no tint).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// This glass reacting to touches (no visible difference in a still).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

/// The default shape of `glassEffect`: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The capsule shape.
    public init() {}
    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// The glass behind a view (see `Glass` for how it is drawn).
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        switch glass.variant {
        case .identity:
            Color.clear
        case .regular, .clear:
            ZStack {
                if glass.variant == .regular {
                    shape.fill(Material.ultraThin)
                } else {
                    shape.fill(Color.white.opacity(0.1))
                }
                if let tint = glass.tintColor { shape.fill(tint.opacity(0.25)) }
                shape.stroke(Color.white.opacity(0.4), lineWidth: 0.5)
            }
        }
    }
}

extension View {
    /// Draws Liquid Glass of `glass` in `shape` behind this view, anchored to its bounds.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(GlassBackground(glass: glass, shape: shape))
    }

    /// Joins the glass effects inside this view to the union named `id` in `namespace`, so that
    /// their shapes make one glass shape. A still draws each shape on its own (as
    /// `GlassEffectContainer` does), so the view is drawn unchanged.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// Gives the glass effects inside this view the identity `id` in `namespace`, which animates
    /// them between shapes in a transition; a still has no transition, so the view is unchanged.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
}

/// SwiftUI's `GlassEffectContainer`: groups glass shapes so that nearby ones blend and morph.
/// A still draws each shape on its own (no blending): the content unchanged.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// A container whose glass shapes blend when closer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    /// The content.
    public var body: some View { content }
}

/// The `.glass` button style: the label, padded, on regular glass in a capsule.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// The style on regular glass.
    public init() { glass = .regular }
    /// The style on `glass`.
    public init(_ glass: Glass) { self.glass = glass }
    /// The padded label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .glassEffect(glass)
    }
}

/// The `.glassProminent` button style: white text on glass tinted with the accent color.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass style.
    public init() {}
    /// The padded label on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .background(Capsule().fill(Color.accentColor))
            .glassEffect(.regular.tint(.accentColor))
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Liquid Glass behind the label.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// `glass` behind the label.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Accent-tinted Liquid Glass behind a white label.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
