import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin: the macros `SwatchPreviews`, `SwiftData`, `FoundationModels` and `TipKit` declare
/// (docs/ARCHITECTURE.md §2.8).
@main
struct SwatchMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self, SchemaPropertyMacro.self, QueryMacro.self,
                                          GenerableMacro.self, GuideMacro.self, RuleMacro.self]
}
