// `import SwiftData` on Linux (docs/ARCHITECTURE.md §2.7). Apple's SwiftData re-exports
// Foundation (for `#Predicate` and `SortDescriptor`) and Observation; so does this.
@_exported import Foundation
@_exported import Observation
