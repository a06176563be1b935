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
/// memory here; the options are kept for code that reads them, with Apple's initializers, so
/// that a preview's `ModelConfiguration(schema:isStoredInMemoryOnly:cloudKitDatabase:)` builds
/// (pompaddo's `Previewer`, whose stub cost 15 previews).
public struct ModelConfiguration: Hashable, Sendable {
    /// Which app group container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let automatic: Bool
        /// The first app group of the app's entitlements, if any.
        public static let automatic = GroupContainer(identifier: nil, automatic: true)
        /// The app's own container.
        public static let none = GroupContainer(identifier: nil, automatic: false)
        /// The app group `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, automatic: false) }
    }

    /// Which CloudKit database the store syncs with: none here, whatever is asked.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        let automatic: Bool
        /// The container of the app's entitlements, if any.
        public static let automatic = CloudKitDatabase(identifier: nil, automatic: true)
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: nil, automatic: false)
        /// The private database of container `privateDBName`.
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: privateDBName, automatic: false) }
    }

    /// The configuration's name.
    public let name: String
    /// The schema it was given, if any.
    public var schema: Schema? { storedSchema.value }
    /// Whether the store is in memory only; true in effect for every store here.
    public let isStoredInMemoryOnly: Bool
    /// Whether writes are allowed.
    public let allowsSave: Bool
    /// Where the store would live on disk (`/dev/null` for one in memory, as on iOS).
    public let url: URL
    /// The app group container asked for.
    public let groupContainer: GroupContainer
    /// The CloudKit database asked for.
    public let cloudKitDatabase: CloudKitDatabase
    /// The CloudKit container's identifier, when one was named.
    public var cloudKitContainerIdentifier: String? { cloudKitDatabase.identifier }
    /// The app group's identifier, when one was named.
    public var groupAppContainerIdentifier: String? { groupContainer.identifier }
    private let storedSchema: SchemaBox

    /// A configuration named `name` (the default store without one).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        storedSchema = SchemaBox(value: schema)
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null")
            : URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support/\(name ?? "default").store")
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A configuration whose store lives at `url` (in memory all the same here).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        storedSchema = SchemaBox(value: schema)
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A basic configuration.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration for `forTypes`.
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// The schema, left out of equality: a configuration is the same store whatever schema
    /// object describes it.
    private struct SchemaBox: Hashable, @unchecked Sendable {
        let value: Schema?
        static func == (a: SchemaBox, b: SchemaBox) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
}
