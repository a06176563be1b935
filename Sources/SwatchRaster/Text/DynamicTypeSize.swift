/// A Dynamic Type size (iOS 15), from extra small to the fifth accessibility size. Text
/// styles take their point size from Apple's table for the size in the environment.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large, the largest standard size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size, the largest.
    case accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The point size of `style` at this Dynamic Type size.
    ///
    /// Source: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
    /// sizes" (one table per size, columns Style / Weight / Size / Leading), and the same values
    /// read back from `UIFont.preferredFont(forTextStyle:)` on the iOS 13.3 simulator by
    /// github.com/temoki/UIKit_DynamicType (README, "Font size change due to combination").
    /// Rows are the sizes xSmall…xxxLarge, AX1…AX5; columns the text styles in the order of
    /// `DynamicTypeSize.styleColumns`.
    public func pointSize(of style: Font.TextStyle) -> CGFloat {
        guard let column = DynamicTypeSize.styleColumns.firstIndex(of: style),
              let row = DynamicTypeSize.allCases.firstIndex(of: self) else { return style.pointSize }
        return DynamicTypeSize.table[row][column]
    }

    static let styleColumns: [Font.TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
    ]

    // largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    static let table: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11],  // large (the default)
        [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20],  // accessibility1
        [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24],  // accessibility2
        [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29],  // accessibility3
        [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34],  // accessibility4
        [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 41],  // accessibility5
    ]

    /// The name used on the command line (`--dynamic-type-size`): the case name.
    public var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// The size with this case name (case-insensitive), or `nil`.
    public init?(name: String) {
        guard let size = DynamicTypeSize.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = size
    }
}

/// The older name for Dynamic Type sizes (iOS 13), kept in step with `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium (AX1).
    case accessibilityMedium
    /// Accessibility large (AX2).
    case accessibilityLarge
    /// Accessibility extra large (AX3).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (AX4).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (AX5).
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// The category for a Dynamic Type size.
    public init?(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension ContentSizeCategory: Comparable {
    /// Categories order from extra small to the largest accessibility size.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        DynamicTypeSize(a) < DynamicTypeSize(b)
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size for a content size category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

/// A number that scales with Dynamic Type, as `@ScaledMetric var padding = 8`: its value is
/// the base value times the ratio of the related text style's size at the environment's
/// Dynamic Type size to its size at Large (the rule UIFontMetrics applies; a ratio, so
/// approximation where Apple's curve is not linear).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A value scaled like `body` text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// A value scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The scaled value (the base value before the view is resolved).
    public var wrappedValue: Value {
        let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
        guard size != .large else { return base }
        return base * Value(size.pointSize(of: textStyle)) / Value(textStyle.pointSize)
    }
}

extension ScaledMetric: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}
