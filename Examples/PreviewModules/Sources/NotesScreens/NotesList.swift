import SwiftData
import SwiftUI

/// A note, stored with SwiftData.
@Model
public final class Note {
    public var title: String
    public var body: String
    public var pinned: Bool
    public var created: Date

    /// A note titled `title`.
    public init(title: String, body: String, pinned: Bool = false, created: Date) {
        self.title = title
        self.body = body
        self.pinned = pinned
        self.created = created
    }
}

/// The notes of the container in the environment, pinned first, newest first: an iOS 17
/// SwiftData screen with `@Query`, as Xcode's template writes one.
public struct NotesList: View {
    @Query(sort: [SortDescriptor(\Note.created, order: .reverse)]) private var notes: [Note]

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(notes.filter(\.pinned)) { NoteRow(note: $0) }
                }
                Section("Notes") {
                    ForEach(notes.filter { !$0.pinned }) { NoteRow(note: $0) }
                }
            }
            .navigationTitle("Notes")
            .overlay {
                if notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text")
                }
            }
        }
    }
}

private struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title).font(.headline)
            Text(note.body).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
        }
        .padding(.vertical, 2)
    }
}

#Preview("Notes, seeded") {
    let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let day: TimeInterval = 86_400
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01, fixed for the picture
    container.mainContext.insert(Note(title: "Groceries", body: "Oat milk, lemons, basil, two kinds of flour.", pinned: true, created: start))
    container.mainContext.insert(Note(title: "Trip ideas", body: "Lisbon in spring; the night train to Vienna; a week on the coast.", created: start + day))
    container.mainContext.insert(Note(title: "Book club", body: "Chapter 7 for Thursday, and bring the list of questions.", created: start + 2 * day))
    return NotesList().modelContainer(container)
}

#Preview("Notes, empty") {
    NotesList().modelContainer(for: Note.self, inMemory: true)
}
