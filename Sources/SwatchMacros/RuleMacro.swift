import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule(Self.$isLoggedIn) { $0 == true }`: a `Tips.Rule` made from the watched
/// parameter or event and the predicate, as `Tips.Rule(_watching: input, predicate)`. Apple's macro turns
/// the closure into a `Predicate`; here it stays a closure, which the rule evaluates.
public struct RuleMacro: ExpressionMacro {
    /// `TipKit.Tips.Rule(_watching: input, predicate)`.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        let arguments = node.arguments.map(\.expression)
        let predicate = node.trailingClosure.map(ExprSyntax.init) ?? arguments.dropFirst().last
        guard let input = arguments.first, let predicate else {
            throw MacroError("#Rule takes the parameter or event it watches and a predicate")
        }
        return "TipKit.Tips.Rule(_watching: \(input.trimmed), \(predicate.trimmed))"
    }
}
