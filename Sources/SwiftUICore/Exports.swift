// `import SwiftUICore` on Linux (docs/ARCHITECTURE.md §2.7): iOS 18 split SwiftUI's core
// (View, Text, Color, the stacks, state and environment) into a module of this name, which
// `SwiftUI` re-exports; a few apps import it directly. Here the engine is that core, so the
// module re-exports it. Importing it beside `SwiftUI` is not ambiguous: both re-export the
// same declarations, and a name reached through two imports of one module is one name.
@_exported import SwatchRaster
