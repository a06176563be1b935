import SwiftSyntax
import SwiftSyntaxMacros

/// FoundationModels' `@Guide(description:_:)`: adds nothing. `@Generable` reads the attribute
/// from the property and puts its description and guides in the type's schema.
public struct GuideMacro: PeerMacro {
    /// Nothing.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
