import Foundation
import SwatchRaster

/// UIKit's description of a font by attributes, which font pickers hand back and apps turn
/// into a `UIFont` with `UIFont(descriptor:size:)` (IceCubes' font setting). It holds the
/// attributes it was given; a font made from it is found by fontconfig when text is laid out,
/// as `UIFont(name:size:)` is.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // @unchecked: like UIKit's, a descriptor is not changed once made; the `with…` methods
    // return new ones.
    /// An attribute's key: UIKit's `UIFontDescriptor.AttributeName`, with Apple's raw strings.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's key string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name ("Helvetica Neue").
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name ("HelveticaNeue-Bold").
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family ("Bold").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points, as a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    }

    /// Style traits: Core Text's symbolic trait bits, which UIKit's share.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The trait bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic (or oblique).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Tuned for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    }

    /// The attributes it was made with.
    public let fontAttributes: [AttributeName: Any]
    /// Its traits.
    public let symbolicTraits: SymbolicTraits
    /// The text style it stands for, when it came from `preferredFontDescriptor(withTextStyle:)`.
    let textStyle: UIFont.TextStyle?

    /// A descriptor of `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        symbolicTraits = []
        textStyle = nil
        super.init()
    }

    init(fontAttributes attributes: [AttributeName: Any], symbolicTraits traits: SymbolicTraits, textStyle style: UIFont.TextStyle?) {
        fontAttributes = attributes
        symbolicTraits = traits
        textStyle = style
        super.init()
    }

    /// A descriptor of the font named `fontName` (a PostScript or family name) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The PostScript name, or the family's when only a family was given; empty for none.
    open var postscriptName: String {
        (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String) ?? ""
    }

    /// The size in points; 0 when none was given (a font made from it then takes its own).
    open var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        if let size = fontAttributes[.size] as? Int { return CGFloat(size) }
        return textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 0
    }

    /// The same font at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize
        return UIFontDescriptor(fontAttributes: attributes, symbolicTraits: symbolicTraits, textStyle: textStyle)
    }

    /// The same font with `symbolicTraits` instead of its own; UIKit answers nil when the
    /// family has no such face, which fontconfig decides only at layout, so never here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(fontAttributes: fontAttributes, symbolicTraits: symbolicTraits, textStyle: textStyle)
    }

    /// The same size and traits in `newFamily`.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes, symbolicTraits: symbolicTraits, textStyle: nil)
    }

    /// The descriptor of a Dynamic Type style, at the style's size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [:], symbolicTraits: [], textStyle: style)
    }
}

extension UIFont {
    /// The font `descriptor` describes at `pointSize` points (0 keeps the descriptor's size,
    /// as in UIKit; a descriptor without one takes the body style's).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.preferredFont(forTextStyle: .body).pointSize)
        var font: Font
        if !descriptor.postscriptName.isEmpty {
            font = .custom(descriptor.postscriptName, fixedSize: size)
        } else if let style = descriptor.textStyle, pointSize <= 0 {
            font = UIFont.preferredFont(forTextStyle: style).font
        } else {
            font = .system(size: size, design: descriptor.symbolicTraits.contains(.traitMonoSpace) ? .monospaced : .default)
        }
        if descriptor.symbolicTraits.contains(.traitBold) { font = font.bold() }
        if descriptor.symbolicTraits.contains(.traitItalic) { font = font.italic() }
        self.init(font: font, pointSize: size)
    }
}
