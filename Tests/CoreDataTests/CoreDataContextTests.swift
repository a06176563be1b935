import CoreData
import XCTest

// Contexts, fetch requests, sort descriptors and relationships over the generated Journal
// model, written as an app's persistence code is.
final class CoreDataContextTests: XCTestCase {
    func testTheGeneratedModelIsFoundByNameAndGivesDefaults() throws {
        let container = journalContainer()
        XCTAssertEqual(container.managedObjectModel.entities.map(\.name), ["Entry", "Folder", "Tag", "Note"])
        let entity = try XCTUnwrap(NSEntityDescription.entity(forEntityName: "Entry", in: container.viewContext))
        XCTAssertEqual(entity.attributesByName["mood"]?.attributeType, .integer16AttributeType)
        XCTAssertEqual(entity.relationshipsByName["tags"]?.isOrdered, true)
        XCTAssertEqual(entity.relationshipsByName["folder"]?.destinationEntity?.name, "Folder")

        let entry = Entry(context: container.viewContext)
        XCTAssertEqual(entry.title, "Untitled")
        XCTAssertEqual(entry.mood, 3)
        XCTAssertFalse(entry.done)
        XCTAssertNil(entry.rating)
        XCTAssertTrue(entry.isInserted)
        XCTAssertTrue(container.viewContext.hasChanges)
        XCTAssertEqual(entry.entity.name, "Entry")

        let made = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: container.viewContext)
        XCTAssertTrue(made is Folder)
        made.setValue("Inbox", forKey: "name")
        XCTAssertEqual((made as? Folder)?.name, "Inbox")
        XCTAssertEqual(made.value(forKey: "position") as? Int64, 0)
    }

    func testFetchesInSortOrderWithLimitsAndCounts() throws {
        let context = journalContainer().viewContext
        try seedJournal(context)

        let byMood: NSFetchRequest<Entry> = Entry.fetchRequest()
        byMood.sortDescriptors = [NSSortDescriptor(key: "mood", ascending: false)]
        XCTAssertEqual(try context.fetch(byMood).map(\.title), ["Garden plan", "Quarterly review", "Café visit", "Standup notes"])

        let byDate = NSFetchRequest<Entry>(entityName: "Entry")
        byDate.sortDescriptors = [NSSortDescriptor(keyPath: \Entry.date, ascending: true)]
        XCTAssertEqual(try context.fetch(byDate).map(\.title), ["Standup notes", "Quarterly review", "Garden plan", "Café visit"])

        let byFolderThenTitle = NSFetchRequest<Entry>(entityName: "Entry")
        byFolderThenTitle.sortDescriptors = [NSSortDescriptor(key: "folder.name", ascending: true), NSSortDescriptor(keyPath: \Entry.title, ascending: false)]
        byFolderThenTitle.fetchOffset = 1
        byFolderThenTitle.fetchLimit = 2
        XCTAssertEqual(try context.fetch(byFolderThenTitle).map(\.title), ["Café visit", "Standup notes"])

        XCTAssertEqual(try context.count(for: Folder.fetchRequest()), 2)
        // Untyped, as LeitnerBox's view models write it: the generated, typed request.
        let inferred = Entry.fetchRequest()
        inferred.predicate = NSPredicate(format: "mood >= %i", 3)
        let found: [Entry] = try context.fetch(inferred)
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(type(of: inferred) == NSFetchRequest<Entry>.self)
        let untyped = NSFetchRequest<NSFetchRequestResult>(entityName: "Folder")
        XCTAssertEqual(try context.fetch(untyped).count, 2)
        XCTAssertEqual(try context.fetch(NSFetchRequest<Note>(entityName: "Note")).count, 0)
    }

    func testPredicatesOfEachFormFilterFetches() throws {
        let context = journalContainer().viewContext
        try seedJournal(context)
        func titles(_ predicate: NSPredicate) throws -> [String] {
            let request: NSFetchRequest<Entry> = Entry.fetchRequest()
            request.predicate = predicate
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            XCTAssertNil(predicate.parseError, predicate.formatString ?? "")
            return try context.fetch(request).map { $0.title ?? "" }
        }
        let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)
        XCTAssertEqual(try titles(NSPredicate(format: "title == %@", "Garden plan")), ["Garden plan"])
        XCTAssertEqual(try titles(NSPredicate(format: "done == NO")), ["Garden plan", "Quarterly review"])
        XCTAssertEqual(try titles(NSPredicate(format: "done == YES AND mood >= 3")), ["Café visit"])
        XCTAssertEqual(try titles(NSPredicate(format: "%K CONTAINS[cd] %@", "title", "CAFE")), ["Café visit"])
        XCTAssertEqual(try titles(NSPredicate(format: "title BEGINSWITH[c] 'q' OR title ENDSWITH 'notes'")), ["Quarterly review", "Standup notes"])
        XCTAssertEqual(try titles(NSPredicate(format: "date >= %@ AND date < %@", reference.addingTimeInterval(86_400 * 2) as NSDate,
                                              reference.addingTimeInterval(86_400 * 4) as NSDate)), ["Garden plan", "Quarterly review"])
        XCTAssertEqual(try titles(NSPredicate(format: "mood > %d", 3)), ["Garden plan", "Quarterly review"])
        XCTAssertEqual(try titles(NSPredicate(format: "NOT (folder.name == %@)", "Work")), ["Café visit", "Garden plan"])
        XCTAssertEqual(try titles(NSPredicate(format: "rating == nil")).count, 4)
        XCTAssertEqual(try titles(NSPredicate(format: "mood IN %@", [2, 5])), ["Garden plan", "Standup notes"])
        XCTAssertEqual(try titles(NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "folder.name == 'Home'"), NSPredicate(format: "done == FALSE"),
        ])), ["Garden plan"])
        XCTAssertEqual(try titles(NSCompoundPredicate(orPredicateWithSubpredicates: [
            NSPredicate(format: "mood == 2"), NSPredicate(format: "mood == 4"),
        ])), ["Quarterly review", "Standup notes"])

        let work = try XCTUnwrap(try context.fetch(Folder.fetchRequest() as NSFetchRequest<Folder>).first { $0.name == "Work" })
        XCTAssertEqual(try titles(NSPredicate(format: "folder == %@", work)), ["Quarterly review", "Standup notes"])
        let folders = NSFetchRequest<Folder>(entityName: "Folder")
        folders.predicate = NSPredicate(format: "ANY entries.mood == 5")
        XCTAssertEqual(try context.fetch(folders).map(\.name), ["Home"])
        folders.predicate = NSPredicate(format: "entries.@count == 2 AND name MATCHES '[A-Z][a-z]+'")
        XCTAssertEqual(try context.fetch(folders).count, 2)
    }

    func testRelationshipsKeepTheirInverseAndDeletesCascade() throws {
        let context = journalContainer().viewContext
        let entries = try seedJournal(context)
        let work = try XCTUnwrap(entries[0].folder)
        XCTAssertEqual(Set((work.entries as? Set<Entry>)?.map(\.title) ?? []), ["Standup notes", "Quarterly review"])

        let home = try XCTUnwrap(entries[1].folder)
        entries[0].folder = home
        XCTAssertEqual(work.entries?.count, 1)
        XCTAssertEqual(home.entries?.count, 3)
        work.addToEntries(entries[0])
        XCTAssertTrue(entries[0].folder === work)
        XCTAssertEqual(home.entries?.count, 2)

        let tag = Tag(context: context)
        tag.label = "idea"
        entries[1].addToTags(tag)
        XCTAssertEqual(entries[1].tags?.array as? [Tag], [tag])
        XCTAssertEqual((tag.entries?.anyObject() as? Entry)?.title, "Garden plan")
        XCTAssertEqual(tag.display, "#idea")

        context.delete(work)
        try context.save()
        XCTAssertEqual(try context.count(for: Entry.fetchRequest()), 2)
    }

    /// A to-many set grows in place after its first addition (seeding speed); what was
    /// saved stays what `rollback()` returns to, and a set read before an addition is the
    /// relationship's live set, as Core Data's is.
    func testToManySetsGrowInPlaceAndRollBack() throws {
        let context = journalContainer().viewContext
        let folder = Folder(context: context)
        let first = Entry(context: context)
        folder.addToEntries(first)
        try context.save()
        let live = folder.entries
        for _ in 0..<3 { folder.addToEntries(Entry(context: context)) }
        folder.addToEntries(first)  // again: still once
        XCTAssertEqual(folder.entries?.count, 4)
        XCTAssertEqual(live?.count, 4, "the set read before is the live one")
        XCTAssertTrue(folder.hasChanges)
        context.rollback()
        XCTAssertEqual(folder.entries?.count, 1, "the saved set, untouched by the additions")
        XCTAssertTrue(folder.entries?.anyObject() as? Entry === first)
        folder.addToEntries(Entry(context: context))
        XCTAssertEqual(folder.entries?.count, 2, "grows again after a rollback")
    }

    /// Preview data as apps seed it: thousands of objects joined by relationships, inserted,
    /// one deleted, saved (LeitnerBox fills about 30,000 before its first preview). Every
    /// object is inserted once, in order, and counted once, whatever the order of calls.
    func testThousandsOfSeededObjectsAreEachKeptOnceInOrder() throws {
        let context = journalContainer().viewContext
        var folders: [Folder] = []
        for index in 0..<40 {
            let folder = Folder(context: context)
            folder.name = "Folder \(index)"
            folders.append(folder)
            for item in 0..<100 {
                let entry = Entry(context: context)
                entry.title = "Entry \(index)-\(item)"
                folder.addToEntries(entry)
                context.insert(entry)  // again: still once
            }
        }
        XCTAssertEqual(context.insertedObjects.count, 40 + 4_000)
        context.delete(folders[0])  // cascades to its 100 entries, never saved
        XCTAssertEqual(try context.count(for: Entry.fetchRequest()), 3_900, "deleted, not yet saved: gone from fetches")
        XCTAssertEqual(try context.count(for: Folder.fetchRequest()), 39, "each entity's objects alone")
        try context.save()
        XCTAssertEqual(try context.count(for: Entry.fetchRequest()), 3_900)
        let first = try context.fetch(Entry.fetchRequest() as NSFetchRequest<Entry>).first
        XCTAssertEqual(first?.title, "Entry 1-0", "unsorted fetches keep insertion order")
        folders[1].name = "Renamed"
        XCTAssertEqual(context.updatedObjects.count, 1)
        try context.save()
        XCTAssertFalse(context.hasChanges)
        let late = Entry(context: context)
        late.title = "Late"
        XCTAssertEqual(try context.fetch(Entry.fetchRequest() as NSFetchRequest<Entry>).last?.title, "Late", "saved objects first, then unsaved inserts")

    }

    func testSaveRollbackAndBackgroundContexts() throws {
        let container = journalContainer()
        let context = container.viewContext
        try seedJournal(context)
        XCTAssertFalse(context.hasChanges)

        let entry = try XCTUnwrap(try context.fetch(Entry.fetchRequest() as NSFetchRequest<Entry>).first)
        entry.title = "Changed"
        XCTAssertTrue(entry.hasChanges)
        XCTAssertEqual(entry.changedValues()["title"] as? String, "Changed")
        let extra = Entry(context: context)
        context.rollback()
        XCTAssertEqual(entry.title, "Standup notes")
        XCTAssertFalse(context.hasChanges)
        XCTAssertNil(extra.managedObjectContext)
        XCTAssertEqual(try context.count(for: Entry.fetchRequest()), 4)

        container.performBackgroundTask { background in
            let note = Note(context: background)
            note.text = "From the background"
            note.pinned = true
            final class Heard: @unchecked Sendable { var names: [Notification.Name] = [] }
            let heard = Heard()
            let names: [Notification.Name] = [.NSManagedObjectContextWillSave, .NSManagedObjectContextDidSave]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: background, queue: nil) { heard.names.append($0.name) }
            }
            try? background.save()
            observers.forEach(NotificationCenter.default.removeObserver)
            XCTAssertEqual(heard.names, names, "will save, then did save")
        }
        let notes = try context.fetch(NSFetchRequest<Note>(entityName: "Note"))
        XCTAssertEqual(notes.map(\.text), ["From the background"])
        XCTAssertEqual(notes.first?.value(forKey: "pinned") as? Bool, true)
        XCTAssertEqual(try context.fetch(NSFetchRequest<Note>(entityName: "Note").with(NSPredicate(format: "pinned == YES"))).count, 1)
        let background = container.newBackgroundContext()
        try background.performAndWait {
            XCTAssertEqual(try background.count(for: Note.fetchRequest()), 1)
        }
        XCTAssertTrue(context.object(with: entry.objectID) === entry)
    }

    func testAHandWrittenClassWithoutAModelStillWorks() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let first = Scribble(context: context)
        first.words = "zebra"
        let second = Scribble(context: context)
        second.words = "apple"
        XCTAssertEqual(Scribble.entity().name, "Scribble")
        let request = NSFetchRequest<Scribble>(entityName: "Scribble")
        request.sortDescriptors = [NSSortDescriptor(key: "words", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map(\.words), ["apple", "zebra"])
        XCTAssertEqual(first.value(forKey: "words") as? String, "zebra")
        XCTAssertEqual(first.value(forKey: "plain") as? Int, 7)
    }
}

