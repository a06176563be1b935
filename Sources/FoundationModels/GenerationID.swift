import Foundation

/// Identifies one generated value across the snapshots of a stream. Nothing streams here,
/// so it is just a unique value; as a property of a `@Generable` type it converts as a string.
public struct GenerationID: Hashable, Sendable {
    let value: String

    /// A new, unique identifier.
    public init() { value = UUID().uuidString }

    init(value: String) { self.value = value }
}

extension GenerationID: Generable {
    /// A string.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "GenerationID") }
    /// The identifier a string holds.
    public init(_ content: GeneratedContent) throws { self.init(value: try content.value(String.self)) }
    /// The identifier as a string.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(value), id: self) }
}
