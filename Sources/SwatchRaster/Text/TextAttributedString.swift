import Foundation

extension AttributeScopes {
    /// SwiftUI's attribute scope for `AttributedString` (Foundation on Linux has none), so
    /// `string.foregroundColor = .red` and `string.font = .headline` compile and draw as on a
    /// Mac. The attributes `Text` reads: font, foreground and background color, underline and
    /// strikethrough style, kerning, tracking and baseline offset, and the Markdown
    /// `inlinePresentationIntent` (Foundation on Linux has none; §7.15).
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text color.
        public let foregroundColor: ForegroundColorAttribute
        /// A fill behind the run's line box.
        public let backgroundColor: BackgroundColorAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Points after each character.
        public let kern: KerningAttribute
        /// Points after each character.
        public let tracking: TrackingAttribute
        /// Points the run is raised by.
        public let baselineOffset: BaselineOffsetAttribute
        /// Markdown's inline style: bold, italic, code, strikethrough.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's own attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            /// A `Font`.
            public typealias Value = Font
            /// The key's name.
            public static let name = "SwiftUI.Font"
        }
        /// The text color of a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A `Color`.
            public typealias Value = Color
            /// The key's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The background color of a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A `Color`.
            public typealias Value = Color
            /// The key's name.
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The underline of a run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A `Text.LineStyle`.
            public typealias Value = Text.LineStyle
            /// The key's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// The strikethrough of a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A `Text.LineStyle`.
            public typealias Value = Text.LineStyle
            /// The key's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The kerning of a run.
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The key's name.
            public static let name = "SwiftUI.Kern"
        }
        /// The tracking of a run.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The key's name.
            public static let name = "SwiftUI.Tracking"
        }
        /// The baseline offset of a run.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The key's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's scope, as `AttributeScopes.swiftUI`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor`, `string.font`, … through SwiftUI's scope.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// Reads an `AttributedString`'s runs into text pieces with their styling.
enum TextAttributedString {
    typealias Scope = AttributeScopes.SwiftUIAttributes

    static func pieces(of string: AttributedString) -> [(String, TextAttributes)] {
        string.runs.map { run in
            var attributes = TextAttributes()
            attributes.font = run[Scope.FontAttribute.self]
            attributes.color = run[Scope.ForegroundColorAttribute.self]
            attributes.background = run[Scope.BackgroundColorAttribute.self]
            if let line = run[Scope.UnderlineStyleAttribute.self] {
                attributes.underline = Text.Decoration(isActive: true, pattern: line.pattern, color: line.color)
            }
            if let line = run[Scope.StrikethroughStyleAttribute.self] {
                attributes.strikethrough = Text.Decoration(isActive: true, pattern: line.pattern, color: line.color)
            }
            attributes.kerning = run[Scope.KerningAttribute.self]
            attributes.tracking = run[Scope.TrackingAttribute.self]
            attributes.baselineOffset = run[Scope.BaselineOffsetAttribute.self]
            // Markdown: the same styling as a literal's (§7.15); explicit attributes win.
            var markdown = InlineMarkdown.Style()
            if let intent = run[Scope.InlinePresentationIntentAttribute.self] {
                markdown.strong = intent.contains(.stronglyEmphasized)
                markdown.emphasis = intent.contains(.emphasized)
                markdown.code = intent.contains(.code)
                markdown.strikethrough = intent.contains(.strikethrough)
            }
            if attributes.color == nil { markdown.link = run.link }
            attributes = attributes.filled(from: markdown.textAttributes)
            return (String(string[run.range].characters), attributes)
        }
    }
}
