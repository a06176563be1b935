import Foundation

/// Whether the device has an iCloud account the app may use.
public enum CKAccountStatus: Int, Sendable {
    /// It could not be told.
    case couldNotDetermine = 0
    /// An account is signed in.
    case available = 1
    /// Parental controls or a profile restrict it.
    case restricted = 2
    /// No account is signed in.
    case noAccount = 3
    /// An account is signed in but not ready yet.
    case temporarilyUnavailable = 4
}

/// A database of a container: its scope is all a still needs, since nothing is fetched.
public final class CKDatabase: NSObject, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// Which of a container's databases.
    public enum Scope: Int, Sendable {
        /// Everyone's records.
        case `public` = 1
        /// The user's own records.
        case `private` = 2
        /// Records others shared with the user.
        case shared = 3
    }

    /// This database's scope.
    public let databaseScope: Scope

    init(scope: Scope) {
        databaseScope = scope
        super.init()
    }
}

/// An app's iCloud container. A still runs with no iCloud account, as a simulator that
/// nobody signed in to: the account status is `.noAccount`, which is what apps check before
/// they sync, so their screens show the signed-out state.
public final class CKContainer: NSObject, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The container's identifier ("iCloud.com.example.app").
    public let containerIdentifier: String?
    /// The user's private database.
    public let privateCloudDatabase = CKDatabase(scope: .private)
    /// The public database.
    public let publicCloudDatabase = CKDatabase(scope: .public)
    /// The database of records shared with the user.
    public let sharedCloudDatabase = CKDatabase(scope: .shared)

    /// The container named `containerIdentifier`.
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }

    private init(defaultContainer: Void) {
        containerIdentifier = nil
        super.init()
    }

    /// The app's default container.
    public class func `default`() -> CKContainer { CKContainer(defaultContainer: ()) }

    /// The database of `scope`.
    public func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// Calls back at once with `.noAccount`.
    public func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    /// `.noAccount`: nobody is signed in to iCloud here.
    public func accountStatus() async throws -> CKAccountStatus { .noAccount }
}
