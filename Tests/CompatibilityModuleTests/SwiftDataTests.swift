import SwiftData
import SwiftUI
import SwatchRasterTesting
import XCTest

// SwiftData in memory (issue 34: 3.9 % of the usage sample's files import it): `@Model`
// classes, a seeded container, `@Query` with sorting and a predicate, written as an iOS 17
// SwiftData screen and its preview are.

@Model final class JournalEntry {
    var title: String
    var mood: Int
    @Attribute(.unique) var slug: String
    @Transient var isExpanded = false

    init(title: String, mood: Int) {
        self.title = title
        self.mood = mood
        self.slug = title.lowercased()
    }
}

private struct EntryList: View {
    @Query(sort: \JournalEntry.mood, order: .reverse) private var entries: [JournalEntry]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(entries) { entry in
                Text(entry.title)
            }
        }
    }
}

private struct HappyList: View {
    @Query(filter: #Predicate<JournalEntry> { $0.mood >= 3 }, sort: [SortDescriptor(\JournalEntry.title)]) private var entries: [JournalEntry]
    var body: some View {
        VStack(spacing: 0) { ForEach(entries) { Text($0.title) } }
    }
}

@MainActor private func seededContainer() throws -> ModelContainer {
    let container = try ModelContainer(for: JournalEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (title, mood) in [("Beach", 4), ("Rain", 1), ("Alps", 5), ("Office", 3)] {
        container.mainContext.insert(JournalEntry(title: title, mood: mood))
    }
    return container
}

@MainActor private func texts<V: View>(_ view: V) throws -> [String] {
    let json = try ImageRenderer(content: view).layoutJSON()
    return try LayoutDump(json: json).nodes.filter { $0.kind == "Text" }.compactMap(\.text)
}

final class SwiftDataTests: XCTestCase {
    func testQuerySortsTheSeededModels() throws {
        try MainActor.assumeIsolated {
            let container = try seededContainer()
            XCTAssertEqual(try texts(EntryList().modelContainer(container)), ["Alps", "Beach", "Office", "Rain"])
        }
    }

    func testQueryFiltersWithAPredicate() throws {
        try MainActor.assumeIsolated {
            let container = try seededContainer()
            XCTAssertEqual(try texts(HappyList().modelContainer(container)), ["Alps", "Beach", "Office"])
        }
    }

    func testWithoutAContainerAQueryIsEmptyAndAModelIsObservable() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try texts(EntryList()), [])
            let entry = JournalEntry(title: "Park", mood: 2)
            nonisolated(unsafe) var changed = false
            withObservationTracking { _ = entry.title } onChange: { changed = true }
            entry.title = "Garden"
            XCTAssertTrue(changed)
            let context = try seededContainer().mainContext
            XCTAssertEqual(try context.fetchCount(FetchDescriptor<JournalEntry>()), 4)
            let rain = try XCTUnwrap(try context.fetch(FetchDescriptor<JournalEntry>(predicate: #Predicate { $0.mood < 2 })).first)
            context.delete(rain)
            XCTAssertEqual(try context.fetchCount(FetchDescriptor<JournalEntry>()), 3)
        }
    }
}

/// Apple's `ModelConfiguration` initializers as previews write them (pompaddo's
/// `Previewer`): each builds, and every store is in memory.
final class ModelConfigurationInitializerTests: XCTestCase {
    func testApplesInitializersBuildAndKeepTheirOptions() throws {
        let schema = Schema([JournalEntry.self])
        let preview = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true, cloudKitDatabase: .none)
        XCTAssertEqual(preview.cloudKitDatabase, .none)
        XCTAssertEqual(preview.url.path, "/dev/null")
        XCTAssertTrue(preview.schema === schema)
        let named = ModelConfiguration("Shared", groupContainer: .identifier("group.example"), cloudKitDatabase: .private("iCloud.example"))
        XCTAssertEqual(named.groupAppContainerIdentifier, "group.example")
        XCTAssertEqual(named.cloudKitContainerIdentifier, "iCloud.example")
        XCTAssertEqual(ModelConfiguration(isStoredInMemoryOnly: true).name, "default")
        XCTAssertEqual(ModelConfiguration(for: JournalEntry.self, isStoredInMemoryOnly: true).schema?.types.count, 1)
        let atURL = ModelConfiguration(url: URL(fileURLWithPath: "/tmp/x.store"), allowsSave: false)
        XCTAssertFalse(atURL.allowsSave)
        let container = try ModelContainer(for: schema, configurations: preview)
        XCTAssertEqual(container.configurations.count, 1)
    }
}
