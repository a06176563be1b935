import SwatchRaster

/// UIKit's navigation controller: a stack of view controllers. Apps make one in factories and
/// representables (ScanNow's scanner, measured); in a still nothing is pushed or popped with
/// animation, so the stack is just kept, and a representable of it draws its top controller's
/// view when that view is one of those drawn (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one, as nothing is presented in a still.
    open var visibleViewController: UIViewController? { viewControllers.last }
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    private var madeBar: UINavigationBar?
    /// The controller's bar, made on first use; what is set on it is kept, and the engine
    /// draws SwiftUI's bars itself.
    open var navigationBar: UINavigationBar {
        if let madeBar { return madeBar }
        let bar = UINavigationBar(frame: .zero)
        madeBar = bar
        return bar
    }

    /// A stack of `rootViewController`.
    nonisolated public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        MainActor.assumeIsolated { viewControllers = [rootViewController] }
    }
    /// An empty stack.
    nonisolated public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    /// The top controller's view, so that a representable of the stack draws what it shows.
    open override func loadView() { view = topViewController?.view ?? UIView() }
    /// Pushes `viewController`; kept, not animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    /// Pops the top controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    /// Pops to the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// An `UINavigationController` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
