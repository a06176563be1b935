import OSLog
import SwiftData
import SwiftUI

/// The board: open tasks by due date, filtered by priority and by the search bar.
struct TaskBoardView: View {
    @Query(sort: \TaskItem.dueDate) private var tasks: [TaskItem]
    @State private var query = ""
    @State private var priority: TaskPriority?

    private var visibleTasks: [TaskItem] {
        tasks.filter { task in
            (priority == nil || task.priority == priority)
                && (query.isEmpty || task.title.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    SearchBar(text: $query, placeholder: "Search tasks")
                        .listRowInsets(EdgeInsets())
                    Picker("Priority", selection: $priority) {
                        Text("All").tag(TaskPriority?.none)
                        ForEach(TaskPriority.allCases) { priority in
                            Text(priority.title).tag(TaskPriority?.some(priority))
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Due") {
                    ForEach(visibleTasks) { task in
                        TaskRow(task: task)
                    }
                }
            }
            .navigationTitle("Tasks")
            .onAppear {
                let open = tasks.filter { !$0.isDone }.count
                Logger.ui.info("Board appeared with \(open, privacy: .public) open tasks")
                ReminderScheduler.scheduleDailyReview(openTasks: open)
            }
        }
    }
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(task.isDone ? Color.green : Color.secondary)
            VStack(alignment: .leading) {
                Text(task.title)
                    .strikethrough(task.isDone)
                Text(task.dueDate, format: .dateTime.month().day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if task.priority == .high {
                Image(systemName: "exclamationmark.circle.fill")
                    .foregroundStyle(.red)
            }
        }
    }
}

#Preview("Board") {
    TaskBoardView()
        .modelContainer(PreviewData.container)
}
