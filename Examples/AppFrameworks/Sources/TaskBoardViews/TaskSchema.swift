import Foundation
import SwiftData

/// The first release: a title and a done flag.
enum TaskSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [TaskItem.self] }

    @Model
    final class TaskItem {
        var title: String
        var isDone: Bool

        init(title: String, isDone: Bool = false) {
            self.title = title
            self.isDone = isDone
        }
    }
}

/// The second release adds a due date and a priority.
enum TaskSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [TaskItem.self] }

    @Model
    final class TaskItem {
        var title: String
        var isDone: Bool
        var dueDate: Date
        var priorityValue: String

        var priority: TaskPriority {
            get { TaskPriority(rawValue: priorityValue) ?? .normal }
            set { priorityValue = newValue.rawValue }
        }

        init(title: String, isDone: Bool = false, dueDate: Date, priority: TaskPriority = .normal) {
            self.title = title
            self.isDone = isDone
            self.dueDate = dueDate
            self.priorityValue = priority.rawValue
        }
    }
}

typealias TaskItem = TaskSchemaV2.TaskItem

enum TaskMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TaskSchemaV1.self, TaskSchemaV2.self] }
    static var stages: [MigrationStage] { [migrateV1toV2] }

    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: TaskSchemaV1.self, toVersion: TaskSchemaV2.self)
}
