/// SwiftUI's `EditButton`: toggles the environment's `editMode`. It draws as a borderless
/// button titled "Edit" ("Done" while the edit mode is active), in the tint, as iOS shows it
/// in a navigation bar (docs/ARCHITECTURE.md §5.20: approximated).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button for the enclosing edit mode.
    public init() {}

    /// "Edit" or "Done", by the current mode; the tap that would flip it never comes in a still.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        // "Done" is regular weight, as "Edit" is (measured: 38.0 pt of ink in
        // decodevM/TodoList@1305c53's iOS 17 ScreenShots/4.png, where semibold draws 39.67).
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
    }
}
