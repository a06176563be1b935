import Foundation
import SwatchRaster

// The UIKit view hierarchy that `UIViewRepresentable` and `UIViewControllerRepresentable`
// code compiles against. Nothing here draws itself: SwiftUI's representable body reads the
// properties of the views it knows (labels, text fields, text views, search bars, image views,
// stacks) and draws them with the engine; any other view is a labelled placeholder tile
// (docs/ARCHITECTURE.md §2.7). There is no window server on Linux.

/// UIKit's responder: the base of views and view controllers. An `NSObject`, as on iOS: apps
/// find a controller in an array with `firstIndex(of:)` (PetNote's pager), which needs its
/// `Equatable` conformance, and coordinators compare views with `==`.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder.
    nonisolated public override init() { super.init() }
    /// Whether it can become first responder; nothing can in a still.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become first responder; refused.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder; there is nothing to give up.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Whether it is first responder; nothing is in a still.
    open var isFirstResponder: Bool { false }
    /// The view shown above the keyboard; none unless a text input sets one.
    open var inputAccessoryView: UIView? { nil }
    /// The view shown instead of the keyboard; none unless a text input sets one.
    open var inputView: UIView? { nil }
    /// The next responder in the chain; none is kept.
    open var next: UIResponder? { nil }
    // Overridden by views that track fingers (`UITouch`); nothing calls them in a still.
    /// Fingers touched down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// What exposes a trait collection: UIKit's `UITraitEnvironment`, adopted by views and view
/// controllers.
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// UIKit's view: a frame, a background color and subviews, kept for code that sets them.
@MainActor @preconcurrency
open class UIView: UIResponder, UITraitEnvironment {
    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The bounds in the view's own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The center in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The fill behind the content.
    open var backgroundColor: UIColor?
    /// The light or dark appearance forced on this view and its subviews (`.unspecified`:
    /// inherited). Kept; a still's appearance is the preview's color scheme.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The tint for templates and controls; system blue until set, never nil, so wrappers
    /// that read it do not trap.
    open var tintColor: UIColor! = UIColor.tintColor
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view clips its subviews.
    open var clipsToBounds = false
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether Auto Layout constraints come from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How content fills the view.
    open var contentMode: ContentMode = .scaleToFill
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view that holds this one.
    open private(set) weak var superview: UIView?
    /// The window the view is in: the window at the top of its superviews, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
    /// A number to find the view by.
    open var tag = 0
    /// The transform applied to the view.
    open var transform: CGAffineTransform = .identity
    /// The Core Animation layer, for code that rounds corners or adds a border.
    public let layer = CALayer()
    /// The margins that arranged content keeps from the edges.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins in leading/trailing terms.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether a view's content size follows the Dynamic Type setting (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    /// The accessibility identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The accessibility label.
    open var accessibilityLabel: String?
    /// Whether assistive apps see the view as one element (false for a plain view, as
    /// UIKit's default; annotation views set it).
    open var isAccessibilityElement = false
    /// The constraints added to this view.
    open private(set) var constraints: [NSLayoutConstraint] = []
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// A view with `frame`.
    nonisolated public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// A view from an archive (a storyboard or nib). There are none here, so it is a view with
    /// a zero frame; required, as UIKit's `NSCoding` initializer is, so that a subclass's
    /// `required init?(coder:)` overrides it and may call `super.init(coder:)`.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }
    /// A view with a zero frame.
    nonisolated public convenience override init() { self.init(frame: .zero) }

    /// The traits the view is drawn with (UITraitEnvironment). No window passes traits down in
    /// a still, so they are the current collection's, with the style this view forces
    /// (`overrideUserInterfaceStyle`) when it forces one.
    open var traitCollection: UITraitCollection {
        let current = UITraitCollection.current
        guard overrideUserInterfaceStyle != .unspecified else { return current }
        return current.modifyingTraits { $0[UITraitUserInterfaceStyle.self] = overrideUserInterfaceStyle }
    }
    /// Called when the traits change; they never change in a still. Empty, as UIKit's.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// The size the view would like; its frame's, for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// Resizes the view to `sizeThatFits`.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// The view's natural size; none for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Marks the layout as needing an update; layout is SwiftUI's here.
    open func setNeedsLayout() {}
    /// Lays out subviews now; nothing to do.
    open func layoutIfNeeded() {}
    /// Lays out subviews; override point.
    open func layoutSubviews() {}
    /// Marks the view as needing to redraw; nothing redraws.
    open func setNeedsDisplay() {}
    /// Draws the view's content; override point, never called.
    open func draw(_ rect: CGRect) {}

