/// What the developer tells the model about its role. Kept as text, so a session built with
/// instructions records them in its transcript as on a device.
public struct Instructions: Sendable, CustomStringConvertible {
    let parts: [String]

    init(parts: [String]) { self.parts = parts }

    /// Instructions from a string or any other instructions-representable value.
    public init(_ content: some InstructionsRepresentable) { self = content.instructionsRepresentation }

    /// Instructions from a builder closure, whose lines join with newlines.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }

    /// The instructions' text.
    public var description: String { parts.joined(separator: "\n") }
}

/// A value that can stand in instructions.
public protocol InstructionsRepresentable {
    /// This value as instructions.
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

extension Instructions: InstructionsRepresentable {
    /// The instructions themselves.
    public var instructionsRepresentation: Instructions { self }
}

extension String: InstructionsRepresentable {
    /// The string as the instructions' text.
    public var instructionsRepresentation: Instructions { Instructions(parts: [self]) }
}

/// Builds `Instructions` from lines, conditions and loops.
@resultBuilder
public struct InstructionsBuilder {
    /// A line: any instructions-representable value.
    public static func buildExpression(_ expression: some InstructionsRepresentable) -> Instructions { expression.instructionsRepresentation }
    /// A line that is already instructions.
    public static func buildExpression(_ expression: Instructions) -> Instructions { expression }
    /// The lines in order.
    public static func buildBlock(_ components: Instructions...) -> Instructions { Instructions(parts: components.flatMap(\.parts)) }
    /// The lines of a `for` loop.
    public static func buildArray(_ instructions: [Instructions]) -> Instructions { Instructions(parts: instructions.flatMap(\.parts)) }
    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ instructions: Instructions?) -> Instructions { instructions ?? Instructions(parts: []) }
    /// The `if` branch.
    public static func buildEither(first component: Instructions) -> Instructions { component }
    /// The `else` branch.
    public static func buildEither(second component: Instructions) -> Instructions { component }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ instructions: Instructions) -> Instructions { instructions }
}
