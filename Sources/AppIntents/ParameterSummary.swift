import Foundation
import SwatchRaster

/// The sentence Shortcuts shows for an intent: AppIntents' `ParameterSummary`.
public protocol ParameterSummary: Sendable {}

/// A summary sentence with parameters in it, `Summary("Add \(\.$count) items")` inside an
/// intent: AppIntents' `IntentParameterSummary`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, with `${name}` where a parameter goes ("" without a sentence).
    public let text: String

    /// No sentence.
    public init() { text = "" }
    /// A sentence.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) { text = summary.text }
    /// A sentence, with the parameters Shortcuts lists under it.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil, @ParameterSummaryKeyPathsBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        text = summary.text
    }
}

/// The sentence of a summary: AppIntents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let text: String
    /// A sentence of a literal.
    public init(stringLiteral value: String) { text = value }
    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An empty sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal words.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A parameter, `\(\.$count)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// Lists the parameters under a summary: key paths to `$` parameters.
@resultBuilder
public enum ParameterSummaryKeyPathsBuilder<Intent: AppIntent> {
    /// One parameter.
    public static func buildExpression<Value>(_ expression: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [expression] }
    /// The parameters in order.
    public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { components.flatMap { $0 } }
}