    /// Sets how strongly the view resists growing past its natural size on `axis`; kept
    /// for code that reads it back (SwiftUI's layout decides the size here).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    /// The hugging priority on `axis` (250 by default, as UIKit's).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    /// Sets how strongly the view resists shrinking below its natural size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { compression[axis] = priority }
    /// The compression resistance on `axis` (750 by default, as UIKit's).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compression[axis] ?? .defaultHigh }
    /// Adds a constraint; kept, not solved (SwiftUI lays the view out).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    /// Adds constraints; kept, not solved.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    /// Removes a constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    /// The size that satisfies the view's constraints; its `sizeThatFits` here.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
    /// Marks the natural size as changed; SwiftUI lays out again on its own.
    open func invalidateIntrinsicContentSize() {}
    /// Sends `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    /// Brings `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    /// Ends editing in the view's hierarchy; nothing is edited in a still.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    /// Adds a gesture recognizer; nothing is touched in a still.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// The interactions added to the view, in order (`UIInteraction`); kept, never fired.
    open var interactions: [any UIInteraction] = []
    /// Adds `interaction`, telling it before and after as UIKit does, so that it knows its view.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }
    /// Removes `interaction` if the view has it, telling it before and after.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// The value for "no natural size" on an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// UIKit's view controller: a view and the presentation calls, all inert.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?
    /// The accessibility label (UIKit's informal accessibility protocol, which every object
    /// has): kept for assistive apps, never read in a still. swiftui-introspect labels its
    /// controllers so.
    open var accessibilityLabel: String?
    /// The controller's view, made by `loadView()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// The title shown in a navigation bar.
    open var title: String?
    /// The light or dark appearance forced on this controller's views; kept.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller presented over this one; none.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one; none, since nothing is presented in a still.
    open var presentingViewController: UIViewController? { nil }
    /// The size the controller would like when presented.
    open var preferredContentSize: CGSize = .zero
    /// Whether a sheet of this controller refuses to be swiped away.
    open var isModalInPresentation = false
    private var madePresentation: UIPresentationController?
    /// The presentation managing this controller, made on first use (on iOS it exists once
    /// presentation begins; here nothing is presented, but a delegate set on it is kept).
    open var presentationController: UIPresentationController? {
        if let madePresentation { return madePresentation }
        let made = UIPresentationController(presentedViewController: self, presenting: nil)
        madePresentation = made
        return made
    }

    /// A controller: UIKit's convenience for `init(nibName: nil, bundle: nil)`.
    nonisolated public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// A controller from a nib: UIKit's designated initializer, which subclasses call as
    /// `super.init(nibName: nil, bundle: nil)` and override. There are no nibs here, so it
    /// only makes the controller. (It was a convenience initializer, which the compiler
    /// accepted from a subclass's `super.init` in a patched package and the link then
    /// missed: ScanNow's `AskForCameraViewController`.)
    nonisolated public init(nibName: String?, bundle: Bundle?) { super.init() }
    /// A controller from a storyboard. There are none here, so it only makes the controller;
    /// required, as UIKit's is, so that a subclass's `required init?(coder:)` overrides it.
    public required init?(coder: NSCoder) { super.init() }

    /// The traits the controller's views are drawn with (UITraitEnvironment): the current
    /// collection's, with the style the controller forces when it forces one.
    open var traitCollection: UITraitCollection {
        let current = UITraitCollection.current
        guard overrideUserInterfaceStyle != .unspecified else { return current }
        return current.modifyingTraits { $0[UITraitUserInterfaceStyle.self] = overrideUserInterfaceStyle }
    }
    /// Called when the traits change; they never change in a still. Empty, as UIKit's.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Makes the view; a plain `UIView` unless overridden.
    open func loadView() { loadedView = UIView() }
    /// Called after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears; never in a still.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears; never in a still.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; never in a still.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears; never in a still.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Presents another controller; nothing is presented in a still.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Dismisses the presented controller; inert.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {}
    /// Called when moved to a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before moving to a parent (`nil`: before removal), as when a hosting controller
    /// is embedded as a child.
    open func willMove(toParent parent: UIViewController?) {}
    /// Removes the controller from its parent; it has none here.
    open func removeFromParent() {}
    /// The parent controller; none, as `addChild` keeps no hierarchy.
    open var parent: UIViewController? { nil }
    /// The child controllers; none kept.
    open var children: [UIViewController] { [] }
}

/// A window; there are none outside a running app.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The root controller.
    open var rootViewController: UIViewController?
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// A window of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// A window in `windowScene`, as a scene delegate makes one.
    nonisolated public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }
    /// Shows the window; there is no screen, so nothing is shown.
    open func makeKeyAndVisible() {}
    /// Whether the window is the key window; none is.
    open var isKeyWindow: Bool { false }
    /// An `UIWindow` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A blur effect, for the `UIVisualEffectView` representable many apps carry.
open class UIVisualEffect: @unchecked Sendable {}
// @unchecked: effects are immutable.

/// A blur of a style: UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's blur styles.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    /// The style.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}

/// A view that shows a visual effect: UIKit's `UIVisualEffectView`.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// The view to add content to.
    open var contentView: UIView { self }
    /// A view showing `effect`.
    nonisolated public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    /// An `UIVisualEffectView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
