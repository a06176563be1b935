import SwatchRaster

// Auto Layout as wrappers write it (`view.topAnchor.constraint(equalTo:)`,
// `NSLayoutConstraint.activate`). Constraints are kept and never solved: inside a
// representable, SwiftUI gives the wrapped view its frame, and the drawing reads properties,
// not constraint results (docs/ARCHITECTURE.md §2.7).

/// A priority between 1 and 1000: UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A literal priority.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A literal priority.
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// 1000.
    public static let required = UILayoutPriority(1000)
    /// 750, the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250, the default hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two anchors: UIKit's `NSLayoutConstraint`, kept and not solved.
@MainActor @preconcurrency
open class NSLayoutConstraint {
    /// The direction a priority or stack applies to.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Whether the constraint takes part in layout.
    open var isActive = false
    /// The offset added to the second anchor.
    open var constant: CGFloat
    /// The factor on the second anchor.
    public let multiplier: CGFloat
    /// How much the constraint matters.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?

    nonisolated init(constant: CGFloat, multiplier: CGFloat = 1) {
        self.constant = constant
        self.multiplier = multiplier
    }

    /// Activates every constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// An edge, center or dimension of a view that constraints relate: UIKit's `NSLayoutAnchor`.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject> {
    nonisolated init() {}
    /// This anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// This anchor at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// This anchor at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
}

/// A horizontal edge or center: UIKit's `NSLayoutXAxisAnchor`.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical edge, center or baseline: UIKit's `NSLayoutYAxisAnchor`.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height: UIKit's `NSLayoutDimension`.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// This dimension at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// This dimension at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// This dimension `m` times `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: m)
    }
}

/// A rectangle that guides layout (safe area, margins): UIKit's `UILayoutGuide`.
@MainActor @preconcurrency
open class UILayoutGuide {
    /// A guide.
    nonisolated public init() {}
    /// The leading edge.
    public let leadingAnchor = NSLayoutXAxisAnchor()
    /// The trailing edge.
    public let trailingAnchor = NSLayoutXAxisAnchor()
    /// The left edge.
    public let leftAnchor = NSLayoutXAxisAnchor()
    /// The right edge.
    public let rightAnchor = NSLayoutXAxisAnchor()
    /// The top edge.
    public let topAnchor = NSLayoutYAxisAnchor()
    /// The bottom edge.
    public let bottomAnchor = NSLayoutYAxisAnchor()
    /// The horizontal center.
    public let centerXAnchor = NSLayoutXAxisAnchor()
    /// The vertical center.
    public let centerYAnchor = NSLayoutYAxisAnchor()
    /// The width.
    public let widthAnchor = NSLayoutDimension()
    /// The height.
    public let heightAnchor = NSLayoutDimension()
}

extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// The margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    /// The safe-area insets; none inside a representable.
    public var safeAreaInsets: UIEdgeInsets { .zero }
}
