// The macros as Apple's FoundationModels declares them, expanded by SwatchMacros
// (docs/ARCHITECTURE.md §2.7). `@Generable` writes the `Generable` conformance; `@Guide` adds
// nothing itself: `@Generable` reads it from the property.

/// Makes a struct or an enum `Generable`: its schema, and its conversion to and from
/// `GeneratedContent`. The extension holds `init(_:)`, so a struct keeps its memberwise
/// initializer.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) = #externalMacro(module: "SwatchMacros", type: "GenerableMacro")

/// Describes a generated property to the model.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "SwatchMacros", type: "GuideMacro")

/// Describes a generated property and constrains its values.
@attached(peer)
public macro Guide<T>(description: String? = nil, _ guides: GenerationGuide<T>...) = #externalMacro(module: "SwatchMacros", type: "GuideMacro") where T: Generable

/// The form `@Guide(.count(3))` and the other array guides resolve to: their element type is
/// left open, which the generic form above cannot infer from the guide alone. The guides are
/// only read as written by `@Generable`, which checks them against the property's type.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<[GeneratedContent]>...) = #externalMacro(module: "SwatchMacros", type: "GuideMacro")

/// Describes a generated string property and the pattern it must match.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) = #externalMacro(module: "SwatchMacros", type: "GuideMacro")
