import Foundation

/// The app's Spotlight index, kept in this process's memory: empty at start, as a new
/// install's is. Indexing and deleting work as Apple documents, so code that reads back what
/// it indexed (through `items`, here only) or that deletes by domain behaves as on a device;
/// nothing leaves the process and no search ever shows it (docs/ARCHITECTURE.md §2.7).
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    /// The index's name; nil for the default index.
    public let name: String?
    private let lock = NSLock()
    private var stored: [String: CSSearchableItem] = [:]

    private static let shared = CSSearchableIndex(name: nil)

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { shared }

    /// Whether this device indexes at all: true, as on iOS.
    open class func isIndexingAvailable() -> Bool { true }

    /// A named index of the app's, separate from the default one.
    public init(name: String) {
        self.name = name
        super.init()
    }

    /// A named index with a protection class; protection means nothing in memory.
    public convenience init(name: String, protectionClass: FileProtectionType?) {
        self.init(name: name)
    }

    private init(name: String?) {
        self.name = name
        super.init()
    }

    /// The items indexed so far, by identifier order (a test's view of the index).
    public var items: [CSSearchableItem] {
        lock.lock()
        defer { lock.unlock() }
        return stored.keys.sorted().compactMap { stored[$0] }
    }

    /// Adds `items`, replacing those of the same identifier; then calls `completionHandler`.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { for item in items { $0[item.uniqueIdentifier] = item } }
        completionHandler?(nil)
    }

    /// Adds `items`, replacing those of the same identifier.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
        indexSearchableItems(items, completionHandler: nil)
    }

    /// Removes the items with these identifiers.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { for identifier in identifiers { $0[identifier] = nil } }
        completionHandler?(nil)
    }

    /// Removes the items with these identifiers.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }

    /// Removes the items of these domains, and of their subdomains ("a.b" is in "a").
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { items in
            items = items.filter { _, item in
                guard let domain = item.domainIdentifier else { return true }
                return !domainIdentifiers.contains { domain == $0 || domain.hasPrefix($0 + ".") }
            }
        }
        completionHandler?(nil)
    }

    /// Removes the items of these domains, and of their subdomains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
    }

    /// Removes every item of the index.
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { $0.removeAll() }
        completionHandler?(nil)
    }

    /// Removes every item of the index.
    open func deleteAllSearchableItems() async throws {
        deleteAllSearchableItems(completionHandler: nil)
    }

    /// Starts a batch; in memory every change is applied at once.
    open func beginBatch() {}

    /// Ends a batch, keeping `clientState` for `fetchLastClientState`.
    open func endBatch(withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.lock()
        lastClientState = clientState
        lock.unlock()
        completionHandler?(nil)
    }

    private var lastClientState: Data?

    /// The state the last batch ended with.
    open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        lock.lock()
        let state = lastClientState
        lock.unlock()
        completionHandler(state, nil)
    }

    private func change(_ body: (inout [String: CSSearchableItem]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&stored)
    }
}
