/// The shape a type's generated content must take: its properties and their guides, or its
/// choices. Kept so that code reading a schema runs; no model is steered by it here.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    let typeName: String
    let description: String?
    let shape: Shape

    enum Shape: Sendable {
        case primitive
        case object([Property])
        case choices([String])
        case types([String])
    }

    /// A named property of an object schema.
    public struct Property: Sendable {
        let name: String
        let description: String?
        let typeName: String
        let guideCount: Int

        /// A property of a generable type, with guides on its values.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            typeName = String(describing: type)
            guideCount = guides.count
        }

        /// A string property whose value matches the last of `guides`.
        public init<RegexOutput>(name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []) {
            self.name = name
            self.description = description
            typeName = "String"
            guideCount = guides.count
        }
    }

    init(primitive typeName: String) {
        self.typeName = typeName
        description = nil
        shape = .primitive
    }

    /// An object schema: `type`'s properties, in order.
    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        typeName = String(describing: type)
        self.description = description
        shape = .object(properties)
    }

    /// A string schema that takes one of `choices`.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        typeName = String(describing: type)
        self.description = description
        shape = .choices(choices)
    }

    /// A schema that takes a value of one of `types`.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        typeName = String(describing: type)
        self.description = description
        shape = .types(types.map { String(describing: $0) })
    }

    /// The type, and its properties or choices.
    public var debugDescription: String {
        switch shape {
        case .primitive: return typeName
        case .object(let properties):
            return "\(typeName) {" + properties.map { " \($0.name): \($0.typeName)" }.joined(separator: ",") + " }"
        case .choices(let choices): return "\(typeName) anyOf \(choices)"
        case .types(let types): return "\(typeName) anyOf \(types)"
        }
    }
}
