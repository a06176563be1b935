import Foundation

// Foundation's `String(localized:)` (iOS 15), which 49 of the 2,556 real SwiftUI files of the
// usage sample call (coverage/foundation-on-linux.md) and which Linux's Foundation lacks. The
// key is built as Apple builds it (an interpolated `Int` becomes `%lld`, a `Double` `%lf`,
// anything else `%@`), looked up in the bundle's string tables, and the values are put back
// in order; without a translation the interpolated text itself is the value.

extension String {
    /// A string to localize, with interpolated values: Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The lookup key, with a format specifier per value (`"%lld items"`).
        let key: String
        /// The values, formatted, in order.
        let arguments: [String]

        /// A value without interpolations.
        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        /// A value of `value`'s text, looked up as it is.
        public init(_ value: String) { self.init(stringLiteral: value) }

        /// A value built from an interpolated literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Collects the literal parts and the values of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []
            /// Space for a literal of the given size.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// A literal part (a `%` is doubled in the key, as a format string needs).
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            /// A string value (`%@`).
            public mutating func appendInterpolation(_ string: String) { append("%@", string) }
            /// An integer value (`%lld`).
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", String(value)) }
            /// A floating-point value (`%lf`).
            public mutating func appendInterpolation(_ value: Double) { append("%lf", String(format: "%lf", value)) }
            /// Any other value, by its description (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }
            /// A value formatted by `format`.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", format.format(input))
            }
            private mutating func append(_ specifier: String, _ value: String) {
                key += specifier
                arguments.append(value)
            }
        }

        /// The text: the translation of the key in `bundle` (the main bundle when nil), else
        /// the key, with the values put in.
        func resolved(table: String?, bundle: Bundle?, locale: Locale? = nil) -> String {
            filled(StringCatalog.localized(key, table: table, bundle: bundle, language: StringCatalog.language(of: locale),
                                           count: arguments.lazy.compactMap { Int($0) }.first) ?? key)
        }

        /// `format` (the key or its translation) with the values put in, in order.
        func filled(_ format: String? = nil) -> String {
            var values = arguments.makeIterator()
            return LocalizedStringKey.substitute(format ?? key) { values.next() ?? "" }
        }
    }

    /// The localized text of `keyAndValue`.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(table: table, bundle: bundle, locale: locale)
    }

    /// The localized text of `key`, or `defaultValue` without a translation.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let name = "\(key)"
        self = StringCatalog.localized(name, table: table, bundle: bundle, language: StringCatalog.language(of: locale)) ?? defaultValue.filled()
    }

    /// The localized text of `resource`.
    public init(localized resource: LocalizedStringResource) {
        if let fallback = resource.fallback {
            self = StringCatalog.localized(resource.key.key, table: resource.table, bundle: resource.bundle,
                                           language: StringCatalog.language(of: resource.locale)) ?? fallback.filled()
        } else {
            self = resource.key.resolved(table: resource.table, bundle: resource.bundle, locale: resource.locale)
        }
    }
}

/// A string to localize later, with its table and bundle: Foundation's
/// `LocalizedStringResource` (iOS 16), which Linux's Foundation lacks.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String.LocalizationValue
    let table: String?
    let bundle: Bundle?
    /// The locale the text is looked up in; a caller may set it before resolving, as
    /// Construct's compendium does for the user's language.
    public var locale: Locale
    /// The text shown where no table translates the key; the key itself unless given apart.
    var fallback: String.LocalizationValue?
    /// The default value's text.
    public var defaultValue: String.LocalizationValue { fallback ?? key }

    /// A resource of `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        key = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
    /// A resource looked up by `key`, showing `defaultValue` where no table translates it
    /// (Critical Maps' App Intents name their titles so).
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(String.LocalizationValue(stringLiteral: "\(key)"), table: table, locale: locale, bundle: bundle, comment: comment)
        fallback = defaultValue
    }
    /// A resource of a literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(stringLiteral: value)) }
    /// A resource of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}
