import Foundation
import SwatchRaster

/// UIKit's page controller: one page at a time, swiped between. Apps wrap it in a
/// representable to page through SwiftUI views (PetNote's pager of weather and photo pages,
/// measured). A still shows the page set last with `setViewControllers`, which is what iOS
/// shows before the first swipe; nothing swipes, so the data source is never asked for a
/// neighbour (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl, as in a book.
        case pageCurl
        /// A scroll.
        case scroll
    }

    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// The direction of a page change.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// Where the spine of a page curl is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: a scroll.
        case none
        /// At the leading or top edge.
        case min
        /// In the middle: two pages show.
        case mid
        /// At the trailing or bottom edge.
        case max
    }

    /// The keys of the initializer's options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page curl (`SpineLocation`'s raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style pages turn with; fixed at creation.
    public let transitionStyle: TransitionStyle
    /// The axis pages move along; fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.min` for a page curl unless the options say otherwise, `.none`
    /// for a scroll.
    public private(set) var spineLocation: SpineLocation
    /// Whether content is drawn on the back of pages.
    open var isDoubleSided = false
    /// Gives the pages before and after the one shown; never asked in a still.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told about page turns; none happen in a still.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown.
    public private(set) var viewControllers: [UIViewController]?
    /// The recognizers of the page-curl gestures; none here.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// A page controller with `style` and `navigationOrientation`; `options` may set the
    /// spine location.
    nonisolated public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                            options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        super.init(nibName: nil, bundle: nil)
    }

    /// A scroll page controller, horizontal, as UIKit's plain initializer makes.
    nonisolated public override convenience init(nibName: String?, bundle: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// Shows `viewControllers` (one page, or two with a middle spine). At once: a still has
    /// no animation, so `completion` is called with `true` before this returns.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }

    /// The shown page's view, so that a representable of the controller draws the page.
    open override var view: UIView! {
        get { viewControllers?.first?.view ?? super.view }
        set { super.view = newValue }
    }
    /// A scroll page controller from an archive, horizontal, as the plain initializer makes;
    /// there are none here.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }
}

/// Gives a page controller its neighbouring pages. The count and index are Objective-C
/// optionals on iOS, with defaults here that show no page indicator.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages, for the page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the page shown, for the page indicator.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page indicator, as iOS shows without the method.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about a page controller's turns. Each method is an Objective-C optional on iOS, with
/// a default here that does what iOS does without it.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe began toward `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for a new interface orientation.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    /// Nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
