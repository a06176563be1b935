import Foundation
import SwatchRaster

/// The system share sheet, as apps present it through a representable.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// The services the sheet leaves out; nil by default (none left out), as UIKit's. Kept;
    /// no sheet is shown in a still.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What the sheet calls when it is dismissed: the service chosen, whether it finished,
    /// the items it returned and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// Kept and never called: no sheet is shown, so none is dismissed, in a still.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// A share sheet for `activityItems`.
    nonisolated public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    /// A share sheet from a storyboard; it shares nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
