import Foundation

/// The model types a container stores: SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
    // @unchecked: immutable.
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// The schema's version: a versioned schema's identifier, 1.0.0 otherwise.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }
    /// The models and version of one `VersionedSchema`, as a container built from a migration
    /// plan's latest schema takes them.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) { self.init(types, version: version) }

    /// A schema version, ordered as semantic versions are, so a plan's latest can be found.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        /// The parts.
        public let major: Int, minor: Int, patch: Int
        /// A version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// Orders by major, then minor, then patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        /// "1.2.3".
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// A stored property's description.
    public enum Attribute {
        /// The options `@Attribute` takes.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique across models of the type.
            public static var unique: Option { Option(name: "unique") }
            /// The value is stored beside the store.
            public static var externalStorage: Option { Option(name: "externalStorage") }
            /// The value is encrypted.
            public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
            /// The value is kept after deletion.
            public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
            /// The value is indexed by Spotlight.
            public static var spotlight: Option { Option(name: "spotlight") }
            /// The value is not persisted.
            public static var ephemeral: Option { Option(name: "ephemeral") }
        }
    }

    /// A relationship's description.
    public enum Relationship {
        /// The options `@Relationship` takes.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The related models are unique.
            public static var unique: Option { Option(name: "unique") }
        }
        /// What deleting a model does to the models it refers to.
        public enum DeleteRule: Hashable, Sendable {
            case noAction, nullify, cascade, deny
        }
    }
}

/// How a container stores its models: SwiftData's `ModelConfiguration`. Every store is in
/// memory here; the options are kept for code that reads them.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the store is in memory only; true in effect for every store here.
    public let isStoredInMemoryOnly: Bool
    /// Whether writes are allowed.
    public let allowsSave: Bool

    /// A configuration named `name` (the default store without one).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }
}
