import SwatchRaster

/// A one-line text field: UIKit's `UITextField`. A representable wrapping one draws its text,
/// or its placeholder in `placeholderText` gray, in its font and alignment, inside the border
/// its `borderStyle` names (docs/ARCHITECTURE.md §2.7). Nothing is typed in a still.
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInputTraits {
    /// The border a field draws: UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezeled rectangle.
        case bezel
        /// The rounded rectangle of standard forms.
        case roundedRect
    }
    /// When an overlay view shows: UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended: UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// The text; nil by default.
    open var text: String? {
        get { storedText ?? storedAttributedText?.string }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }
    /// The styled text.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = nil
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder ?? storedAttributedPlaceholder?.string }
        set {
            storedPlaceholder = newValue
            storedAttributedPlaceholder = nil
        }
    }
    /// The styled placeholder; a `.foregroundColor` attribute colors it.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? storedPlaceholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            storedPlaceholder = nil
        }
    }
    private var storedPlaceholder: String?
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The font of the text and the placeholder; the body style by default, as UIKit's.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// The text color; `label` when nil.
    open var textColor: UIColor?
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The border; none by default, as UIKit's.
    open var borderStyle: BorderStyle = .none
    /// The attributes applied to the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// When the clear button shows; never by default.
    open var clearButtonMode: ViewMode = .never
    /// Whether editing clears the field.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking.
    open var minimumFontSize: CGFloat = 0
    /// The object told about editing.
    open weak var delegate: (any UITextFieldDelegate)?
    /// A view at the leading edge.
    open var leftView: UIView?
    /// When the leading view shows.
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge.
    open var rightView: UIView?
    /// When the trailing view shows.
    open var rightViewMode: ViewMode = .never
    /// The image behind the text when the border style is none.
    open var background: UIImage?
    /// Whether the field is being edited; never in a still.
    open var isEditing: Bool { false }
    private var accessory: UIView?
    private var input: UIView?
    /// A view above the keyboard, such as a toolbar with a Done button.
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
    /// A view shown instead of the keyboard, such as a picker.
    override open var inputView: UIView? {
        get { input }
        set { input = newValue }
    }

    // UITextInputTraits
    /// The keyboard kind.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// How letters are capitalized.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether words are corrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the text is hidden as bullets.
    open var isSecureTextEntry = false
    /// What the field holds, for AutoFill.
    open var textContentType: UITextContentType!
    /// Whether return is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// The keyboard's appearance.
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// A field of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Asks to edit; refused in a still (no keyboard).
    @discardableResult override open func becomeFirstResponder() -> Bool { false }
    /// Ends editing.
    @discardableResult override open func resignFirstResponder() -> Bool { true }
    /// The rectangle of the text inside `bounds`.
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the placeholder inside `bounds`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the text while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// An `UITextField` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a text field tells its delegate: UIKit's `UITextFieldDelegate`. Each method is an
/// Objective-C optional on iOS; Linux has no `@objc optional`, so each has a default doing
/// what iOS does without it.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a typed change may apply.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether return is handled.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does when only that is implemented.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    /// Yes.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Yes.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
