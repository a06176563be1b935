import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Query` on Linux, a macro as in Apple's current SDK. As a property wrapper,
/// `@Query private var items: [Item]` cannot compile: the wrapper's `Element` appears only in
/// the initializers' `Result == [Element]` clause, which Swift does not use to infer a
/// default-initialized wrapper's generic arguments ("generic parameter 'Element' could not
/// be inferred"). The macro reads `Item` from the declared type and writes the storage with
/// both arguments spelled out (docs/ARCHITECTURE.md §2.7).
///
/// `@Query(args) var items: [Item]` becomes a getter `_items.wrappedValue` and a peer
/// `var _items = SwiftData.Query<Item, [Item]>(args)`. The peer has no access modifier, so a
/// `private` query does not make the view's memberwise initializer private (the peer is a
/// defaulted parameter there), and `_items = Query(…)` in an initializer still assigns it.
public struct QueryMacro: AccessorMacro, PeerMacro {
    /// The getter that reads the fetched models.
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try parts(of: declaration)
        return ["get { _\(raw: name).wrappedValue }"]
    }

    /// The stored `Query` the getter reads.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, element, result) = try parts(of: declaration)
        var arguments = ""
        if case .argumentList(let list) = node.arguments { arguments = list.trimmedDescription }
        return ["var _\(raw: name) = SwiftData.Query<\(raw: element), \(raw: result)>(\(raw: arguments))"]
    }

    /// The property's name, its element type and its declared type.
    private static func parts(of declaration: some DeclSyntaxProtocol) throws -> (String, String, String) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { throw MacroError("@Query applies to one stored property") }
        guard let type = binding.typeAnnotation?.type else {
            throw MacroError("@Query needs the property's type, such as [Item]")
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return (name, array.element.trimmedDescription, type.trimmedDescription)
        }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
           let argument = generic.genericArgumentClause?.arguments.first {
            return (name, argument.with(\.trailingComma, nil).trimmedDescription, type.trimmedDescription)
        }
        throw MacroError("@Query's property holds an array of models, such as [Item]")
    }
}
