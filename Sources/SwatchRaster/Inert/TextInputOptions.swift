/// More text-entry settings: Writing Tools, autocorrection in the environment, and search
/// completions. Nothing is typed or searched in a still, so they leave the picture unchanged
/// (docs/ARCHITECTURE.md §4.2).

/// Whether Writing Tools (iOS 18) are offered in text views.
public struct WritingToolsBehavior: Sendable, Hashable {
    private let name: String
    /// The system's choice.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// The overlay-only experience.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// Not offered.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

private struct DisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }

extension EnvironmentValues {
    /// Whether autocorrection is turned off for text inside (nil: the default).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }
    /// Whether autocorrection is turned off for text inside.
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }
}

extension View {
    /// Whether Writing Tools are offered; nothing is edited in a still.
    nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
    /// The text a search suggestion fills in when tapped; suggestions are not shown in a still.
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }
    /// The token a search suggestion adds when tapped; suggestions are not shown in a still.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// Suggestions shown under the search field while searching; a still is not searching.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}
