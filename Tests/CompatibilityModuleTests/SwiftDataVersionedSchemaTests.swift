import SwiftData
import SwiftUI
import SwatchRasterTesting
import XCTest

// Issue 47: versioned schemas as real apps write them (the `@Model` classes nested in the
// schema enums, a typealias to the latest), a migration plan handed to the container, and
// every `@Query` form of Apple's interface, the bare one first.

enum NotesSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var title: String
        init(title: String) { self.title = title }
    }
}

enum NotesSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var title: String
        var rank: Int
        var due: Date?
        init(title: String, rank: Int, due: Date? = nil) {
            self.title = title
            self.rank = rank
            self.due = due
        }
    }
}

typealias Note = NotesSchemaV2.Note

enum NotesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self),
         .custom(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self, willMigrate: nil, didMigrate: { _ in })]
    }
}

/// The bare form, in a view with a stored property of its own: its memberwise initializer
/// must stay internal (`BareNotes(heading:)` below is called from another type).
private struct BareNotes: View {
    var heading: String
    @Query private var notes: [Note]
    var body: some View { VStack(spacing: 0) { Text(heading); ForEach(notes) { Text($0.title) } } }
}

private struct ReverseNotes: View {
    @Query(sort: \Note.rank, order: .reverse) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct DueNotes: View {
    @Query(sort: \Note.due) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct FilteredNotes: View {
    @Query(filter: #Predicate<Note> { $0.rank > 1 }, sort: \Note.title) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct DescriptorNotes: View {
    @Query(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.rank)])) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct DescriptorsNotes: View {
    @Query(sort: [SortDescriptor(\Note.title, order: .reverse)]) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct AnimatedNotes: View {
    @Query(animation: .default) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct AnimatedSortedNotes: View {
    @Query(sort: \Note.rank, order: .forward, animation: .easeInOut) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

private struct TransactionNotes: View {
    @Query(filter: #Predicate<Note> { $0.rank < 3 }, sort: [SortDescriptor(\Note.rank)], transaction: Transaction()) var notes: [Note]
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

/// The dynamic-query pattern: the initializer assigns `_notes`.
private struct SearchedNotes: View {
    @Query var notes: [Note]
    init(minimumRank: Int) {
        _notes = Query(filter: #Predicate<Note> { $0.rank >= minimumRank }, sort: [SortDescriptor(\Note.rank, order: .reverse)])
    }
    var body: some View { VStack(spacing: 0) { ForEach(notes) { Text($0.title) } } }
}

@MainActor private func notesContainer() throws -> ModelContainer {
    let container = try ModelContainer(for: Schema(versionedSchema: NotesSchemaV2.self), migrationPlan: NotesMigrationPlan.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let day: TimeInterval = 86_400
    for (title, rank, due) in [("Bread", 2, Date(timeIntervalSince1970: 3 * day)), ("Apples", 3, nil),
                               ("Cheese", 1, Date(timeIntervalSince1970: day))] as [(String, Int, Date?)] {
        container.mainContext.insert(Note(title: title, rank: rank, due: due))
    }
    return container
}

@MainActor private func texts<V: View>(_ view: V) throws -> [String] {
    let json = try ImageRenderer(content: view.modelContainer(try notesContainer())).layoutJSON()
    return try LayoutDump(json: json).nodes.filter { $0.kind == "Text" }.compactMap(\.text)
}

final class SwiftDataVersionedSchemaTests: XCTestCase {
    func testVersionsOrderAndThePlanSelectsTheLatestSchema() throws {
        XCTAssertLessThan(Schema.Version(1, 9, 9), Schema.Version(2, 0, 0))
        XCTAssertLessThan(Schema.Version(2, 0, 1), Schema.Version(2, 1, 0))
        XCTAssertEqual(Schema.Version(1, 2, 3).description, "1.2.3")
        XCTAssertTrue(NotesMigrationPlan.latestSchema == NotesSchemaV2.self)
        XCTAssertEqual(NotesMigrationPlan.stages.count, 2)
        let schema = Schema(versionedSchema: NotesSchemaV1.self)
        XCTAssertEqual(schema.version, Schema.Version(1, 0, 0))
        XCTAssertTrue(schema.types.first == NotesSchemaV1.Note.self)
        // The variadic form with a plan, and a plan with an empty schema picking the latest.
        let byTypes = try ModelContainer(for: Note.self, migrationPlan: NotesMigrationPlan.self)
        XCTAssertTrue(byTypes.migrationPlan == NotesMigrationPlan.self)
        let byPlan = try ModelContainer(for: Schema([]), migrationPlan: NotesMigrationPlan.self, configurations: [])
        XCTAssertEqual(byPlan.schema.version, Schema.Version(2, 0, 0))
    }

    func testBareQueryFetchesEveryModelInInsertionOrder() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try texts(BareNotes(heading: "All")), ["All", "Bread", "Apples", "Cheese"])
        }
    }

    func testEveryQueryFormSortsAndFilters() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try texts(ReverseNotes()), ["Apples", "Bread", "Cheese"])
            // Foundation orders nil before any value.
            XCTAssertEqual(try texts(DueNotes()), ["Apples", "Cheese", "Bread"])
            XCTAssertEqual(try texts(FilteredNotes()), ["Apples", "Bread"])
            XCTAssertEqual(try texts(DescriptorNotes()), ["Cheese", "Bread", "Apples"])
            XCTAssertEqual(try texts(DescriptorsNotes()), ["Cheese", "Bread", "Apples"])
            XCTAssertEqual(try texts(AnimatedNotes()), ["Bread", "Apples", "Cheese"])
            XCTAssertEqual(try texts(AnimatedSortedNotes()), ["Cheese", "Bread", "Apples"])
            XCTAssertEqual(try texts(TransactionNotes()), ["Cheese", "Bread"])
            XCTAssertEqual(try texts(SearchedNotes(minimumRank: 2)), ["Apples", "Bread"])
        }
    }

    func testTheOlderSchemasModelsStillBuildAndStore() throws {
        try MainActor.assumeIsolated {
            let container = try ModelContainer(for: Schema(versionedSchema: NotesSchemaV1.self), configurations: [])
            container.mainContext.insert(NotesSchemaV1.Note(title: "Old"))
            XCTAssertEqual(try container.mainContext.fetch(FetchDescriptor<NotesSchemaV1.Note>()).map(\.title), ["Old"])
        }
    }
}
