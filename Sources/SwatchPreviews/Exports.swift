// The previews layer (docs/ARCHITECTURE.md §2.8): Apple's preview types and macros over the
// engine, and the registry a tool reads them from. `import SwiftUI` re-exports it.
@_exported import SwatchRaster

/// The engine's `View`, under a name the macros' expansions can spell without knowing
/// whether the user imported `SwiftUI`, `SwatchRaster` or both.
public typealias _PreviewView = SwatchRaster.View
