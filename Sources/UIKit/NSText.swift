import SwatchRaster

// The text layout values UIKit views take: alignment and line breaking (NSText.h and
// NSParagraphStyle.h, which UIKit provides on iOS), and paragraph styles for attributed text.

/// How lines sit between the margins: UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centered.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural side (leading).
    case natural = 4
}

/// What happens to a line too long for its width: UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at characters.
    case byCharWrapping = 1
    /// Cut off.
    case byClipping = 2
    /// An ellipsis at the start.
    case byTruncatingHead = 3
    /// An ellipsis at the end.
    case byTruncatingTail = 4
    /// An ellipsis in the middle.
    case byTruncatingMiddle = 5
}

/// A paragraph's layout settings, the value of `.paragraphStyle`: UIKit's `NSParagraphStyle`.
open class NSParagraphStyle: @unchecked Sendable {
    // @unchecked: immutable unless it is the mutable subclass, used from one thread.
    /// The alignment.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Extra space between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// How long lines break.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// A default style.
    public init() {}
}

/// A paragraph style whose settings can be changed: UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment.
    override open var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Extra space between lines.
    override open var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Space after the paragraph.
    override open var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// How long lines break.
    override open var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}

extension NSAttributedString.Key {
    /// The text's `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The fill behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `URL` or `String` the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Extra space between characters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The color of a line through the text.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A baseline shift in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// Underline and strikethrough styles: UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A style of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
