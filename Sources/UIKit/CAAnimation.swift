import Foundation

// Core Animation's explicit animations, as a text field's shake adds one to its layer. A
// still shows the model values, not an animation in flight, so an added animation is kept by
// key on the layer and never changes what is drawn. (QuartzCore's classes on iOS; UIKit
// reaches them, so they live here beside `CALayer`.)

/// An animation of a layer: Core Animation's `CAAnimation`.
open class CAAnimation: @unchecked Sendable {
    // @unchecked: set from the main actor only, as Core Animation's objects are.
    /// An animation.
    public init() {}
    /// The length in seconds.
    open var duration: CFTimeInterval = 0
    /// How many times it repeats.
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards.
    open var autoreverses = false
    /// Whether it is removed from the layer when done.
    open var isRemovedOnCompletion = true
    /// The start time, in the layer's time.
    open var beginTime: CFTimeInterval = 0
    /// What the layer shows before and after the animation's time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing.
    open var timingFunction: CAMediaTimingFunction?
}

/// An animation of one key path: Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated key path, such as `"position"`.
    open var keyPath: String?
    /// Whether the values add to the current value.
    open var isAdditive = false
    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values: Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change relative to the start.
    open var byValue: Any?
}

/// An animation through several values: Core Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values.
    open var values: [Any]?
    /// When each value is reached, 0…1.
    open var keyTimes: [NSNumber]?
}

/// What a layer shows outside an animation's time: Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// The mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Hold the end value.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Show the start value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pacing: Core Animation's `CAMediaTimingFunction`.
open class CAMediaTimingFunction: @unchecked Sendable {
    // @unchecked: immutable.
    /// The pacing's name.
    public let name: CAMediaTimingFunctionName
    /// The pacing named `name`.
    public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// The named pacings: Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// The pacing named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
