/// A tool the model can call during a response. A session here keeps its tools but never
/// calls them, since no response is ever generated.
public protocol Tool<Arguments, Output>: Sendable {
    /// The arguments the model generates for a call.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// What a call returns to the model.
    associatedtype Output: PromptRepresentable

    /// The tool's name in the prompt; the type's name unless it says otherwise.
    var name: String { get }
    /// What the tool does, in natural language.
    var description: String { get }
    /// The schema of `Arguments`.
    var parameters: GenerationSchema { get }
    /// Whether the instructions describe the arguments; true unless the tool says otherwise.
    var includesSchemaInInstructions: Bool { get }

    /// Performs the call.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
    /// True.
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    /// The arguments type's schema.
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
