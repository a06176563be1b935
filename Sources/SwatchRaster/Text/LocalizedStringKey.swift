import Foundation

/// The key of a localized string, made from a string literal, as in SwiftUI: `Text("Hello")`
/// and `Text("Pi is \(pi, specifier: "%.1f")")` create one. The key is the literal with
/// each interpolation replaced by its format specifier (`%@`, `%lld`, `%.1f`, …); the values
/// are formatted when the text is resolved, for the environment's locale and time zone.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        /// A value formatted for an environment; `description` is its identity for `==`.
        case value(specifier: String, description: String, format: (EnvironmentValues) -> String)
        /// A `Text` interpolated with its own styling.
        case text(Text)
    }

    let segments: [Segment]
    /// The lookup key: the literals with a format specifier for each value.
    let key: String

    /// A key for `value` exactly, with no interpolations.
    public init(_ value: String) {
        segments = [.literal(value)]
        key = value
    }

    /// A key from a literal with no interpolations.
    public init(stringLiteral value: String) { self.init(value) }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
    }

    /// Equal when the key and the interpolated values are equal.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.identity == rhs.identity
    }

    private var identity: [String] {
        segments.map { segment in
            switch segment {
            case .literal(let string): return "L" + string
            case .value(_, let description, _): return "V" + description
            case .text(let text): return "T\(text.runs.count)" + text.runs.map { "\($0.content)" }.joined()
            }
        }
    }

    /// The text pieces this key shows: the bundle's translation if it has one (values put in
    /// its specifiers in order), else the literal with each value formatted. The literal or
    /// translation is read as inline Markdown (§7.15), as SwiftUI does; the values are not:
    /// they are put into the parsed runs afterwards, taking the styling around them.
    func pieces(in environment: EnvironmentValues, tableName: String?, bundle: Bundle?) -> [(String, TextAttributes)] {
        var format = ""
        var values: [[(String, TextAttributes)]] = []
        for segment in segments {
            switch segment {
            case .literal(let string): format += string
            case .value(_, _, let value):
                values.append([(value(environment), TextAttributes())])
                format.append(InlineMarkdown.placeholder)
            case .text(let text):
                values.append(text.runs.flatMap { run in
                    run.content.pieces(in: environment).map { ($0.0, $0.1.filled(from: run.attributes)) }
                })
                format.append(InlineMarkdown.placeholder)
            }
        }
        // A plural variation of a string catalog is chosen by the first whole-number value.
        let count = values.lazy.compactMap { Int($0.map(\.0).joined()) }.first
        if let translated = StringCatalog.localized(key, table: tableName, bundle: bundle,
                                                    language: StringCatalog.language(of: environment.locale), count: count),
           translated != key, !translated.isEmpty {
            format = values.isEmpty ? translated : LocalizedStringKey.substitute(translated) { String(InlineMarkdown.placeholder) }
        }
        var pieces: [(String, TextAttributes)] = []
        var next = 0
        for (string, style) in InlineMarkdown.parse(format) {
            let attributes = style.textAttributes
            var parts = string.split(separator: InlineMarkdown.placeholder, omittingEmptySubsequences: false)[...]
            pieces.append((String(parts.removeFirst()), attributes))
            for part in parts {
                if next < values.count {
                    pieces += values[next].map { ($0.0, $0.1.filled(from: attributes)) }
                }
                next += 1
                pieces.append((String(part), attributes))
            }
        }
        // Adjacent pieces with the same styling join, so a plain key is one run as before.
        var merged: [(String, TextAttributes)] = []
        for piece in pieces where !piece.0.isEmpty {
            if let last = merged.last, last.1 == piece.1 {
                merged[merged.count - 1].0 += piece.0
            } else {
                merged.append(piece)
            }
        }
        return merged.isEmpty ? [("", TextAttributes())] : merged
    }

    /// Replaces each printf specifier in `format` (and `%%` by `%`) with `next()`.
    static func substitute(_ format: String, next: () -> String) -> String {
        var out = ""
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { out.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); out += "%"; continue }
            // Flags, width, precision, position and length, then the conversion letter.
            while let c = scalars.first, !CharacterSet.letters.contains(c) || "hlqLzjt".unicodeScalars.contains(c) {
                scalars.removeFirst()
            }
            if !scalars.isEmpty { scalars.removeFirst() }
            out += next()
        }
        return out
    }

    /// Collects the literal and interpolated parts of a `LocalizedStringKey` literal. The
    /// `appendInterpolation` overloads are SwiftUI's.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""

        /// Space for a literal of the given size.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            segments.append(.literal(literal))
        }

        mutating func appendValue(specifier: String, description: String, _ format: @escaping (EnvironmentValues) -> String) {
            key += specifier
            segments.append(.value(specifier: specifier, description: description, format: format))
        }

        /// Appends a string as is (key specifier `%@`).
        public mutating func appendInterpolation(_ string: String) {
            appendValue(specifier: "%@", description: string) { _ in string }
        }

        /// Appends a number formatted with its default specifier (`%lld`, `%lf`, …).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a number formatted with a printf `specifier`, e.g. `"%.1f"`, for the
        /// environment's locale.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let argument = value._arg
            appendValue(specifier: specifier, description: "\(specifier)|\(argument)") { environment in
                String(format: specifier, locale: environment.locale, arguments: [argument])
            }
        }

        /// Appends a value formatted by a Foundation `FormatStyle` in the environment's locale
        /// (and time zone and calendar, for dates).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
                        appendValue(specifier: "%@", description: "\(TextFormatting.identity(input))|\(format)") { environment in
                TextFormatting.format(input, format, in: environment)
            }
        }

        /// Appends a date in one of `Text.DateStyle`'s forms.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(specifier: "%@", description: "\(date)|\(style)") { environment in
                TextFormatting.format(date, style: style, in: environment)
            }
        }

        /// Appends an object's description, or its formatting by `formatter`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
                        appendValue(specifier: "%@", description: "\(subject)") { _ in
                formatter?.string(for: subject) ?? subject.description
            }
        }

        /// Appends a Foundation value type (a `Date`, a `URL`, a `Measurement`…), formatted by
        /// `formatter` (Basic Car Maintenance writes `"\(event.date, formatter: …)"`).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(specifier: "%@", description: "\(subject)") { _ in
                formatter?.string(for: subject) ?? String(describing: subject)
            }
        }

        /// Appends a date formatted by `formatter`: Apple's `ReferenceConvertible` overload takes
        /// `Date`, which on Linux is not `ReferenceConvertible`, so it has its own.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            appendValue(specifier: "%@", description: "\(date)") { _ in
                formatter?.string(for: date) ?? String(describing: date)
            }
        }

        /// An image inside text: a system symbol drawn from the icon font at the text's
        /// size and color (`Text("\(Image(systemName: "star.fill")) 4.5")`).
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// Appends a `Text`, keeping its styling as a run of its own.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            segments.append(.text(text))
        }

        /// Appends an attributed string, keeping its runs' styling.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(Text(attributedString))
        }
    }
}

/// A value a `LocalizedStringKey` interpolation can format with a printf specifier, as in
/// SwiftUI (numbers).
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to `String(format:)`.
    associatedtype _Arg: CVarArg
    /// The value passed to `String(format:)`.
    var _arg: _Arg { get }
    /// The default specifier, e.g. `%lld` for integers.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// As a 64-bit integer.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    /// As a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    /// As a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    /// Itself.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    /// Itself.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    /// As a 64-bit unsigned integer.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    /// As a 32-bit unsigned integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    /// As a 32-bit unsigned integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    /// Itself.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    /// Itself.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    /// Itself.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    /// Itself.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    /// As a `Double`.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

