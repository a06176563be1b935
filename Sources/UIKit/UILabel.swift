import SwatchRaster

/// A text label: UIKit's `UILabel`. A representable wrapping one draws its text with the
/// engine in the label's font, color, alignment and line limit (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text; setting it replaces the attributed text, as UIKit does.
    open var text: String? {
        get { storedText ?? storedAttributedText?.string }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }
    /// The styled text; its string is drawn in the label's font and color.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = nil
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// The font; the 17 pt system font by default, as UIKit's (nil resets it).
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }
    private var storedFont: UIFont?
    /// The text color; `label` by default (nil resets it).
    open var textColor: UIColor! {
        get { storedColor ?? UIColor.label }
        set { storedColor = newValue }
    }
    private var storedColor: UIColor?
    /// The alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural
    /// Lines allowed; 0 for any number.
    open var numberOfLines = 1
    /// How a line too long for the width ends.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks so the text fits the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps at when laid out by Auto Layout.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label draws dimmed as disabled.
    open var isEnabled = true
    /// The text color when highlighted.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted.
    open var isHighlighted = false

    /// A label of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// An `UILabel` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
