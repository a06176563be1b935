import CloudKit
import CoreData
import XCTest

/// CloudKit as SwiftTermApp's Core Data stack and sync checks use it: a container, its
/// database scopes, and no iCloud account, as on a simulator nobody signed in to.
final class CloudKitTests: XCTestCase {
    func testCoreDataMirrorsAScopeAndNoAccountIsSignedIn() async throws {
        let options = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.org.example.Keys")
        XCTAssertEqual(options.databaseScope, .private, "Core Data's default")
        options.databaseScope = .public
        XCTAssertEqual(options.databaseScope, .public)

        let container = CKContainer(identifier: "iCloud.org.example.Keys")
        XCTAssertEqual(container.containerIdentifier, "iCloud.org.example.Keys")
        XCTAssertEqual(container.database(with: .shared).databaseScope, .shared)
        XCTAssertEqual(container.privateCloudDatabase.databaseScope, .private)
        let status = try await CKContainer.default().accountStatus()
        XCTAssertEqual(status, .noAccount)
        XCTAssertEqual(CKDatabase.Scope.private.rawValue, 2)
    }
}
