import Foundation

/// Structured content as a model produces it: a value, an array, or named properties. Here no
/// model produces any, but code can build content and convert `Generable` values through it.
public struct GeneratedContent: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content's shape and values.
    public enum Kind: Equatable, Sendable {
        /// No value.
        case null
        /// A Boolean.
        case bool(Bool)
        /// A number, integer or not.
        case number(Double)
        /// A string.
        case string(String)
        /// An ordered list.
        case array([GeneratedContent])
        /// Named properties, in `orderedKeys` order.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The content's shape and values.
    public var kind: Kind
    /// The generation this content belongs to, if any.
    public var id: GenerationID?

    /// Content of `kind`.
    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    /// The content of a convertible value.
    public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }

    /// The content of a convertible value, with `id`.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// An array of the elements' content.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// A structure of the properties, in the order given.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values[key] == nil { keys.append(key) }
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// The content as a value of `type`.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// The property named `property` as a value of `type`. A missing property reads as null,
    /// which only an optional accepts.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind else {
            throw Self.mismatch("a structure with '\(property)'", self)
        }
        return try Value(properties[property] ?? GeneratedContent(kind: .null))
    }

    /// The content as JSON, properties in their order.
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): return Self.quoted(value)
        case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
        case .structure(let properties, let keys):
            return "{" + keys.map { "\(Self.quoted($0)): \(properties[$0]?.jsonString ?? "null")" }.joined(separator: ", ") + "}"
        }
    }

    /// The JSON.
    public var debugDescription: String { jsonString }

    /// The error a conversion throws when the content has another shape.
    static func mismatch(_ expected: String, _ content: GeneratedContent) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "Expected \(expected), found \(content.jsonString)"))
    }

    /// `text` as a JSON string, escaped by Foundation's encoder (slashes left as they are).
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
    }
}

extension GeneratedContent: Generable {
    /// Any content: a schema with no properties.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "GeneratedContent") }
    /// The content itself.
    public init(_ content: GeneratedContent) throws { self = content }
    /// The content itself.
    public var generatedContent: GeneratedContent { self }
}
