import SwatchRaster

/// What a long press on a view asks for: UIKit's `UIContextMenuInteractionDelegate`. Its
/// optional methods (previews, will-display, will-end) are the conforming type's own, as
/// nothing calls them.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for a press at `location` in the interaction's view; nil for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// The context menu a long press opens: UIKit's `UIContextMenuInteraction` (iOS 13). Apps add
/// one to an annotation or a cell (Critical Maps' ride marker); nobody presses in a still, so
/// the delegate is kept and never asked, and no menu is shown.
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Who provides the menu; held weakly, as UIKit does.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction was added to; set by `UIView.addInteraction(_:)`.
    open private(set) weak var view: UIView?

    /// An interaction whose menus `delegate` provides.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before a view adds or removes the interaction; nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Keeps the view that now owns the interaction (nil once removed).
    open func didMove(to view: UIView?) { self.view = view }
    /// Where the press is in `view`: the origin, as nothing is pressed in a still.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Dismisses the menu; none is ever shown.
    open func dismissMenu() {}
}
