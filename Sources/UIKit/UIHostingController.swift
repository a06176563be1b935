import Foundation
import SwatchRaster

// SwiftUI inside UIKit: `UIHostingController` and `UIHostingConfiguration`, and the app and
// scene delegates that set up a UIKit app's window around them. (Apple declares the hosting
// types in SwiftUI; here they sit beside the UIKit hierarchy they subclass, and `import
// SwiftUI` brings them along.) There is no window server, so nothing is hosted on screen:
// a hosting controller keeps its root view, and `sizeThatFits(in:)` lays it out with the
// engine, which is what code that sizes a hosted view asks for.

/// Which sizes a hosting controller keeps in step with its view: UIKit's
/// `UIHostingControllerSizingOptions` (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Keep `preferredContentSize` at the view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// Keep the view's intrinsic content size at its ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A view controller that hosts a SwiftUI view: SwiftUI's `UIHostingController`. It holds
/// `rootView`; its `view` is a plain `UIView`, since nothing draws through UIKit here.
/// Render `rootView` with `ImageRenderer` to see it.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The hosted SwiftUI view.
    public var rootView: Content
    /// Which sizes follow the view; kept, nothing resizes in a still.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// Whether the safe area reaches the hosted view; kept.
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a storyboard, hosting `rootView`; there are no storyboards here.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a storyboard without a root view: none can be made, so `nil`.
    /// Subclasses override it, as on iOS, usually calling `init(coder:rootView:)`.
    public required init?(coder aDecoder: NSCoder) { nil }

    /// The size the root view takes when offered `size`: the engine lays it out, with
    /// `UIView.layoutFittingExpandedSize`-style infinite dimensions taken as "ideal".
    /// A view that cannot be laid out measures zero.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        renderer.proposedSize = ProposedViewSize(
            width: size.width.isFinite && size.width >= 0 ? size.width : nil,
            height: size.height.isFinite && size.height >= 0 ? size.height : nil)
        guard let image = try? renderer.render() else { return .zero }
        return CGSize(width: CGFloat(image.width) / renderer.scale, height: CGFloat(image.height) / renderer.scale)
    }

    /// Asks the view to update its size; nothing resizes in a still.
    open func setNeedsUpdateConstraints() {}

    /// The hosting view, which draws `rootView` where a representable shows the controller
    /// (a page of a `UIPageViewController`, the top of a navigation stack).
    open override func loadView() {
        view = _UIHostingView { [weak self] in self.map { AnyView($0.rootView) } ?? AnyView(EmptyView()) }
    }

    // UIKit's lifecycle, overridden as SwiftUI's controller does so that subclasses override
    // them on `UIHostingController` itself; none is called in a still.

    /// Called before the view appears.
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    /// Called after the view appears.
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    /// Called before the view disappears.
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    /// Called after the view disappears.
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    /// Called before moving to a parent.
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    /// Called after moving to a parent.
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}

/// The view of a `UIHostingController`: SwiftUI content inside UIKit. SwiftUI's own class of
/// this name is generic over the content; this one keeps the content as a closure, read when
/// the view is drawn, so that it shows the controller's current `rootView`.
@MainActor @preconcurrency
public final class _UIHostingView: UIView {
    private let content: () -> AnyView
    /// A view drawing `content`.
    public init(content: @escaping () -> AnyView) {
        self.content = content
        super.init(frame: .zero)
    }
    /// The hosted SwiftUI content.
    public var hostedContent: AnyView { content() }
    /// A hosting view from an archive: nil, as `UIHostingController(coder:)` is (there are no
    /// archives here, and no content to host).
    public required init?(coder: NSCoder) { nil }
}

/// A collection or table view cell's SwiftUI content: SwiftUI's `UIHostingConfiguration`
/// (iOS 16). Kept for its content; cells are never shown.
public struct UIHostingConfiguration<Content: View, Background: View> {
    let content: Content
    let background: Background
    init(storedContent: Content, background: Background) {
        self.content = storedContent
        self.background = background
    }
    /// A configuration showing `content`.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        self.background = EmptyView()
    }
    /// The same content over `background`.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(storedContent: self.content, background: content())
    }
    /// The same content over a shape style.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, FillShapeView<Rectangle, S, EmptyView>> {
        UIHostingConfiguration<Content, FillShapeView<Rectangle, S, EmptyView>>(storedContent: content, background: Rectangle().fill(style))
    }
    /// Margins around the content; kept.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration { self }
    /// Margins around the content; kept.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration { self }
    /// The cell's minimum size; kept.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration { self }
}
