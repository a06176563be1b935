import AppIntents
import OSLog
import SwiftUI
import TipKit
import XCTest

// Apple's App Intents sample ("Accelerating app interactions with App Intents") as an app
// writes it, in Swift 6 spelling (static lets): an entity with properties and a query, an
// intent that throws for a missing value and returns a value, dialog and view, a tip with
// options. The Swift 5 spelling (static vars) type-checks too (checked with swiftc
// -swift-version 5 when this was written; this target builds in Swift 6 mode).
struct TrailDataManager: Sendable {
    let trails: [TrailEntity]
    func trails(with ids: [Int]) -> [TrailEntity] { trails.filter { ids.contains($0.id) } }
}

struct TrailEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
    static let defaultQuery = TrailEntityQuery()
    let id: Int
    @Property(title: "Trail Name") var name: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: DisplayRepresentation.Image(named: "trail"))
    }
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct TrailEntityQuery: EntityQuery {
    @Dependency var trailManager: TrailDataManager
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        Logger(subsystem: "com.example.trails", category: "query").debug("Finding trails with identifiers: \(identifiers)")
        return trailManager.trails(with: identifiers)
    }
}

struct TrailSiriDetailView: View {
    let trail: TrailEntity
    var body: some View { Text(trail.name) }
}

struct GetTrailInfo: AppIntent {
    static let title: LocalizedStringResource = "Get Trail Information"
    @Parameter(title: "Trail", description: "The trail to get information on.", requestValueDialog: IntentDialog("Which trail?"))
    var trail: TrailEntity

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView {
        guard trail.id > 0 else { throw $trail.needsValueError("Which trail?") }
        return .result(value: trail, dialog: "\(trail.name)", view: TrailSiriDetailView(trail: trail))
    }
}

struct TrailTip: Tip {
    var title: Text { Text("Find trails nearby") }
    var options: [Option] { MaxDisplayCount(1) }
}

final class TrailsSampleTests: XCTestCase {
    func testTheSampleRunsWhereATestCallsIt() async throws {
        AppDependencyManager.shared.add(dependency: TrailDataManager(trails: [TrailEntity(id: 1, name: "Ridge"), TrailEntity(id: 2, name: "Lake")]))
        let found = try await TrailEntity.defaultQuery.entities(for: [2])
        XCTAssertEqual(found.map(\.name), ["Lake"])

        let intent = GetTrailInfo()
        intent.trail = TrailEntity(id: 0, name: "Nowhere")
        do {
            _ = try await intent.perform()
            XCTFail("a trail without an identifier needs a value")
        } catch let error as AppIntentError {
            XCTAssertTrue(error.reason.contains("Trail"), error.reason)
        }
        intent.trail = found[0]
        let result = try await intent.perform()
        let container = try XCTUnwrap(result as? IntentResultContainer<TrailEntity, Never, TrailSiriDetailView, IntentDialog>)
        XCTAssertEqual(container.value?.name, "Lake")
        XCTAssertEqual(container.dialog.map { String(localized: $0.full) }, "Lake")
        let snippet = try XCTUnwrap(container.content)
        let json = try await MainActor.run { try ImageRenderer(content: snippet).layoutJSON() }
        XCTAssertTrue(json.contains("Lake"), json)
        XCTAssertEqual((TrailTip().options.first as? Tips.MaxDisplayCount)?.count, 1)
    }
}
