import SwatchRaster

/// Returns the view controller a context menu previews: UIKit's
/// `UIContextMenuContentPreviewProvider`; nil asks for the system's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// Returns a context menu's actions, given those the responder chain suggests: UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// A context menu's content, as a delegate returns it: UIKit's `UIContextMenuConfiguration`.
/// No menu is shown on Linux, so the providers are kept and never run by the system.
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identity: what was given, or a new `NSUUID` as UIKit makes one when
    /// given nil.
    public let identifier: any NSCopying
    /// The preview's provider, kept for tests (`@_spi(SwatchRaster)`): Apple's is private.
    @_spi(SwatchRaster) public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The menu's provider, kept for tests (`@_spi(SwatchRaster)`): Apple's is private.
    @_spi(SwatchRaster) public let actionProvider: UIContextMenuActionProvider?

    init(configurationIdentifier identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
         actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// A configuration with Apple's defaults: a generated identifier, the system's preview and
    /// no menu.
    public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init(configurationIdentifier: identifier, previewProvider: previewProvider, actionProvider: actionProvider)
    }
}
