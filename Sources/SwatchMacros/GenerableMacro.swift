import SwiftSyntax
import SwiftSyntaxMacros

/// FoundationModels' `@Generable` on Linux: the struct or enum conforms to `Generable` as
/// Apple's macro makes it conform. The members Apple's declaration names in its extension
/// (`init(_:)` and `generatedContent`) go in the extension, so a struct keeps its memberwise
/// initializer; `generationSchema` is a member. No model runs here, so these only convert
/// between a value and `GeneratedContent` that code builds itself (docs/ARCHITECTURE.md §2.7).
public struct GenerableMacro: MemberMacro, ExtensionMacro {
    /// `static var generationSchema`: each stored property with its `@Guide`, or each case.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let shape = try Shape(declaration)
        let description = typeDescription(node)
        let schema: String
        switch shape {
        case .structure(let properties):
            let list = properties.map { property in
                var arguments = "name: \(literal(property.name)), description: \(property.description ?? "nil"), type: \(property.type).self"
                if !property.guides.isEmpty { arguments += ", guides: [\(property.guides.joined(separator: ", "))]" }
                return "FoundationModels.GenerationSchema.Property(\(arguments))"
            }
            schema = "FoundationModels.GenerationSchema(type: Self.self, description: \(description), properties: [\(list.joined(separator: ", "))])"
        case .enumeration(let cases):
            schema = "FoundationModels.GenerationSchema(type: Self.self, description: \(description), anyOf: [\(cases.map { literal($0.name) }.joined(separator: ", "))])"
        }
        return [
            """
            \(raw: access(declaration))nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                \(raw: schema)
            }
            """,
        ]
    }

    /// The conformance, with `init(_:)` and `generatedContent`.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        let shape = try Shape(declaration)
        let access = access(declaration)
        let initializer: String
        let content: String
        switch shape {
        case .structure(let properties):
            let assignments = properties.map {
                "self.\($0.name) = try content.value(forProperty: \(literal($0.name)))"
            }
            initializer = assignments.joined(separator: "\n")
            content = "FoundationModels.GeneratedContent(properties: [\(properties.isEmpty ? ":" : properties.map { "\(literal($0.name)): self.\($0.name)" }.joined(separator: ", "))])"
        case .enumeration(let cases):
            let decoding = cases.map { item -> String in
                guard !item.values.isEmpty else { return "case .string(\(literal(item.name))):\n    self = .\(item.name)" }
                let arguments = item.values.enumerated().map { index, value in
                    "\(value.label.map { "\($0): " } ?? "")try payload.value(forProperty: \(literal(value.key(index))))"
                }
                return """
                    case .structure(properties: let properties, orderedKeys: _) where properties[\(literal(item.name))] != nil:
                        let payload = properties[\(literal(item.name))]!
                        self = .\(item.name)(\(arguments.joined(separator: ", ")))
                    """
            }
            initializer = """
                switch content.kind {
                \(decoding.joined(separator: "\n"))
                default:
                    throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "No case of \\(Self.self) matches \\(content.jsonString)"))
                }
                """
            let encoding = cases.map { item -> String in
                guard !item.values.isEmpty else { return "case .\(item.name):\n    FoundationModels.GeneratedContent(\(literal(item.name)))" }
                let bindings = item.values.indices.map { "let _\($0)" }.joined(separator: ", ")
                let pairs = item.values.enumerated().map { index, value in "\(literal(value.key(index))): _\(index)" }
                return """
                    case .\(item.name)(\(bindings)):
                        FoundationModels.GeneratedContent(properties: [\(literal(item.name)): FoundationModels.GeneratedContent(properties: [\(pairs.joined(separator: ", "))])])
                    """
            }
            content = """
                switch self {
                \(encoding.joined(separator: "\n"))
                }
                """
        }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let conformance = inherited.contains("Generable") || inherited.contains("FoundationModels.Generable") ? "" : ": FoundationModels.Generable"
        let decl: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                    \(raw: initializer)
                }
                \(raw: access)nonisolated var generatedContent: FoundationModels.GeneratedContent {
                    \(raw: content)
                }
            }
            """
        return [decl.cast(ExtensionDeclSyntax.self)]
    }

    /// `@Generable(description: "…")`'s description, or `nil`.
    static func typeDescription(_ node: AttributeSyntax) -> String {
        guard case .argumentList(let arguments)? = node.arguments,
              let description = arguments.first(where: { $0.label?.text == "description" })
        else { return "nil" }
        return description.expression.trimmedDescription
    }

    /// `public ` for a public or open type (its conformance's members must be public), else nothing.
    static func access(_ declaration: some DeclGroupSyntax) -> String {
        let modifiers = declaration.modifiers.map(\.name.text)
        if modifiers.contains("public") || modifiers.contains("open") { return "public " }
        if modifiers.contains("package") { return "package " }
        return ""
    }

    /// A Swift string literal of `text` (a name, so no escaping is needed).
    static func literal(_ text: String) -> String { "\"\(text)\"" }

    /// What the macro reads from the type.
    enum Shape {
        case structure([Property])
        case enumeration([Case])

        init(_ declaration: some DeclGroupSyntax) throws {
            if declaration.is(StructDeclSyntax.self) {
                self = .structure(declaration.memberBlock.members.compactMap { Property($0.decl) })
            } else if declaration.is(EnumDeclSyntax.self) {
                self = .enumeration(declaration.memberBlock.members.flatMap { member -> [Case] in
                    guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
                    return cases.elements.map(Case.init)
                })
            } else {
                throw MacroError("@Generable applies to a struct or an enum")
            }
        }
    }

    /// A stored instance property with a declared type that an initializer can set: what the
    /// model would generate.
    struct Property {
        let name: String
        let type: String
        /// Its `@Guide` description expression, if any.
        let description: String?
        /// Its `@Guide` guides, as written.
        let guides: [String]

        init?(_ decl: DeclSyntax) {
            guard let variable = decl.as(VariableDeclSyntax.self),
                  variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                  let type = binding.typeAnnotation?.type
            else { return nil }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return nil }
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter: return nil
                case .accessors(let list):
                    if list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { return nil }
                }
            }
            // A `let` with an initial value is fixed: no initializer may set it, so it is not generated.
            if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil { return nil }
            name = identifier.identifier.trimmedDescription
            self.type = type.trimmedDescription
            let guide = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedDescription == "Guide" || $0.attributeName.trimmedDescription == "FoundationModels.Guide" }
            var description: String?
            var guides: [String] = []
            if case .argumentList(let arguments)? = guide?.arguments {
                for argument in arguments {
                    if argument.label?.text == "description" {
                        description = argument.expression.trimmedDescription
                    } else {
                        guides.append(argument.expression.trimmedDescription)
                    }
                }
            }
            self.description = description
            self.guides = guides
        }
    }

    /// An enum case and its associated values.
    struct Case {
        let name: String
        let values: [Value]

        init(_ element: EnumCaseElementSyntax) {
            name = element.name.trimmedDescription
            values = element.parameterClause?.parameters.map { Value(label: $0.firstName?.text == "_" ? nil : $0.firstName?.text) } ?? []
        }

        /// An associated value: its label, if it has one.
        struct Value {
            let label: String?
            /// Its key in the case's content: the label, or `_` and its position.
            func key(_ index: Int) -> String { label ?? "_\(index)" }
        }
    }
}
