import CloudKit
import Foundation

/// Store types, by the names Core Data gives them. Every store is in memory here.
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type.
public let NSBinaryStoreType = "Binary"
/// The option key that turns on persistent history; kept, not used.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option key that asks for remote change notifications; none come.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option key for lightweight migration; nothing is migrated.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option key for inferred mapping models; nothing is migrated.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// The option key that opens a store read-only; kept, not enforced.
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
/// The option key for SQLite pragmas (`["journal_mode": "DELETE"]`); there is no SQLite here.
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
/// The option key that compacts a SQLite store; there is no SQLite here.
public let NSSQLiteManualVacuumOption = "NSSQLiteManualVacuumOption"

extension NSPersistentStore {
    /// A store type (iOS 15): Core Data's `NSPersistentStore.StoreType`, over the type names.
    public struct StoreType: Hashable, RawRepresentable, Sendable {
        /// The type's name, such as `NSSQLiteStoreType`.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// SQLite.
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        /// In memory.
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
        /// Binary.
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
    }
}

/// A store a coordinator added. It keeps its description's settings; objects live in the
/// coordinator's memory.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store's type name.
    public let type: String
    /// The configuration it was added for.
    public let configurationName: String
    /// Where the store would be on disk; nothing is written there.
    open var url: URL?
    /// The options it was added with.
    public let options: [AnyHashable: Any]?

    init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
        self.type = type
        self.configurationName = configurationName ?? "Default"
        self.url = url
        self.options = options
        super.init()
    }
}

/// Joins a model to its stores: here one in-memory object store that all its contexts share.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added.
    open private(set) var persistentStores: [NSPersistentStore] = []
    let store = ObjectStore()

    /// A coordinator for `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// Adds a store; it is in memory whatever `storeType` and `storeURL` say.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let added = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL, options: options)
        persistentStores.append(added)
        return added
    }

    /// Adds the store `storeDescription` describes and calls back at once.
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        _ = try? addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration,
                                    at: storeDescription.url, options: storeDescription.options)
        block(storeDescription, nil)
    }

    /// Removes a store; its objects stay in memory.
    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }

    /// Adds a store of `type` (iOS 15); it is in memory whatever `type` and `storeURL` say.
    @discardableResult
    open func addPersistentStore(type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Replaces the store at `destinationURL` with the one at `sourceURL` (iOS 15). Stores are
    /// in memory and read no files, so there is nothing to copy: the objects stay as they are.
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                     type storeType: NSPersistentStore.StoreType) throws {}

    /// Replaces the store at `destinationURL` with the one at `sourceURL`; nothing to copy, as
    /// above.
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                     ofType storeType: String) throws {}

    /// Moves `store` to `URL` as `storeType`: as on iOS, the coordinator then holds a new store
    /// there in place of `store`; the objects stay in memory and no file is written.
    open func migratePersistentStore(_ store: NSPersistentStore, to URL: URL, options: [AnyHashable: Any]? = nil,
                                     withType storeType: String) throws -> NSPersistentStore {
        let moved = NSPersistentStore(type: storeType, configurationName: store.configurationName, url: URL, options: options)
        if let index = persistentStores.firstIndex(where: { $0 === store }) {
            persistentStores[index] = moved
        } else {
            persistentStores.append(moved)
        }
        return moved
    }

    /// The store at `URL`, if one was added there.
    open func persistentStore(for URL: URL) -> NSPersistentStore? { persistentStores.first { $0.url == URL } }

    /// Deletes every object of the store; the URL names no file here.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        store.objects.removeAll()
    }
}

/// CloudKit's container settings; nothing is synced.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String
    /// Which of the container's databases the store mirrors (iOS 14); private by default.
    /// Nothing is mirrored here: there is no account.
    open var databaseScope: CKDatabase.Scope = .private
    /// Options for the container's identifier.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// How to add a store. Apps point it at `/dev/null` for previews (an in-memory store on
/// iOS); here every store is in memory, so any URL works and nothing is written.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store would be.
    open var url: URL?
    /// The store type name (SQLite by default, as on iOS).
    open var type = NSSQLiteStoreType
    /// The model configuration.
    open var configuration: String?
    /// Whether the store is read-only.
    open var isReadOnly = false
    /// How long to wait for the file lock.
    open var timeout: TimeInterval = 240
    /// Whether `loadPersistentStores` returns before the store is added; it calls back at once.
    open var shouldAddStoreAsynchronously = false
    /// Whether to migrate older stores; nothing is migrated.
    open var shouldMigrateStoreAutomatically = true
    /// Whether to infer mapping models; nothing is migrated.
    open var shouldInferMappingModelAutomatically = true
    /// CloudKit settings; nothing is synced.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// Store options by key.
    open private(set) var options: [String: NSObject] = [:]
    /// SQLite pragmas by name; kept, not used.
    open private(set) var sqlitePragmas: [String: NSObject] = [:]

    /// A description with no URL.
    public override init() { super.init() }

    /// A description of the store at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// Sets a store option (`NSPersistentHistoryTrackingKey`, …).
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    /// Sets an SQLite pragma.
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }
}

/// A model, a coordinator and a main-queue context in one: Core Data's
/// `NSPersistentContainer`. `init(name:)` finds the model that the GenerateCoreDataClasses
/// plugin generated from `name.xcdatamodeld`; the store is in memory, so a preview's seeded
/// objects are all there is.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name: the model's, by default.
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores that `loadPersistentStores` adds: one, at the default location.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    private var _viewContext: NSManagedObjectContext?

    /// A container for the model named `name`. Without a generated model of that name, the
    /// model is empty; entities then come from the classes that objects are made of.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel.registered(named: name) ?? NSManagedObjectModel())
    }

    /// A container for `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// Where stores would be kept: Application Support, as on iOS. Nothing is written there.
    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("Application Support", isDirectory: true)
    }

    /// The main-queue context views use.
    open var viewContext: NSManagedObjectContext {
        if let _viewContext { return _viewContext }
        let made = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        made.persistentStoreCoordinator = persistentStoreCoordinator
        _viewContext = made
        return made
    }

    /// Adds every described store (in memory) and calls `block` once per store, at once.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let made = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        made.persistentStoreCoordinator = persistentStoreCoordinator
        return made
    }

    /// Runs `block` at once with a new background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }

    /// Runs `block` with a new background context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container that would sync with CloudKit; here it is a local in-memory container.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Would create the CloudKit schema; there is no CloudKit.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options for `initializeCloudKitSchema(options:)`.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Only print the schema.
    public static let dryRun = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 1)
    /// Print the schema.
    public static let printSchema = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 2)
}