/// A managed class with no model at all: its entity is made from the class's name.
final class Scribble: NSManagedObject {
    @_NSManaged var words: String
    var plain = 7
}

extension NSFetchRequest {
    func with(_ predicate: NSPredicate) -> NSFetchRequest {
        self.predicate = predicate
        return self
    }
}

/// LeitnerBox's store code: the protocol its view models take a context through, a batch
/// delete, a backup by migrating the store and a restore by replacing it (issue 46).
private protocol ContextLike: AnyObject {
    func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult
    func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult
}
extension NSManagedObjectContext: ContextLike {}

final class CoreDataStoreOperationTests: XCTestCase {
    func testBatchDeleteRemovesTheMatchingObjectsAtOnce() throws {
        let context = journalContainer().viewContext
        try seedJournal(context)
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Entry")
        request.predicate = NSPredicate(format: "mood >= %i", 4)
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeCount
        let result = try (context as ContextLike).execute(delete) as? NSBatchDeleteResult
        XCTAssertEqual(result?.result as? Int, 2)
        XCTAssertEqual(try context.fetch(Entry.fetchRequest()).compactMap(\.title).sorted(), ["Café visit", "Standup notes"])
        XCTAssertThrowsError(try context.execute(NSPersistentStoreRequest()))
    }

