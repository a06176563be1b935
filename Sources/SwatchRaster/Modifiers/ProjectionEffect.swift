import Foundation

// `projectionEffect(_:)`: draws the view through a projection transform, about its
// top-leading corner, without changing its layout. Drawn as `GeometryEffect`s are
// (Modifiers/ProjectionEffects.swift): the affine part exactly; the perspective terms
// (`m13`, `m23`) are not drawn.

extension View {
    /// Draws the view through `transform`, in its own coordinates; layout is unchanged.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        transformed(anchor: .topLeading) { _ in transform.affinePart }
    }
}
