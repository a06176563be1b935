import Foundation

/// Foundation's Spotlight and iCloud file query, which swift-corelibs-foundation does not
/// have. Apps watch their iCloud documents with it (Sprite Catalog's `CloudController`, in the
/// real-app sample). A still has no iCloud and no Spotlight index: a query starts and stays
/// gathering, finds nothing and posts nothing.
open class NSMetadataQuery: NSObject, @unchecked Sendable {
    // @unchecked: like Foundation's, a query is used from the thread that started it.
    /// Where to search: `NSMetadataQueryUbiquitousDataScope` and the like.
    open var searchScopes: [Any] = []
    /// What to match.
    open var predicate: NSPredicate?
    /// How to sort the results.
    open var sortDescriptors: [NSSortDescriptor] = []
    /// The queue on which notifications would be posted.
    open var operationQueue: OperationQueue?
    /// Whether `start()` has been called and `stop()` has not.
    open private(set) var isStarted = false
    /// How often live updates would be posted, in seconds.
    open var notificationBatchingInterval: TimeInterval = 1
    /// Whether the query is gathering: from `start()` to `stop()`, since its first gathering
    /// never finishes here.
    open var isGathering: Bool { isStarted }
    /// Whether the query has been stopped.
    open private(set) var isStopped = false
    /// The items found: none in a still.
    open var results: [Any] { [] }
    /// How many items were found: none in a still.
    open var resultCount: Int { 0 }

    /// Starts the query; returns true, as Foundation does for a valid query.
    @discardableResult
    open func start() -> Bool { isStarted = true; isStopped = false; return true }
    /// Stops the query.
    open func stop() { isStarted = false; isStopped = true }
    /// Pauses live updates.
    open func disableUpdates() {}
    /// Resumes live updates.
    open func enableUpdates() {}
    /// The item at `idx` of the results; there are none in a still.
    open func result(at idx: Int) -> Any { preconditionFailure("NSMetadataQuery has no results in a still") }
}

/// One file a metadata query found; its attributes by name.
open class NSMetadataItem: NSObject, @unchecked Sendable {
    private let values: [String: Any]
    /// An item with the attributes of the file at `url`.
    public init?(url: URL) {
        values = [NSMetadataItemURLKey: url, NSMetadataItemFSNameKey: url.lastPathComponent]
        super.init()
    }
    /// The value of one attribute.
    open func value(forAttribute key: String) -> Any? { values[key] }
    /// The names of the attributes the item has.
    open var attributes: [String] { values.keys.sorted() }
}

/// The iCloud container's documents folder, for `searchScopes`.
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
/// The iCloud container outside its documents folder, for `searchScopes`.
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
/// Documents in iCloud from outside the app's container, for `searchScopes`.
public let NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope = "NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope"
/// An item's file URL.
public let NSMetadataItemURLKey = "kMDItemURL"
/// An item's file name.
public let NSMetadataItemFSNameKey = "kMDItemFSName"
/// An item's path.
public let NSMetadataItemPathKey = "kMDItemPath"

extension NSNotification.Name {
    /// Posted when a query has gathered its first results; never in a still.
    public static let NSMetadataQueryDidFinishGathering = NSNotification.Name("NSMetadataQueryDidFinishGatheringNotification")
    /// Posted when a query starts gathering; never in a still.
    public static let NSMetadataQueryDidStartGathering = NSNotification.Name("NSMetadataQueryDidStartGatheringNotification")
    /// Posted when a live query's results change; never in a still.
    public static let NSMetadataQueryDidUpdate = NSNotification.Name("NSMetadataQueryDidUpdateNotification")
    /// Posted while a query gathers; never in a still.
    public static let NSMetadataQueryGatheringProgress = NSNotification.Name("NSMetadataQueryGatheringProgressNotification")
}