    func testBackupAndRestoreKeepTheObjects() throws {
        let container = journalContainer()
        try seedJournal(container.viewContext)
        let coordinator = container.persistentStoreCoordinator
        let store = try XCTUnwrap(coordinator.persistentStores.first)
        let backupURL = URL(fileURLWithPath: "/tmp/backup.sqlite")
        let options: [AnyHashable: Any] = [NSReadOnlyPersistentStoreOption: true, NSSQLitePragmasOption: ["journal_mode": "DELETE"]]
        let moved = try coordinator.migratePersistentStore(store, to: backupURL, options: options, withType: NSSQLiteStoreType)
        XCTAssertEqual(moved.url, backupURL)
        XCTAssertTrue(coordinator.persistentStore(for: backupURL) === moved)
        XCTAssertEqual(coordinator.persistentStores.count, 1, "the moved store takes the old one's place")
        try coordinator.replacePersistentStore(at: backupURL, withPersistentStoreFrom: URL(fileURLWithPath: "/tmp/other.sqlite"), type: .sqlite)
        XCTAssertEqual(try container.viewContext.count(for: Entry.fetchRequest()), 4)
        XCTAssertEqual(NSPersistentStore.StoreType.sqlite.rawValue, NSSQLiteStoreType)
        let added = try coordinator.addPersistentStore(type: .inMemory, at: URL(fileURLWithPath: "/dev/null"))
        XCTAssertEqual(added.type, NSInMemoryStoreType)
    }
}

