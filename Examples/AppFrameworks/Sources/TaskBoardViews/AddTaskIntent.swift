import AppIntents

/// "Add a task" from Shortcuts or Siri.
struct AddTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Task"
    static let description: IntentDescription? = IntentDescription("Adds a task to your board.")

    @Parameter(title: "Title")
    var taskTitle: String

    @Parameter(title: "Priority", default: .normal)
    var priority: TaskPriority

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$taskTitle) with \(\.$priority) priority")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Added \(taskTitle).")
    }
}

struct TaskBoardShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: ["Add a task in \(.applicationName)"],
            shortTitle: "Add Task",
            systemImageName: "plus.circle"
        )
    }
}
