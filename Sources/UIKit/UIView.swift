import SwatchRaster

// The minimal UIKit view hierarchy that `UIViewRepresentable` and
// `UIViewControllerRepresentable` code compiles against. Nothing here draws: SwiftUI draws a
// representable as a labelled placeholder of the size layout gives it (docs/ARCHITECTURE.md
// §2.7), since a UIKit view needs a window server that Linux does not have.

/// UIKit's responder: the base of views and view controllers.
@MainActor @preconcurrency
open class UIResponder {
    /// A responder.
    nonisolated public init() {}
    /// Whether it can become first responder; nothing can in a still.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become first responder; refused.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder; there is nothing to give up.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// UIKit's view: a frame, a background color and subviews, kept for code that sets them.
@MainActor @preconcurrency
open class UIView: UIResponder {
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
    /// The tint for templates and controls.
    open var tintColor: UIColor!
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
    /// A number to find the view by.
    open var tag = 0
    /// The transform applied to the view.
    open var transform: CGAffineTransform = .identity

    /// A view with `frame`.
    nonisolated public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// A view with a zero frame.
    nonisolated public convenience override init() { self.init(frame: .zero) }

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
open class UIViewController: UIResponder {
    private var loadedView: UIView?
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
    /// The controller presented over this one; none.
    open var presentedViewController: UIViewController? { nil }
    /// The size the controller would like when presented.
    open var preferredContentSize: CGSize = .zero

    /// A controller.
    nonisolated public override init() { super.init() }
    /// A controller from a nib; there are no nibs here, so this is `init()`.
    nonisolated public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

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
}

/// A text label view, for representables that wrap one.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font.
    open var font: UIFont!
    /// The text color.
    open var textColor: UIColor!
    /// Lines allowed; 0 for any number.
    open var numberOfLines = 1
}

/// An image view, for representables that wrap one.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// A view of `image`.
    nonisolated public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    /// A view of no image with `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
}

/// A spinner, for representables that wrap one.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// The style.
    open var style: Style
    /// The spinner's color.
    open var color: UIColor!
    /// Whether it is spinning.
    open private(set) var isAnimating = false
    /// A spinner of `style`.
    nonisolated public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    /// Starts spinning (a still shows one frame).
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
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
}

/// The system share sheet, as apps present it through a representable.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// A share sheet for `activityItems`.
    nonisolated public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init() }
}

/// A custom share-sheet activity.
open class UIActivity {}
