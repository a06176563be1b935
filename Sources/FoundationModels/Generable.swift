/// A type the model can generate: it has a schema and converts to and from
/// `GeneratedContent`. `@Generable` writes the conformance; here nothing generates values,
/// but the conversions work on content that code builds itself.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// What a stream yields while the value is incomplete; the type itself unless it says otherwise.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self

    /// The schema that would steer the model's output.
    static var generationSchema: GenerationSchema { get }
}

extension Generable where PartiallyGenerated == Self {
    /// The value itself, since it is its own partial form.
    public func asPartiallyGenerated() -> PartiallyGenerated { self }
}

/// A type that can be made from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// The value `content` describes; throws if it describes none.
    init(_ content: GeneratedContent) throws
}

/// A type that can be turned into generated content, and so into a prompt or instructions.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    /// This value as generated content.
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The content's JSON as the prompt's text.
    public var promptRepresentation: Prompt { Prompt(parts: [generatedContent.jsonString]) }
    /// The content's JSON as the instructions' text.
    public var instructionsRepresentation: Instructions { Instructions(parts: [generatedContent.jsonString]) }
}
