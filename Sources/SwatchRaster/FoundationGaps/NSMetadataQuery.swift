import Foundation

/// A Spotlight or iCloud file search: Foundation's `NSMetadataQuery`, as apps watch their
/// iCloud documents with one. Foundation on Linux does not have it, and there is no iCloud
/// here: a started query is gathering and never finishes, so it has no results and posts no
/// notifications. A still is the app's first frame, before iCloud would answer.
open class NSMetadataQuery: NSObject, @unchecked Sendable {
    // @unchecked: configured and started on one thread, as Foundation's is.
    /// Which items match.
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor] = []
    /// Where to search: scope constants or URLs.
    open var searchScopes: [Any] = []
    /// How often changes are batched into notifications, in seconds.
    open var notificationBatchingInterval: TimeInterval = 1
    /// The operation queue notifications are posted on.
    open var operationQueue: OperationQueue?
    /// Whether it was started and not stopped.
    open private(set) var isStarted = false
    /// Whether it is gathering its first results: always, once started.
    open var isGathering: Bool { isStarted }
    /// Whether it is stopped.
    open var isStopped: Bool { !isStarted }
    /// The results found: none.
    open var results: [Any] { [] }
    /// How many results: none.
    open var resultCount: Int { 0 }

    /// A query.
    public override init() { super.init() }
    /// Starts gathering; true, as a query with a scope starts on iOS.
    @discardableResult open func start() -> Bool {
        isStarted = true
        return true
    }
    /// Stops.
    open func stop() { isStarted = false }
    /// Pauses live updates.
    open func disableUpdates() {}
    /// Resumes live updates.
    open func enableUpdates() {}
    /// The result at `index`; there are none.
    open func result(at index: Int) -> Any { fatalError("NSMetadataQuery has no results here (no iCloud): index \(index)") }
}

/// An item a metadata query finds: Foundation's `NSMetadataItem`.
open class NSMetadataItem: NSObject, @unchecked Sendable {
    private let attributes: [String: Any]
    /// An item of `url`'s attributes.
    public init?(url: URL) {
        attributes = [NSMetadataItemURLKey: url, NSMetadataItemFSNameKey: url.lastPathComponent]
        super.init()
    }
    /// The attribute `key`.
    open func value(forAttribute key: String) -> Any? { attributes[key] }
    /// The attributes' names.
    open var attributeNames: [String] { Array(attributes.keys) }
}

/// The search scope of the app's iCloud documents folder.
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
/// The search scope of the app's iCloud container outside Documents.
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
/// The attribute key of an item's URL.
public let NSMetadataItemURLKey = "kMDItemURL"
/// The attribute key of an item's file name.
public let NSMetadataItemFSNameKey = "kMDItemFSName"

extension Notification.Name {
    /// Posted when a query finished gathering; never here (no iCloud).
    public static let NSMetadataQueryDidFinishGathering = Notification.Name("NSMetadataQueryDidFinishGatheringNotification")
    /// Posted when a query's results change; never here.
    public static let NSMetadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
    /// Posted when a query starts gathering.
    public static let NSMetadataQueryDidStartGathering = Notification.Name("NSMetadataQueryDidStartGatheringNotification")
}
