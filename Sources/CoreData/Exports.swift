// `import CoreData` on Linux (docs/ARCHITECTURE.md §2.13). Apple's Core Data re-exports
// Foundation, so a model file that imports only CoreData still sees `Date` and `UUID`.
// This module also declares its own `NSPredicate`, `NSCompoundPredicate` and
// `NSSortDescriptor`: Linux's Foundation marks the format and key forms unavailable, and a
// module shadows the names of a module it imports, so in a file that imports CoreData these
// names are ours (NSPredicate.swift).
@_exported import Foundation
