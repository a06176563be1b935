import AppIntents
import Foundation
import OSLog
import UserNotifications
import XCTest

// Intents with registered dependencies and the refinements apps adopt, written as on a Mac.
final class ScoopStore: Sendable {
    let names: [String]
    init(names: [String]) { self.names = names }
}

struct CountScoopsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Scoops"

    @Dependency(key: "store")
    private var store: ScoopStore

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: store.names.count)
    }
}

struct ToggleFreezerIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Freezer"

    @Parameter(title: "On")
    var value: Bool?

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}

final class AppIntentsDependencyTests: XCTestCase {
    func testDependenciesResolveFromTheSharedManager() async throws {
        AppDependencyManager.shared.add(key: "store", dependency: ScoopStore(names: ["mint", "cocoa"]))
        let result = try await CountScoopsIntent().perform()
        XCTAssertEqual((result as? IntentResultContainer<Int, Never, Never, Never>)?.value, 2)
        // This file imports AppIntents and Foundation only; the title still reads as text.
        XCTAssertEqual(String(localized: CountScoopsIntent.title), "Count Scoops")

        let manager = AppDependencyManager()
        manager.add(dependency: 7)
        XCTAssertEqual(AppDependency<Int>(manager: manager).wrappedValue, 7)
        XCTAssertEqual(AppDependency<String>(manager: manager, default: "none").wrappedValue, "none")
    }

    func testRefinedIntentsRun() async throws {
        let intent = ToggleFreezerIntent()
        XCTAssertNil(intent.value)
        intent.value = true
        XCTAssertEqual(intent.value, true)
        _ = try await intent.perform()
    }

    func testLegacySignpostsAndContentCopies() {
        let log = OSLog(subsystem: "com.example.Swatches", category: .pointsOfInterest)
        os_signpost(.begin, log: log, name: "load")
        os_signpost(.end, log: log, name: "load", "%d items", 3)

        let content = UNMutableNotificationContent()
        content.title = "Original"
        let copy = content.mutableCopy() as! UNMutableNotificationContent
        copy.title = "Changed"
        XCTAssertEqual(content.title, "Original")
        XCTAssertEqual(copy.title, "Changed")
        XCTAssertFalse(content.copy() is UNMutableNotificationContent)
    }
}
