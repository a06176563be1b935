import OSLog
import SwiftData
import SwiftUI

/// The sheet for a new task: a UIKit title field, the priority picker the intent shares, and
/// a due date.
struct NewTaskView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var priority: TaskPriority = .normal
    @State private var dueDate = PreviewData.referenceDate

    var body: some View {
        NavigationStack {
            Form {
                Section("Task") {
                    TitleField(text: $title, placeholder: "What needs doing?")
                    Picker("Priority", selection: $priority) {
                        ForEach(TaskPriority.allCases) { priority in
                            Text(priority.title).tag(priority)
                        }
                    }
                }
                Section {
                    DatePicker("Due", selection: $dueDate, displayedComponents: .date)
                } footer: {
                    Text("Shortcuts can add tasks too: \u{201C}Add a task in TaskBoard\u{201D}.")
                }
            }
            .navigationTitle("New Task")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        modelContext.insert(TaskItem(title: title, dueDate: dueDate, priority: priority))
                        Logger.ui.notice("Added a task titled \(title, privacy: .private) with priority \(priority.rawValue, privacy: .public)")
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview("New task") {
    NewTaskView()
        .modelContainer(PreviewData.container)
}
