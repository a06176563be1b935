import AppIntents

/// How urgent a task is. The same enum backs the priority picker and the intent's parameter,
/// so Shortcuts and the app show the same titles.
enum TaskPriority: String, AppEnum, Codable, Identifiable {
    case low
    case normal
    case high

    var id: Self { self }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"

    static let caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] = [
        .low: "Low",
        .normal: "Normal",
        .high: "High",
    ]

    /// The title the picker shows.
    var title: String {
        switch self {
        case .low: "Low"
        case .normal: "Normal"
        case .high: "High"
        }
    }
}
