import SwatchRaster

/// UIKit's tab bar controller: a row of root view controllers, one selected. Apps build one in
/// a representable or a scene delegate; nobody taps a tab in a still, so the selection is what
/// code sets, kept by UIKit's rules, and a representable of it draws the selected controller's
/// view when that view is one of those drawn (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// Who is told of the user's selections; kept, never told, as UIKit tells it only of taps.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The tabs' root controllers, left to right; nil by default, as UIKit's. Setting them
    /// keeps the selected controller if it is still there, else the same index if valid, else
    /// the first, as UIKit documents.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controllers the user may reorder; set with `viewControllers`, as UIKit does.
    open var customizableViewControllers: [UIViewController]?
    /// The selected tab's controller; nil until there are controllers, as UIKit's. A controller
    /// not among `viewControllers` is not selected.
    open var selectedViewController: UIViewController? {
        get { selection.flatMap { controllers?[$0] } }
        set {
            guard let newValue else { return }
            if let index = controllers?.firstIndex(where: { $0 === newValue }) { selection = index }
        }
    }
    /// The selected tab's index; `NSNotFound` while nothing is selected. An index outside the
    /// controllers is ignored.
    open var selectedIndex: Int {
        get { selection ?? NSNotFound }
        set { if let controllers, controllers.indices.contains(newValue) { selection = newValue } }
    }
    private var controllers: [UIViewController]?
    private var selection: Int?
    private var madeBar: UITabBar?
    /// The controller's bar, made on first use; what is set on it is kept, and the engine
    /// draws SwiftUI's tab bars itself.
    open var tabBar: UITabBar {
        if let madeBar { return madeBar }
        let bar = UITabBar(frame: .zero)
        madeBar = bar
        return bar
    }

    /// A controller with no tabs.
    nonisolated public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    /// The selected controller's view, so that a representable of the controller draws what
    /// it shows.
    open override func loadView() { view = selectedViewController?.view ?? UIView() }
    /// Replaces the tabs (not animated), keeping the selection by UIKit's rules.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let previousIndex = selection
        controllers = viewControllers
        customizableViewControllers = viewControllers
        guard let viewControllers, !viewControllers.isEmpty else {
            selection = nil
            return
        }
        if let previous, let index = viewControllers.firstIndex(where: { $0 === previous }) {
            selection = index
        } else if let previousIndex, viewControllers.indices.contains(previousIndex) {
            selection = previousIndex
        } else {
            selection = 0
        }
    }
    /// An `UITabBarController` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a tab bar controller tells of the user's taps: UIKit's `UITabBarControllerDelegate`,
/// with defaults in place of Objective-C optionals. Nothing is tapped in a still, and UIKit
/// does not call it for selections made in code, so it is never called.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab may be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was tapped.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Yes.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
