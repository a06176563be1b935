import Foundation

/// Appearance proxies: UIKit's `UIAppearance`, behind `UITableView.appearance().backgroundColor
/// = .clear` (the line SwiftUI apps wrote before `scrollContentBackground(_:)` to clear a
/// List's background) and `UIScrollView.appearance().bounces = false`. On iOS a proxy's
/// settings apply to every view of the class made later. Here the engine draws lists, scroll
/// views and text editors itself and never makes those UIKit views, so the proxy is one
/// instance of the class that keeps what is set, read by nothing
/// (docs/ARCHITECTURE.md §2.7).
public protocol UIAppearance: AnyObject {}

/// A type whose instances may contain views styled by a proxy: UIKit's
/// `UIAppearanceContainer`.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The class's proxy: one instance per class, made on first use.
    nonisolated public static func appearance() -> Self { AppearanceProxies.proxy(of: Self.self) }
    /// The class's proxy inside `containerTypes`; the same single proxy, as nothing applies it.
    nonisolated public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: Self.self)
    }
}

/// The proxies made so far, one per class.
enum AppearanceProxies {
    private static let lock = NSLock()
    // Guarded by `lock`; the views are only touched by the app's (main-actor) code.
    nonisolated(unsafe) private static var made: [ObjectIdentifier: UIView] = [:]

    /// How each UIKit class is made, since Swift makes an instance of a dynamic class only
    /// through a `required` initializer and UIKit's `init(frame:)` is not one.
    nonisolated(unsafe) private static let makers: [ObjectIdentifier: () -> UIView] = [
        ObjectIdentifier(UIView.self): { UIView(frame: .zero) },
        ObjectIdentifier(UIScrollView.self): { UIScrollView(frame: .zero) },
        ObjectIdentifier(UITableView.self): { UITableView(frame: .zero, style: .plain) },
        ObjectIdentifier(UITableViewCell.self): { UITableViewCell(style: .default, reuseIdentifier: nil) },
        ObjectIdentifier(UITextView.self): { UITextView(frame: .zero) },
        ObjectIdentifier(UITextField.self): { UITextField(frame: .zero) },
        ObjectIdentifier(UILabel.self): { UILabel(frame: .zero) },
        ObjectIdentifier(UIButton.self): { UIButton(frame: .zero) },
        ObjectIdentifier(UISearchBar.self): { UISearchBar(frame: .zero) },
        ObjectIdentifier(UIImageView.self): { UIImageView(frame: .zero) },
        ObjectIdentifier(UIStackView.self): { UIStackView(frame: .zero) },
        ObjectIdentifier(UISwitch.self): { UISwitch(frame: .zero) },
        ObjectIdentifier(UIActivityIndicatorView.self): { UIActivityIndicatorView(frame: .zero) },
        ObjectIdentifier(UINavigationBar.self): { UINavigationBar(frame: .zero) },
        ObjectIdentifier(UITabBar.self): { UITabBar(frame: .zero) },
    ]

    static func proxy<T: UIView>(of type: T.Type) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(type)
        if let existing = made[key] as? T { return existing }
        guard let make = makers[key], let proxy = make() as? T else {
            fatalError("\(type).appearance(): appearance proxies exist here for UIKit's own view classes only; style the view where it is made instead")
        }
        made[key] = proxy
        return proxy
    }
}
