import SwatchRaster

/// UIKit's font object, as SwiftUI code passes it to `Font(_:)`: a text style or a system
/// font at a size and weight, held as an engine `Font` (docs/ARCHITECTURE.md §2.7).
open class UIFont: Hashable, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The engine font this object stands for.
    public let font: Font
    /// The size in points, as UIKit reports it (a text style's size at the Large setting).
    public let pointSize: CGFloat

    /// A font for an engine `Font` of `pointSize` points.
    public init(font: Font, pointSize: CGFloat) {
        self.font = font
        self.pointSize = pointSize
    }

    /// UIKit's Dynamic Type styles (`UIFont.TextStyle.body`…).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw name, e.g. `UICTFontTextStyleBody`.
        public let rawValue: String
        /// A style from its raw name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style (SwiftUI's `.title`).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption style (SwiftUI's `.caption`).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The engine's text style of the same name; unknown raw values read as body.
        var engineStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// UIKit's font weights, as the `CGFloat` values UIKit gives them (-0.8 ultra light …
    /// 0.62 black), each mapped to the engine's OpenType weight class.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's value for the weight.
        public let rawValue: CGFloat
        /// A weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// The engine weight nearest to this one.
        var engineWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The font for a Dynamic Type text style, as UIKit's `preferredFont(forTextStyle:)`:
    /// the style's size at the Large setting, scaling with the render's Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let engine = style.engineStyle
        return UIFont(font: .system(engine), pointSize: engine.pointSize)
    }

    /// The system font at `fontSize` points and `weight`, as UIKit's
    /// `systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.engineWeight), pointSize: fontSize)
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: fontSize).italic(), pointSize: fontSize)
    }

    /// The system font at `fontSize` points and `weight` with digits of one width, for
    /// numbers that change in place (timers, counters).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: fontSize, weight: weight.engineWeight).monospacedDigit(), pointSize: fontSize)
    }

    /// The monospaced system font (SF Mono on iOS) at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.engineWeight, design: .monospaced), pointSize: fontSize)
    }

    /// A family by name at `size` points, as UIKit's `init?(name:size:)`; fontconfig finds
    /// the family (or its fallback) when text is laid out, so this never fails.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize)
    }

    /// Two fonts are equal when their engine fonts and sizes are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }
    /// Hashes the engine font and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(pointSize)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit font: `Font(UIFont.preferredFont(forTextStyle: .body))`.
    /// (Apple's takes a `CTFont`, which `UIFont` is bridged to.)
    public init(_ font: UIFont) { self = font.font }
}

extension UIFont {
    /// The font families a still can draw with: this machine's and the app's own fonts, as
    /// fontconfig lists them (on iOS, iOS's families).
    public class var familyNames: [String] { InstalledFonts.familyNames }

    /// The PostScript names of the faces of `familyName` that a still can draw with; empty
    /// for a family that is not installed here (an app's font it does not declare).
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        InstalledFonts.fontNames(forFamilyName: familyName)
    }
}
