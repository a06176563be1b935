import SwatchRaster

/// A row or column of views: UIKit's `UIStackView`. A representable wrapping one draws its
/// arranged subviews in an engine stack with its axis, spacing and alignment, each drawn as a
/// wrapped view of its class would be (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// How views are placed across the axis: UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The top, in a horizontal stack (same value as leading).
        public static var top: Alignment { .leading }
        /// The bottom, in a horizontal stack (same value as trailing).
        public static var bottom: Alignment { .trailing }
    }
    /// How views share the axis: UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// The views in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction views follow.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How views are placed across the axis.
    open var alignment: Alignment = .fill
    /// How views share the axis.
    open var distribution: Distribution = .fill
    /// The gap between views.
    open var spacing: CGFloat = 0
    /// Whether the margins inset the views.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines are measured from the top.
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    /// An empty stack of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }

    /// Appends `view`.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    /// Removes `view` from the arrangement (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    /// Inserts `view` at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
    }
    /// Sets the gap after `arrangedSubview`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacing[ObjectIdentifier(arrangedSubview)] = spacing }
    /// The gap after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault }

    /// "Use the stack's spacing", as UIKit's sentinel.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// "Use the system spacing", as UIKit's sentinel.
    nonisolated public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    /// An `UIStackView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
