import SwatchRaster

/// A scrolling, multi-line text view: UIKit's `UITextView`. A representable wrapping one
/// draws its text from the top leading corner, inset by `textContainerInset` and the
/// container's `lineFragmentPadding`, on its background (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInputTraits {
    /// The text; empty by default.
    open var text: String! {
        get { storedText ?? storedAttributedText?.string ?? "" }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }
    /// The styled text.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText ?? "") }
        set {
            storedAttributedText = newValue
            storedText = nil
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// The font; the body style by default, as UIKit's.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// The text color; `label` when nil.
    open var textColor: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit.
    open var isEditable = true
    /// Whether the user can select.
    open var isSelectable = true
    /// The inset of the text container: 8 pt top and bottom by default, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()
    /// Which kinds of data become links.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes links are drawn with.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes typed text gets.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The selected range.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether text may be styled by the user.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text (false by default, as UIKit's). Kept; nothing is
    /// typed in a still, so the text stays as set.
    open var clearsOnInsertion = false
    // `delegate` is UIScrollView's: Swift cannot narrow a stored property's type in a
    // subclass as Objective-C does, and a `UITextViewDelegate` is a `UIScrollViewDelegate`.
    private var accessory: UIView?
    private var input: UIView?
    /// A view above the keyboard.
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }
    /// A view shown instead of the keyboard.
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
    /// Whether the text is hidden.
    open var isSecureTextEntry = false
    /// What the view holds, for AutoFill; nil by default, as UIKit's (UITextField keeps the same).
    open var textContentType: UITextContentType!

    /// A text view of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// A text view of `frame` with a container (TextKit 1).
    nonisolated public convenience init(frame: CGRect, textContainer: NSTextContainer?) { self.init(frame: frame) }
    /// Asks to edit; refused in a still (no keyboard).
    @discardableResult override open func becomeFirstResponder() -> Bool { false }
    /// Scrolls to show `range`; nothing scrolls in a still.
    open func scrollRangeToVisible(_ range: NSRange) {}
    /// An `UITextView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The area text is laid out in: UIKit's `NSTextContainer`.
open class NSTextContainer: @unchecked Sendable {
    // @unchecked: set from the main actor only.
    /// A container.
    public init() {}
    /// The padding at each end of a line: 5 pt by default, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5
    /// The container's size.
    open var size = CGSize(width: 0, height: 10_000_000)
    /// Lines allowed; 0 for any number.
    open var maximumNumberOfLines = 0
    /// How the last line breaks.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the view's.
    open var widthTracksTextView = true
    /// Whether the height follows the view's.
    open var heightTracksTextView = false
}

/// Kinds of data a text view turns into links: UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Types of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shipment tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// What a text view tells its delegate: UIKit's `UITextViewDelegate`, with defaults in place
/// of Objective-C optionals.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a typed change may apply.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Yes.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Yes.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
