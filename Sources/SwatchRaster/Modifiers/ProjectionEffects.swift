import Foundation

/// 3D and projective effects on the engine's 2D transforms (docs/ARCHITECTURE.md §7.16):
/// `ProjectionTransform`, `GeometryEffect`, `rotation3DEffect` and
/// `flipsForRightToLeftLayoutDirection`. The engine draws affine transforms only, so a
/// projective transform is drawn as its affine part and `rotation3DEffect` as the rotation
/// seen without perspective (an orthographic view): about the z axis it is exactly
/// `rotationEffect`; about the y axis a view narrows by the cosine of the angle and at 180°
/// shows its mirror image, as a flipped card does. The foreshortening that `perspective`
/// adds is not drawn (approximation).

/// A 3 × 3 projective transform of the plane: SwiftUI's `ProjectionTransform`.
@frozen
public struct ProjectionTransform {
    /// Row 1: x scale, y shear, projective x.
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    /// Row 2: x shear, y scale, projective y.
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    /// Row 3: translation and the projective weight.
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    /// The identity.
    @inlinable public init() {}

    /// The affine transform `m`.
    @inlinable public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether this is the identity.
    @inlinable public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the projective column is (0, 0, 1).
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts in place; false (and unchanged) when singular.
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        self = inverse
        return true
    }

    /// The inverse; the transform itself when singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// The affine part, which the engine draws (the projective column is dropped).
    var affinePart: CGAffineTransform {
        let w = m33 == 0 ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }
}

extension ProjectionTransform: Equatable {}

extension ProjectionTransform {
    /// This transform followed by `rhs` (row vectors: `self × rhs`).
    @inlinable public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return m
    }
}

extension CGPoint {
    /// The point mapped by `m`, divided by its projective weight.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        return w == 0 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}

/// A modifier that moves the view's drawing by a transform of its size, without changing its
/// layout: SwiftUI's `GeometryEffect`. The engine draws the transform's affine part.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation {
    /// The transform for a view of `size`, in the view's own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`, about its top-leading corner.
    @MainActor
    public func body(content: Content) -> some View {
        let effect = self
        return content.transformed(anchor: .topLeading) { frame in
            effect.effectValue(size: frame.size).affinePart
        }
    }

    /// Whether the effect changes layout; it never does here, as in SwiftUI's built-in effects.
    public static var _affectsLayout: Bool { false }
}

extension View {
    /// Rotates the drawing by `angle` about `axis` through `anchor` (see the file's comment:
    /// drawn without perspective).
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (kx, ky, kz) = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
        // The 2 × 2 block of Rodrigues' rotation matrix: how x and y move, z dropped.
        let transform = CGAffineTransform(
            a: c + (1 - c) * kx * kx, b: (1 - c) * kx * ky + s * kz,
            c: (1 - c) * kx * ky - s * kz, d: c + (1 - c) * ky * ky,
            tx: 0, ty: 0)
        return transformed(anchor: anchor) { _ in transform }
    }

    /// Mirrors the drawing horizontally in right-to-left layout when `enabled` (for images
    /// that point one way); left-to-right layout is unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        FlipForRightToLeft(content: self, enabled: enabled)
    }
}

/// Reads the layout direction and mirrors the content in right-to-left layout.
struct FlipForRightToLeft<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}
