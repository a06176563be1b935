import Foundation

// The standard types Apple's framework makes `Generable`, so that `@Generable` types built from
// them convert. Each reads only its own kind of content and throws `decodingFailure` otherwise.

extension String: Generable {
    /// A string.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "String") }
    /// The string `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.mismatch("a string", content) }
        self = value
    }
    /// The string.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
    /// A Boolean.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "Bool") }
    /// The Boolean `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.mismatch("a Boolean", content) }
        self = value
    }
    /// The Boolean.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    /// An integer.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "Int") }
    /// The integer `content` holds; a fractional number is not one.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind, let exact = Int(exactly: value) else {
            throw GeneratedContent.mismatch("an integer", content)
        }
        self = exact
    }
    /// The integer.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "Double") }
    /// The number `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch("a number", content) }
        self = value
    }
    /// The number.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "Float") }
    /// The number `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch("a number", content) }
        self = Float(value)
    }
    /// The number.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "Decimal") }
    /// The number `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch("a number", content) }
        self = Decimal(value)
    }
    /// The number.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
    }
}

extension Array: Generable, ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent, PromptRepresentable, InstructionsRepresentable where Element: Generable {
    /// An array of the element's schema.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "[\(Element.self)]") }
    /// The elements `content` holds.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw GeneratedContent.mismatch("an array", content) }
        self = try elements.map(Element.init)
    }
    /// The elements' content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Optional: Generable, ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent, PromptRepresentable, InstructionsRepresentable where Wrapped: Generable {
    /// The wrapped type's schema, or null.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "\(Wrapped.self)?") }
    /// `nil` for null content, else the wrapped value.
    public init(_ content: GeneratedContent) throws {
        if case .null = content.kind { self = nil } else { self = try Wrapped(content) }
    }
    /// Null, or the wrapped value's content.
    public var generatedContent: GeneratedContent { map(\.generatedContent) ?? GeneratedContent(kind: .null) }
}
