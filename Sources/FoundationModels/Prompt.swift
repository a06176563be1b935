/// A prompt from a person to the model. Kept as text, so code that builds one runs as on a
/// device; no model ever reads it here.
public struct Prompt: Sendable, CustomStringConvertible {
    let parts: [String]

    init(parts: [String]) { self.parts = parts }

    /// A prompt from a string or any other prompt-representable value.
    public init(_ content: some PromptRepresentable) { self = content.promptRepresentation }

    /// A prompt from a builder closure, whose lines join with newlines.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }

    /// The prompt's text.
    public var description: String { parts.joined(separator: "\n") }
}

/// A value that can stand in a prompt.
public protocol PromptRepresentable {
    /// This value as a prompt.
    @PromptBuilder var promptRepresentation: Prompt { get }
}

extension Prompt: PromptRepresentable {
    /// The prompt itself.
    public var promptRepresentation: Prompt { self }
}

extension String: PromptRepresentable {
    /// The string as the prompt's text.
    public var promptRepresentation: Prompt { Prompt(parts: [self]) }
}

/// Builds a `Prompt` from lines, conditions and loops, as SwiftUI builds views.
@resultBuilder
public struct PromptBuilder {
    /// A line: any prompt-representable value.
    public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt { expression.promptRepresentation }
    /// A line that is already a prompt.
    public static func buildExpression(_ expression: Prompt) -> Prompt { expression }
    /// The lines in order.
    public static func buildBlock(_ components: Prompt...) -> Prompt { Prompt(parts: components.flatMap(\.parts)) }
    /// The lines of a `for` loop.
    public static func buildArray(_ prompts: [Prompt]) -> Prompt { Prompt(parts: prompts.flatMap(\.parts)) }
    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(parts: []) }
    /// The `if` branch.
    public static func buildEither(first component: Prompt) -> Prompt { component }
    /// The `else` branch.
    public static func buildEither(second component: Prompt) -> Prompt { component }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ prompt: Prompt) -> Prompt { prompt }
}
