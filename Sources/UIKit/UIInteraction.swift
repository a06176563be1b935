import SwatchRaster

/// Something a view owns that reacts to the user (a context menu, a drag): UIKit's
/// `UIInteraction`. A view keeps what is added to it and tells each one when it moves on or
/// off, as UIKit does; nothing is touched in a still, so an interaction never fires.
@MainActor @preconcurrency
public protocol UIInteraction: NSObjectProtocol {
    /// The view that owns the interaction.
    var view: UIView? { get }
    /// Called before a view adds the interaction (`view`) or removes it (nil).
    func willMove(to view: UIView?)
    /// Called after a view added the interaction (`view`) or removed it (nil).
    func didMove(to view: UIView?)
}
