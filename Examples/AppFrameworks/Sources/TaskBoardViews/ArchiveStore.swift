import CoreData
import OSLog

/// The archive of finished tasks: an `NSPersistentContainer` over the `Archive` model, as an
/// app sets one up with Xcode's Core Data template. Previews use an in-memory store seeded
/// with sample tasks.
struct ArchiveStore {
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Archive")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { description, error in
            if let error {
                Logger.ui.error("Archive store failed: \(error.localizedDescription, privacy: .public)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    /// An in-memory archive with a project and four finished tasks, for previews.
    static var preview: ArchiveStore {
        let store = ArchiveStore(inMemory: true)
        let context = store.container.viewContext
        let project = ArchivedProject(context: context)
        project.name = "Launch"
        let start = Date(timeIntervalSince1970: 1_717_200_000)
        for (index, (title, points)) in [("Write release notes", 2), ("Record the demo", 5),
                                         ("Fix the onboarding crash", 8), ("Update screenshots", 3)].enumerated() {
            let task = ArchivedTask(context: context)
            task.title = title
            task.points = Int16(points)
            task.finished = start.addingTimeInterval(Double(index) * 86_400)
            project.addToTasks(task)
        }
        try? context.save()
        return store
    }
}
