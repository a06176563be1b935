import CoreGraphics
import SwatchRaster

// UIKit's gesture recognizers, as far as `UIGestureRecognizerRepresentable` (iOS 18) code
// needs them. A still has no touches, so a recognizer stays `.possible` and never calls back.

/// UIKit's gesture recognizer: the base of taps, pans, pinches and the rest.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing; UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognized; the only state in a still.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed
        /// A discrete gesture was recognized (same as `ended`).
        public static var recognized: State { .ended }
    }
    /// The target–action pairs to call on recognition, kept in the order they were added.
    // nonisolated(unsafe): set by the nonisolated initializers (the repository's convention for
    // UIKit objects made in a representable's body); read and changed on the main actor after.
    nonisolated(unsafe) private(set) var targetActions: [(target: Any, action: Selector)] = []
    /// A recognizer with no target.
    nonisolated public init() {}
    /// A recognizer that calls `action` on `target` when it recognizes (UIKit's designated
    /// initializer, which map and image wrappers use); kept, never called in a still.
    nonisolated public init(target: Any?, action: Selector?) {
        if let target, let action { targetActions = [(target, action)] }
    }
    /// Adds a target–action pair.
    open func addTarget(_ target: Any, action: Selector) { targetActions.append((target, action)) }
    /// Removes the pairs of `target` (all targets when nil) with `action` (any action when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { pair in
            (target == nil || (pair.target as AnyObject) === (target as AnyObject)) && (action == nil || pair.action == action)
        }
    }
    /// The recognizer's state: `.possible`, as no touch arrives in a still.
    open var state: State { get { .possible } set {} }
    /// Whether the recognizer takes touches.
    open var isEnabled: Bool = true
    /// Whether recognizing cancels the view's touches.
    open var cancelsTouchesInView: Bool = true
    /// The view the recognizer is attached to; none in a still.
    open var view: UIView? { nil }
    /// Touches being tracked: none.
    open var numberOfTouches: Int { 0 }
    /// The gesture's location in `view`; the origin, as there is no touch.
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A tap recognizer.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; 1 by default.
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired: Int = 1
}

/// A long-press recognizer.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last, in seconds; UIKit's 0.5 by default.
    open var minimumPressDuration: Double = 0.5
    /// How far the finger may move, in points; UIKit's 10 by default.
    open var allowableMovement: CGFloat = 10
}

/// A pan (drag) recognizer.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The translation so far in `view`: zero in a still.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// The velocity in `view`: zero in a still.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A pinch recognizer.
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale so far: 1 in a still.
    open var scale: CGFloat = 1
    /// The scale's velocity: 0 in a still.
    open var velocity: CGFloat { 0 }
}

/// A rotation recognizer.
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation so far, in radians: 0 in a still.
    open var rotation: CGFloat = 0
    /// The rotation's velocity: 0 in a still.
    open var velocity: CGFloat { 0 }
}
