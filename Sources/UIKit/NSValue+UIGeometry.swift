import Foundation

// UIKit's boxing of geometry in `NSValue`, as a Core Animation animation's `fromValue` and
// `toValue` take it (`NSValue(cgPoint:)`) and a keyboard notification's frame holds it. Foundation on Linux has the same boxes under
// AppKit's names (`init(point:)`, `pointValue`), which these forward to.

extension NSValue {
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
}
