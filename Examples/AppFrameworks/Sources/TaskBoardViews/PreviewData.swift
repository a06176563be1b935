import Foundation
import SwiftData

/// An in-memory container with the migration plan, seeded for previews.
@MainActor
enum PreviewData {
    static let referenceDate = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01

    static var container: ModelContainer {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try! ModelContainer(
            for: Schema(versionedSchema: TaskSchemaV2.self),
            migrationPlan: TaskMigrationPlan.self,
            configurations: configuration
        )
        let day: TimeInterval = 86_400
        let samples: [(String, Double, TaskPriority, Bool)] = [
            ("Book flights", 2, .high, false),
            ("Renew passport", 9, .high, false),
            ("Water the plants", 1, .low, true),
            ("Plan the team offsite", 5, .normal, false),
            ("Call the bank", 3, .normal, false),
        ]
        for (title, days, priority, done) in samples {
            container.mainContext.insert(TaskItem(title: title, isDone: done, dueDate: referenceDate.addingTimeInterval(days * day), priority: priority))
        }
        return container
    }
}
