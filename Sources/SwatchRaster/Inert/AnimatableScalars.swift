import Foundation

/// `Double` and `CGFloat` are `Animatable` in SwiftUI (iOS 17), so that keyframes and custom
/// animations take plain numbers (`LinearKeyframe(1.2, duration: 0.3)`). Their animatable
/// data is the number itself, as for any vector value.

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {
    /// A number animates as itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// A number animates as itself.
    public typealias AnimatableData = CGFloat
}
