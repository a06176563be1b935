import Foundation

/// The object that manages a presented controller: UIKit's `UIPresentationController`, which
/// sheets use to ask their delegate before a swipe dismisses them. A still presents nothing,
/// so the delegate is kept and never asked.
@MainActor @preconcurrency
open class UIPresentationController {
    /// The controller presented.
    public unowned let presentedViewController: UIViewController
    /// The controller it is presented from.
    public weak var presentingViewController: UIViewController?
    /// Who is asked about adapting and dismissing.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation of `presentedViewController` from `presentingViewController`.
    nonisolated public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// What a presentation asks its delegate: UIKit's `UIAdaptivePresentationControllerDelegate`.
/// Each method is an Objective-C optional on iOS; Linux has no `@objc optional`, so each has a
/// default that answers as iOS does without it.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe was refused because the sheet is modal.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Yes.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
