import Foundation

/// `StrokeStyle` as `Animatable`, as SwiftUI declares it: the line width, miter limit and dash
/// phase interpolate. A still draws the current values (§5.20).
extension StrokeStyle: Animatable {
    /// Line width, miter limit and dash phase.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// Line width, miter limit and dash phase as animatable data.
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
