/// A list row's edit actions: swipe buttons, and whether it can be deleted or moved
/// (`onDelete` and `onMove` are on `DynamicViewContent`, DynamicViewContent.swift). They act on touches that a
/// still never gets, so the row draws as it does at rest (docs/ARCHITECTURE.md §4.2).
extension View {
    /// Buttons revealed by swiping the row from `edge`; not revealed in a still.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    /// Whether the row can be deleted in edit mode.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether the row can be moved in edit mode.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

