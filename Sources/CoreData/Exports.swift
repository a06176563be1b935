// `import CoreData` on Linux (docs/ARCHITECTURE.md §2.13). Apple's Core Data re-exports
// Foundation, so a model file that imports only CoreData still sees `Date` and `UUID`.
// It also adds `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`, which Linux's
// Foundation marks unavailable (NSPredicate.swift, NSSortDescriptor.swift).
@_exported import Foundation
