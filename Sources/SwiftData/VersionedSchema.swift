import Foundation

// Versioned schemas and migration plans (docs/ARCHITECTURE.md §2.7). Apps that ship more
// than one model version nest their `@Model` classes in enums conforming to
// `VersionedSchema` and hand a `SchemaMigrationPlan` to the container. Every store here is
// new and in memory, so there is never old data to migrate: the stages are kept, never run.

/// One version of an app's models: SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
    /// The version this schema describes.
    static var versionIdentifier: Schema.Version { get }
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// How an app's schema evolved: SwiftData's `SchemaMigrationPlan`.
public protocol SchemaMigrationPlan {
    /// Every version, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between consecutive versions.
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    /// The newest schema (by version), the one an in-memory store is made with; `nil` for a
    /// plan with no schemas.
    public static var latestSchema: (any VersionedSchema.Type)? {
        schemas.max { $0.versionIdentifier < $1.versionIdentifier }
    }
}

/// One step of a migration plan: SwiftData's `MigrationStage`. Kept for code that builds
/// plans; an in-memory store has nothing to migrate, so neither closure is called.
public enum MigrationStage: @unchecked Sendable {
    // @unchecked: the metatypes are immutable and the closures are @Sendable.
    /// A migration SwiftData infers from the two schemas.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's own code before and after the store changes.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
