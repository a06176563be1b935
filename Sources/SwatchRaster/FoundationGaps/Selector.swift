import Foundation

// `Selector` and the calls that take one (docs/ARCHITECTURE.md §2.11). On Apple platforms a
// selector names an Objective-C method for the runtime to call later: a button's action, a
// notification's observer, a timer's target. Linux has no such runtime, and a still never
// calls a selector (nothing is tapped, posted or fired), so here a selector is only its name:
// `render-swatches xcodeproj` writes `#selector(done)` as `Selector("done")`, and the calls
// below accept it and register nothing.

/// The name of a method that Objective-C would call later: Apple's `Selector`, name only.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as written in `#selector(…)` or `Selector("…")`.
    public let name: String
    /// The selector named `name`.
    public init(_ name: String) { self.name = name }
    /// `let action: Selector = "done"`, as Objective-C code writes it.
    public init(stringLiteral name: String) { self.name = name }
    /// The name.
    public var description: String { name }
}

/// The selector named `aSelectorName`: Foundation's `NSSelectorFromString`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector`: Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

extension NotificationCenter {
    /// Registers `observer` to be sent `aSelector` when `aName` is posted. In a still nothing
    /// calls a selector, so the registration is accepted and kept nowhere; the block-based
    /// `addObserver(forName:object:queue:using:)` still works as Foundation's does.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

extension Timer {
    /// A timer that would send `aSelector` to `target`: made but never scheduled, because a
    /// still never runs long enough for it to fire and Linux could not call the selector.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// An unscheduled timer that would send `aSelector` to `target`; it never fires here.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }
}

extension NSObject {
    /// Would send `aSelector` to the object; in a still nothing is called, and nil comes back.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }
    /// Would send `aSelector` with `object`; nothing is called.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }
    /// Would send `aSelector` after `delay`; a still ends first, so nothing is called.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {}
    /// Whether the object answers `aSelector`: Linux cannot look a selector up, so no.
    public func responds(to aSelector: Selector!) -> Bool { false }
}