/// Go Cycling's storage: a fetched results controller whose delegate is the store object.
private final class RideStorage: NSObject, NSFetchedResultsControllerDelegate {
    let controller: NSFetchedResultsController<Entry>
    init(context: NSManagedObjectContext) {
        let request: NSFetchRequest<Entry> = Entry.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "folder.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "folder.name", cacheName: nil)
        super.init()
        controller.delegate = self
    }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

final class FetchedResultsControllerTests: XCTestCase {
    func testFetchedObjectsAndSectionsFollowTheContext() throws {
        let context = journalContainer().viewContext
        try seedJournal(context)
        let storage = RideStorage(context: context)
        XCTAssertNil(storage.controller.fetchedObjects, "nothing before performFetch")
        try storage.controller.performFetch()
        XCTAssertEqual(storage.controller.fetchedObjects?.compactMap(\.title), ["Café visit", "Garden plan", "Quarterly review", "Standup notes"])
        let sections = try XCTUnwrap(storage.controller.sections)
        XCTAssertEqual(sections.map(\.name), ["Home", "Work"])
        XCTAssertEqual(sections.map(\.numberOfObjects), [2, 2])
        XCTAssertEqual(sections.first?.indexTitle, "H")
        let second = storage.controller.object(at: IndexPath(indexes: [1, 0]))
        XCTAssertEqual(second.title, "Quarterly review")
        XCTAssertEqual(storage.controller.indexPath(forObject: second), IndexPath(indexes: [1, 0]))
        let added = Entry(context: context)
        added.title = "Zebra"
        XCTAssertEqual(storage.controller.fetchedObjects?.count, 5, "an insert shows up")
    }
}
