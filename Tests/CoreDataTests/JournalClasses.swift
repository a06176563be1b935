import CoreData
import Foundation

// The classes of Journal.xcdatamodeld that the app writes itself, as an app would: `Tag`'s
// codegen is Category/Extension (the plugin writes its properties), `Note`'s is Manual/None
// (everything here, with `@_NSManaged` where the app wrote `@NSManaged`).


public class Tag: NSManagedObject {
    /// A helper of the app's own, reading a generated property.
    var display: String { "#" + (label ?? "") }
}

final class Note: NSManagedObject {
    @_NSManaged var text: String?
    @_NSManaged var pinned: Bool

    @nonobjc class func fetchRequest() -> NSFetchRequest<Note> {
        NSFetchRequest<Note>(entityName: "Note")
    }
}

/// A container of the generated Journal model in memory, as an app's `PersistenceController`
/// makes one for previews.
func journalContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Journal")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in
        if let error { fatalError("\(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    return container
}

/// Four entries in two folders, saved.
@discardableResult
func seedJournal(_ context: NSManagedObjectContext) throws -> [Entry] {
    let work = Folder(context: context)
    work.name = "Work"
    let home = Folder(context: context)
    home.name = "Home"
    let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)
    let rows: [(String, Int16, Double, Bool, Folder)] = [
        ("Standup notes", 2, 1, true, work),
        ("Garden plan", 5, 3, false, home),
        ("Quarterly review", 4, 2, false, work),
        ("Café visit", 3, 4, true, home),
    ]
    var entries: [Entry] = []
    for (title, mood, days, done, folder) in rows {
        let entry = Entry(context: context)
        entry.title = title
        entry.mood = mood
        entry.done = done
        entry.date = reference.addingTimeInterval(days * 86_400)
        entry.folder = folder
        entries.append(entry)
    }
    try context.save()
    return entries
}
