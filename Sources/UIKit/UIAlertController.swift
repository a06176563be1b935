import SwatchRaster

/// An alert or action sheet made the UIKit way (Clendar's event deletion, LeitnerBox's
/// rename prompt). Presenting draws nothing in a still, as any presentation; the controller
/// keeps its title, message, actions and text fields so code that builds one works on.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The style it was made with.
    public let preferredStyle: Style
    /// The descriptive text under the title.
    open var message: String?
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn emphasized; must be one of `actions`.
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    /// The text fields of an alert, in the order added; nil when it has none, as UIKit's.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// An alert controller with a title, a message and a style.
    nonisolated public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        MainActor.assumeIsolated {
            self.title = title
            self.message = message
        }
    }

    /// Adds an action (a button).
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert; UIKit allows them only on `.alert`, and so does this.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }
    /// An alert from an archive; there are none here, so it is an empty alert.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }
}

/// A button of an alert controller.
@MainActor @preconcurrency
open class UIAlertAction {
    /// How the button is drawn.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    /// Called when the button is tapped; never in a still.
    nonisolated(unsafe) let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and what tapping it does.
    nonisolated public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
