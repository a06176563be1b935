import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: adds nothing by itself. It marks a property declared in a `#Preview` body,
/// which `PreviewMacro` moves into a view (docs/ARCHITECTURE.md §2.8).
public struct PreviewableMacro: PeerMacro {
    /// No peers: the marker is read by `PreviewMacro`.
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
