import SwatchRaster

/// A scrolling view: UIKit's `UIScrollView`. Drawn as the placeholder tile when wrapped on its
/// own (its content is arbitrary subviews); its settings are kept for code that sets them.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// How the keyboard is dismissed by dragging: UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// How safe-area insets are added: UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// The scroll indicators' look: UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// The point of the content at the top left; a still shows the start.
    open var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets after safe-area adjustment.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How safe-area insets are added.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The insets of the scroll indicators.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the vertical indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// Whether scrolling stops at page boundaries.
    open var isPagingEnabled = false
    /// Whether the view bounces at the ends.
    open var bounces = true
    /// Whether it bounces vertically even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content fits.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' look.
    open var indicatorStyle: IndicatorStyle = .default
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest zoom.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom.
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom.
    open var zoomScale: CGFloat = 1
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// How fast scrolling slows.
    open var decelerationRate: DecelerationRate = .normal
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl?
    /// Whether the user is dragging; never in a still.
    open var isDragging: Bool { false }
    /// Whether the view is decelerating; never in a still.
    open var isDecelerating: Bool { false }
    /// Whether the user is touching the view; never in a still.
    open var isTracking: Bool { false }
    /// The object told about scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// A scroll view of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Sets the offset; a still shows the start whatever it is.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Scrolls to show `rect`; nothing scrolls in a still.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Sets the zoom.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    /// Flashes the indicators; nothing flashes in a still.
    open func flashScrollIndicators() {}
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view: the zoom
    /// becomes the smaller of the two ratios of the bounds to `rect`, kept within
    /// `minimumZoomScale`…`maximumZoomScale`, and the offset moves to `rect`'s scaled origin.
    /// As UIKit's, nothing zooms unless the delegate names a view to zoom.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard delegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        zoomScale = scale
        contentOffset = CGPoint(x: rect.minX * scale, y: rect.minY * scale)
    }
    /// The guide of the scrolled content's rectangle (iOS 11), for Auto Layout constraints;
    /// kept with the view, as its own guide, though nothing solves constraints in a still.
    public let contentLayoutGuide = UILayoutGuide()
    /// The guide of the scroll view's own frame (iOS 11).
    public let frameLayoutGuide = UILayoutGuide()

    /// How fast scrolling slows: UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The normal rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// An `UIScrollView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A pull-to-refresh spinner: UIKit's `UIRefreshControl`.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    open private(set) var isRefreshing = false
    /// The title under the spinner.
    open var attributedTitle: NSAttributedString?
    /// A refresh control.
    nonisolated public init() { super.init(frame: .zero) }
    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }
    /// An `UIRefreshControl` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a scroll view tells its delegate: UIKit's `UIScrollViewDelegate`, with defaults in
/// place of Objective-C optionals.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    /// The view scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The view zoomed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Dragging will begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Dragging will end.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Whether to scroll to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// None: the view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Yes.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
}
