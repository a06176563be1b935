// `import Combine` on Linux (docs/ARCHITECTURE.md §2.7): OpenCombine's implementation under
// Combine's names. OpenCombine is imported, not re-exported: it also declares
// `ObservableObject`, `@Published` and `ObservableObjectPublisher`, which the engine already
// has (the settle loop watches them, §4.3), and re-exporting both would make every model
// class ambiguous. The aliases below give each Combine name exactly one definition.
import OpenCombine
@_exported import SwatchRaster
