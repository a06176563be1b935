/// A font description: a text style or an explicit size, with weight, design and italic.
/// Resolved to a real face through fontconfig only when text is laid out.
public struct Font: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case points(CGFloat)
        /// A size that scales with a text style's Dynamic Type curve (`custom(_:size:relativeTo:)`).
        case relative(CGFloat, TextStyle)
    }
    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var width: Width?
    var leading: Leading?
    var isMonospaced = false
    var hasMonospacedDigits = false
    /// A family named by `Font.custom`; `nil` uses the environment's system font.
    var family: String?

    /// Dynamic Type text styles, with their point sizes at the Large setting (docs/ARCHITECTURE.md §7.2).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default (Large) Dynamic Type setting.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Stroke thickness, as an OpenType weight class (100…900).
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class this weight maps to.
        public let value: Int
        /// Class 100 (OpenType's Thin), the lightest; a family without it uses its nearest face.
        public static let ultraLight = Weight(value: 100)
        /// Class 200 (OpenType's Extra Light), despite the name.
        public static let thin = Weight(value: 200)
        /// Class 300.
        public static let light = Weight(value: 300)
        /// Class 400, the default of every text style but `headline`.
        public static let regular = Weight(value: 400)
        /// Class 500.
        public static let medium = Weight(value: 500)
        /// Class 600, the default of `headline`.
        public static let semibold = Weight(value: 600)
        /// Class 700, what `bold()` applies.
        public static let bold = Weight(value: 700)
        /// Class 800 (OpenType's Extra Bold).
        public static let heavy = Weight(value: 800)
        /// Class 900, the heaviest.
        public static let black = Weight(value: 900)
    }

    /// Font design; on Linux each maps to a family (serif, monospaced) of the system font.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// 34 pt: text styles keep their Large Dynamic Type sizes here, with no scaling.
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// 28 pt.
    public static let title = Font(size: .style(.title))
    /// 22 pt.
    public static let title2 = Font(size: .style(.title2))
    /// 20 pt.
    public static let title3 = Font(size: .style(.title3))
    /// 17 pt semibold: body size, heavier.
    public static let headline = Font(size: .style(.headline))
    /// 15 pt.
    public static let subheadline = Font(size: .style(.subheadline))
    /// 17 pt, what `Text` uses when no font is set.
    public static let body = Font(size: .style(.body))
    /// 16 pt.
    public static let callout = Font(size: .style(.callout))
    /// 13 pt.
    public static let footnote = Font(size: .style(.footnote))
    /// 12 pt.
    public static let caption = Font(size: .style(.caption))
    /// 11 pt.
    public static let caption2 = Font(size: .style(.caption2))

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .points(size), weight: weight, design: design)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// A named family found by fontconfig, scaling with `body` as in SwiftUI.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: .relative(size, .body), family: name)
    }

    /// A named family that scales with a text style's Dynamic Type curve.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(size: .relative(size, style), family: name)
    }

    /// A named family at a size that never scales with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: .points(fixedSize), family: name)
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font in italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Point size at the default (Large) Dynamic Type size.
    var pointSize: CGFloat { pointSize(at: .large) }

    /// Point size at a Dynamic Type size: text styles follow Apple's table
    /// (`DynamicTypeSize.pointSize(of:)`), relative sizes scale by their style's ratio to
    /// Large, fixed sizes stay.
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let points = requestedPointSize(at: dynamicTypeSize)
        guard points.isFinite, points > 0 else { return Font.defaultSizeForInvalid(points, size) }
        return points
    }

    /// Core Text's size for a font asked for at 0 points: "If 0.0 is specified, the default
    /// font size of 12.0 is used" (`CTFontCreateWithName`). A NaN, negative or infinite size
    /// gets it too, with a warning (§5.21): text of no size, or of infinite size, has no picture.
    static let defaultPointSize: CGFloat = 12

    private static func defaultSizeForInvalid(_ points: CGFloat, _ size: Size) -> CGFloat {
        let call: String
        switch size {
        case .style: call = "Font"
        case .points(let value): call = "Font.system(size: \(value))"
        case .relative(let value, _): call = "Font.custom(size: \(value))"
        }
        DegenerateGeometry.warn(call, "invalid font size (zero, negative or non-finite)", "drawn at 12 pt")
        return defaultPointSize
    }

    /// The size asked for, before the check for a usable one.
    private func requestedPointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        switch size {
        case .style(let style): return dynamicTypeSize.pointSize(of: style)
        case .points(let points): return points
        case .relative(let points, let style):
            if dynamicTypeSize == .large { return points }
            return points * dynamicTypeSize.pointSize(of: style) / style.pointSize
        }
    }

    /// Weight class after applying the text style's default.
    var resolvedWeight: Int {
        if let weight { return weight.value }
        if case .style(let style) = size { return style.defaultWeight.value }
        return 400
    }
}

/// Where the system font comes from on Linux: a fontconfig family or a font file.
public enum FontSource: Hashable, Sendable {
    case family(String)
    case file(String)

    /// The system font on this machine: SF Pro when fontconfig has it, else Inter
    /// (`fonts-inter`, closest to iOS's measured widths), else DejaVu Sans (§7.2).
    public static let `default` = FontSource.family(defaultFamily)

    /// The family `default` names, for option defaults that take a family name
    /// (`--font`, `SheetOptions.font`).
    public static var defaultFamily: String { SystemFont.defaultFamily }
}
