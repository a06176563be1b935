/// `labelsHidden()`: controls keep their label for accessibility but draw without it, so a
/// `Toggle` shrinks to its switch and a `Picker` in a row to its menu. The modifier sets an
/// environment flag that the control bodies read (docs/ARCHITECTURE.md §5.19).

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether controls here draw without their labels; set by `labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside this view (toggles, pickers); the controls
    /// draw alone, sized to themselves.
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// What a style configuration's `label` draws (`ToggleStyleConfiguration.Label` and the
/// others of controls with a separate label): the label, or nothing under `labelsHidden()`,
/// so a custom style that places `configuration.label` hides it as iOS does. A button's or a
/// `Label`'s content is not a control's label, and stays.
struct ConfigurationLabel: View {
    let content: AnyView
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if !labelsHidden { content }
    }
}
