import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in `extension EnvironmentValues`: declares the key type
/// `__Key_name` (its `defaultValue` is the initializer, or `nil` for an optional without one)
/// and makes the property a getter and setter through `self[__Key_name.self]`, as SwiftUI's
/// `@Entry` does (docs/ARCHITECTURE.md §2.8).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The key protocol of each container SwiftUI's `@Entry` supports, when the engine has it.
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey"]

    /// The getter and setter through the key.
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, context: context)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    /// The key type, `__Key_<name>`.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, context: context)
        let key: DeclSyntax
        // With a type, written or read off the initializer, the default is computed, which
        // Swift 6 accepts whatever the value's type. A stored one of a type that is not
        // Sendable is an error there ("static property 'defaultValue' is not concurrency-safe":
        // Critical Maps' `@Entry var textAttributes = TextAttributes()`).
        if let type = entry.type ?? entry.initializerType {
            let value = entry.initializer ?? (entry.isOptional ? "nil" : nil)
            guard let value else { throw MacroError("@Entry needs a default value: '= …' after the type") }
            key = """
                private struct __Key_\(raw: entry.name): \(raw: entry.keyProtocol) {
                    typealias Value = \(raw: type)
                    static var defaultValue: Value { \(raw: value) }
                }
                """
        } else {
            guard let value = entry.initializer else { throw MacroError("@Entry needs a type or a default value") }
            key = """
                private struct __Key_\(raw: entry.name): \(raw: entry.keyProtocol) {
                    static let defaultValue = \(raw: value)
                }
                """
        }
        return [key]
    }

    /// The parts of the `@Entry` property.
    struct Entry {
        let name: String
        let type: String?
        let initializer: String?
        let isOptional: Bool
        let keyProtocol: String
        /// The type an untyped property's initializer evidently has, or nil.
        let initializerType: String?

        /// The type of `value` where its text says it: a literal, or a call of a type's
        /// initializer (`TextAttributes()`, `Theme.Palette(…)`, `Set<String>()`, a name that
        /// starts with a capital letter); nil for anything else (`.blue`, `makeDefault()`).
        static func type(of value: ExprSyntax) -> String? {
            if value.is(StringLiteralExprSyntax.self) { return "String" }
            if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if value.is(FloatLiteralExprSyntax.self) { return "Double" }
            if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
            guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
            let callee = call.calledExpression
            let name: String
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
                name = member.declName.baseName.text
            } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
                      let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else {
                return nil
            }
            guard name != "init", name.first?.isUppercase == true else { return nil }
            return callee.trimmedDescription
        }

        init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            else { throw MacroError("@Entry applies to a 'var name: Type = default' property") }
            name = identifier.identifier.trimmedDescription
            let annotated = binding.typeAnnotation?.type
            type = annotated?.trimmedDescription
            isOptional = annotated?.is(OptionalTypeSyntax.self) == true
                || annotated?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                || (annotated?.trimmedDescription.hasPrefix("Optional<") ?? false)
            initializer = binding.initializer?.value.trimmedDescription
            initializerType = binding.initializer.flatMap { Entry.type(of: $0.value) }
            let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
            let bare = container.map { String($0.split(separator: ".").last ?? Substring($0)) }
            guard let bare, let keyProtocol = EntryMacro.keyProtocols[bare] else {
                throw MacroError("@Entry is supported in 'extension EnvironmentValues' here; \(container ?? "this context") has no key protocol in SwatchRaster")
            }
            self.keyProtocol = keyProtocol
        }
    }
}
