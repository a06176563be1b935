// `import UniformTypeIdentifiers` on Linux (docs/ARCHITECTURE.md §2.7): the `UTType` values
// that `fileImporter`, `onDrop` and `fileExporter` take. The type itself is the engine's (its
// SwiftUI signatures name it), re-exported here under Apple's module name.
@_exported import struct SwatchRaster.UTType
