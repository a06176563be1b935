import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on Linux: the class becomes an observable model as `@Observable` makes
/// one (the same registrar members, and `@ObservationTracked` on each stored `var`, so that the
/// toolchain's Observation macros write the accessors) and conforms to `PersistentModel`, so a
/// `ModelContext` can keep it and `@Query` can fetch it (docs/ARCHITECTURE.md §2.7).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The observation registrar and the functions `@ObservationTracked` accessors call.
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription else {
            throw MacroError("@Model applies to a class")
        }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<\(raw: type), Member>, _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
        ]
    }

    /// `@ObservationTracked` on each stored instance `var` that is not `@Transient` or
    /// `@ObservationIgnored`.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              binding.pattern.is(IdentifierPatternSyntax.self)
        else { return [] }
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return [] }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains(where: { ["Transient", "ObservationIgnored", "ObservationTracked"].contains($0) }) { return [] }
        if let accessors = binding.accessorBlock?.accessors {
            // A computed property (a getter) is not stored; observers alone are.
            switch accessors {
            case .getter: return []
            case .accessors(let list):
                if list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { return [] }
            }
        }
        return ["@ObservationTracked"]
    }

    /// The conformances: `PersistentModel` and `Observable`.
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient`: schema options that an in-memory
/// store has no use for; they add nothing.
public struct SchemaPropertyMacro: PeerMacro {
    /// Nothing.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
