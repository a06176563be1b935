import SwatchRaster

/// A system or custom trait type, as `registerForTraitChanges` takes them (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// What `registerForTraitChanges` returns, to unregister with later.
public protocol UITraitChangeRegistration: Sendable {}

/// UIKit's iOS 17 trait-change registration. A still's traits never change after it is
/// drawn, so a registered handler is kept and never called; views that configure themselves
/// in it (Critical Maps' rider dots) also do so when set up, which is what a still shows.
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
    /// Stops a registration's handler from being called.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A kept registration: the traits it names.
struct TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
}

extension UITraitChangeObservable {
    /// Registers `handler` for changes of `traits`; never called in a still. Generic over the
    /// handler's environment, as UIKit's is, so a handler may name it `Self`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits.map { ObjectIdentifier($0) })
    }

    /// Registers `action` on `target` for changes of `traits`; never called in a still.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits.map { ObjectIdentifier($0) })
    }
}

extension UIView: UITraitChangeObservable {
    /// Nothing to stop: no handler is ever called.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIViewController: UITraitChangeObservable {
    /// Nothing to stop: no handler is ever called.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
