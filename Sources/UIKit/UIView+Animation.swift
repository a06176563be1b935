import Foundation

// UIKit's block animations. A still shows the end state of every change, so the animations
// block runs at once and the completion hears `true` (finished), as it would after the
// animation's duration on a device; delays and curves have no time to act on.

extension UIView {
    /// Options of a block animation: UIKit's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews as the animation commits.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Cross-dissolve between views in a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Animates the changes in `animations` over `duration`: applied at once, then
    /// `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Animates the changes in `animations`, then calls `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Animates the changes in `animations`: applied at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    /// Animates the changes in `animations` on a spring: applied at once, then
    /// `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Animates the changes in `animations` on a spring (iOS 17): applied at once, then
    /// `completion(true)`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Transitions `view` with the changes in `animations`: applied at once, then
    /// `completion(true)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
    /// Applies the changes in `actionsWithoutAnimation` without animating them.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
