import CoreData
import SwiftUI

/// Finished tasks from the Core Data archive, most points first, with their project.
struct ArchiveView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \ArchivedTask.points, ascending: false)],
                  predicate: NSPredicate(format: "points >= %d", 2))
    private var tasks: FetchedResults<ArchivedTask>

    var body: some View {
        NavigationStack {
            List(tasks) { task in
                HStack {
                    VStack(alignment: .leading) {
                        Text(task.title ?? "")
                        Text(task.project?.name ?? "No project")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(task.points) pt")
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Archive")
        }
    }
}

#Preview("Archive") {
    ArchiveView()
        .environment(\.managedObjectContext, ArchiveStore.preview.container.viewContext)
}
