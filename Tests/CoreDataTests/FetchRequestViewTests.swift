import CoreData
import SwatchRasterTesting
import SwiftUI
import XCTest

// `@FetchRequest` and `@SectionedFetchRequest` in views, written as a Core Data screen and
// its preview are: the context comes from `.environment(\.managedObjectContext, …)`.

private struct EntryList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Entry.mood, ascending: false)], animation: .default)
    private var entries: FetchedResults<Entry>

    var body: some View {
        List {
            ForEach(entries) { entry in
                Text(entry.title ?? "")
            }
        }
    }
}

private struct OpenEntries: View {
    @FetchRequest(entity: Entry.entity(), sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)], predicate: NSPredicate(format: "done == NO"))
    private var entries: FetchedResults<Entry>

    var body: some View {
        VStack(spacing: 0) { ForEach(entries, id: \.self) { Text($0.title ?? "") } }
    }
}

private struct ValueSorted: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title, order: .reverse)]) private var entries: FetchedResults<Entry>
    @FetchRequest(fetchRequest: Folder.fetchRequest() as NSFetchRequest<Folder>) private var folders: FetchedResults<Folder>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(entries) { Text($0.title ?? "") }
            Text("\(folders.count) folders, \(entries.nsSortDescriptors.count) sort")
        }
    }
}

private struct ByFolder: View {
    @SectionedFetchRequest(sectionIdentifier: \Entry.folder?.name, sortDescriptors: [NSSortDescriptor(key: "folder.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)])
    private var sections: SectionedFetchResults<String?, Entry>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(sections) { section in
                Text(section.id ?? "none")
                ForEach(section) { Text("- " + ($0.title ?? "")) }
            }
        }
    }
}

/// Black bars whose widths are the moods, one per row, to measure in pixels.
private struct MoodBars: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "mood", ascending: true)]) private var entries: FetchedResults<Entry>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(entries) { entry in
                Rectangle().fill(Color.black).frame(width: CGFloat(entry.mood) * 20, height: 10)
            }
        }
        .frame(width: 120, height: 100, alignment: .topLeading)
        .background(Color.white)
    }
}

@MainActor private func texts<V: View>(_ view: V) throws -> [String] {
    let json = try ImageRenderer(content: view).layoutJSON()
    return try LayoutDump(json: json).nodes.filter { $0.kind == "Text" }.compactMap(\.text)
}

final class FetchRequestViewTests: XCTestCase {
    func testAListShowsTheRowsInFetchOrder() throws {
        try MainActor.assumeIsolated {
            let container = journalContainer()
            try seedJournal(container.viewContext)
            let list = EntryList().environment(\.managedObjectContext, container.viewContext)
            XCTAssertEqual(try texts(list), ["Garden plan", "Quarterly review", "Café visit", "Standup notes"])

            let renderer = ImageRenderer(content: list)
            renderer.apply(.iPhone15)
            let dump = try LayoutDump(json: renderer.layoutJSON())
            let rows = dump.nodes.filter { $0.kind == "Text" }
            XCTAssertEqual(rows.count, 4)
            // One row under the other, in fetch order.
            let tops = rows.map { $0.frame[1] }
            XCTAssertEqual(tops, tops.sorted())
            XCTAssertTrue(zip(tops, tops.dropFirst()).allSatisfy { $1 - $0 >= 40 }, "\(tops)")
        }
    }

    func testEveryInitializerFetches() throws {
        try MainActor.assumeIsolated {
            let context = journalContainer().viewContext
            try seedJournal(context)
            XCTAssertEqual(try texts(OpenEntries().environment(\.managedObjectContext, context)), ["Garden plan", "Quarterly review"])
            XCTAssertEqual(try texts(ValueSorted().environment(\.managedObjectContext, context)),
                           ["Standup notes", "Quarterly review", "Garden plan", "Café visit", "2 folders, 1 sort"])
            XCTAssertEqual(try texts(ByFolder().environment(\.managedObjectContext, context)),
                           ["Home", "- Café visit", "- Garden plan", "Work", "- Quarterly review", "- Standup notes"])
            // Without a context in the environment there is nothing to fetch.
            XCTAssertEqual(try texts(OpenEntries()), [])
        }
    }

    func testBarsFollowTheFetchInPixels() throws {
        try MainActor.assumeIsolated {
            let context = journalContainer().viewContext
            try seedJournal(context)
            let image = try ImageRenderer(content: MoodBars().environment(\.managedObjectContext, context)).render()
            // Moods 2, 3, 4, 5 from the top: bars 40, 60, 80, 100 pt wide, 20 pt apart.
            for (row, width) in [40, 60, 80, 100].enumerated() {
                let y = row * 20 + 5
                XCTAssertEqual(image[width - 1, y].r, 0, "row \(row)")
                XCTAssertEqual(image[width + 1, y].r, 255, "row \(row)")
            }
        }
    }

    func testAnInsertAfterRenderingIsSeenAndObjectsAreObservable() throws {
        try MainActor.assumeIsolated {
            let context = journalContainer().viewContext
            let entry = Entry(context: context)
            entry.title = "First"
            nonisolated(unsafe) var changed = false
            withObservationTracking { _ = try? context.fetch(Entry.fetchRequest() as NSFetchRequest<Entry>) } onChange: { changed = true }
            let second = Entry(context: context)
            second.title = "Second"
            XCTAssertTrue(changed)
            XCTAssertEqual(try texts(OpenEntries().environment(\.managedObjectContext, context)), ["First", "Second"])
            let publisher: ObservableObjectPublisher = entry.objectWillChange
            _ = publisher
        }
    }
}
