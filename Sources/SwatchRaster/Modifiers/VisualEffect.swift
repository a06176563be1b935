/// SwiftUI's `visualEffect(_:)` (iOS 17): effects computed from the view's own geometry. The
/// closure gets an `EmptyVisualEffect` and the view's `GeometryProxy`; each effect it chains
/// (offset, scale, rotation, opacity, blur, color changes, blend mode, transforms) is applied
/// to the view with the matching modifier. The view keeps its layout: effects, as on iOS,
/// change the drawing only (docs/ARCHITECTURE.md §7.16). Shader effects are not drawn (§4.2).
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which `visualEffect`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}

/// A chain of effects, applied in order.
public struct _VisualEffectChain: VisualEffect {
    let steps: [@Sendable @MainActor (AnyView) -> AnyView]
    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}

extension VisualEffect {
    fileprivate var steps: [@Sendable @MainActor (AnyView) -> AnyView] { effectSteps }
    /// The effects of the chain, in order (none for `EmptyVisualEffect`).
    var effectSteps: [@Sendable @MainActor (AnyView) -> AnyView] { (self as? _VisualEffectChain)?.steps ?? [] }

    fileprivate func then(_ step: @escaping @Sendable @MainActor (AnyView) -> AnyView) -> _VisualEffectChain {
        _VisualEffectChain(steps: steps + [step])
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { then { AnyView($0.offset(offset)) } }
    /// Moves the drawing by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then { AnyView($0.scaleEffect(scale, anchor: anchor)) } }
    /// Scales the drawing uniformly around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { then { AnyView($0.scaleEffect(scale, anchor: anchor)) } }
    /// Scales the drawing by (`x`, `y`) around `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) } }
    /// Rotates the drawing around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then { AnyView($0.rotationEffect(angle, anchor: anchor)) } }
    /// Transforms the drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then { AnyView($0.transformEffect(transform)) } }
    /// Fades the drawing.
    public func opacity(_ opacity: Double) -> some VisualEffect { then { AnyView($0.opacity(opacity)) } }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then { AnyView($0.blur(radius: radius, opaque: opaque)) } }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { then { AnyView($0.brightness(amount)) } }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { then { AnyView($0.contrast(amount)) } }
    /// Desaturates the drawing.
    public func grayscale(_ amount: Double) -> some VisualEffect { then { AnyView($0.grayscale(amount)) } }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { AnyView($0.hueRotation(angle)) } }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { then { AnyView($0.saturation(amount)) } }
    /// Blends the drawing with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { then { AnyView($0.blendMode(blendMode)) } }
    /// A Metal color shader; not drawn (there is no Metal here).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { then { $0 } }
    /// A Metal distortion shader; not drawn.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { then { $0 } }
    /// A Metal layer shader; not drawn.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { then { $0 } }
}

extension View {
    /// Applies the effects `effect` computes from this view's geometry.
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectHost(content: AnyView(self)) { proxy in effect(EmptyVisualEffect(), proxy).steps }
    }
}

/// Lays the view out as it is, then draws it again over its own frame with the effects, so
/// that the closure sees the view's geometry and the layout around it does not change.
struct VisualEffectHost: View {
    let content: AnyView
    let steps: (GeometryProxy) -> [@Sendable @MainActor (AnyView) -> AnyView]

    var body: some View {
        content.hidden().overlay(GeometryReader { proxy in
            steps(proxy).reduce(content) { view, step in step(view) }
                .frame(width: proxy.size.width, height: proxy.size.height)
        })
    }
}
