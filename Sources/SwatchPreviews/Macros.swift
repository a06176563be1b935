import SwatchRaster

// The macros, declared as Apple declares them (SwiftUI's `Preview(_:body:)`,
// `Preview(_:traits:_:body:)`, `Previewable()`, `Entry()`), expanded by the `SwatchMacros`
// compiler plugin (docs/ARCHITECTURE.md §2.8).

/// Declares a preview of the view `body` builds. Expands to a type the registry finds at run
/// time, recording the name, the file and line, and the closure.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwatchMacros", type: "PreviewMacro")

/// Declares a preview with traits (`.sizeThatFitsLayout`, `.landscapeLeft`,
/// `.fixedLayout(width:height:)`), recorded with it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwatchMacros", type: "PreviewMacro")

/// Marks a `@State` (or other dynamic) property declared inside a `#Preview` body: the
/// `#Preview` expansion moves it into a view, where property wrappers work. On its own it
/// adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwatchMacros", type: "PreviewableMacro")

/// Declares an `EnvironmentValues` entry in one line: `@Entry var accent: Color = .blue`
/// makes the key type and the getter and setter.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwatchMacros", type: "EntryMacro")
