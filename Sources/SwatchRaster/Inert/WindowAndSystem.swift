import Foundation

// How a view relates to the window and the system around it: status bar and home
// indicator, window activation, activity tracking, storage, hover and writing tools. A
// snapshot draws the view alone, not the window or the system's overlays, so these leave the
// picture unchanged (docs/ARCHITECTURE.md §4.2).

extension View {
    /// Whether the system's overlays (the home indicator) show; they are not drawn in a still.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Hides the status bar (the iOS 13 spelling); the status bar is not drawn in a still.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    nonisolated public func statusBar(hidden: Bool) -> some View { self }
    /// Whether a click on this view also activates its window (iPadOS 18); no window is clicked.
    nonisolated public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }
    /// A tag for the system's measurement of scrolling and interaction in this view.
    nonisolated public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Marks this widget view as possibly stale while an intent runs (iOS 17); a still is
    /// never stale, so the view is drawn as is.
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// The defaults store `@AppStorage` reads in this view. `@AppStorage` reads its default
    /// value in a still, so the store changes nothing.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
    /// The hover effect of this view's controls; nothing is hovered in a still.
    nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Whether the Writing Tools button shows in this view's text fields (iOS 18); not drawn.
    nonisolated public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { self }
    /// Whether this view's materials look active (iOS 18). An iOS app's window is always
    /// active, so materials draw the same under every value.
    nonisolated public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }
    /// Groups this view's geometry so its children animate in its frame (iOS 17). It matters
    /// only between frames of an animation, so a still is drawn unchanged.
    nonisolated public func geometryGroup() -> some View { self }
    /// Marks this view as holding private data: it draws as a placeholder when an ancestor
    /// is `redacted(reason: .privacy)`, as SwiftUI's privacy redaction does, and unchanged
    /// otherwise.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive && reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }
    /// Publishes `object` to the focused-value system while this view is focused; nothing is
    /// focused in a still.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object`, if any, while this view is focused; nothing is focused in a still.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes `object` for the scene while it is active; no scene reads it in a still.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object`, if any, for the scene while it is active.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes an `@Observable` `object` while this view is focused (iOS 17); nothing is focused.
    nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes an `@Observable` `object` for the scene while it is active (iOS 17).
    nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Supplies an item provider for dragging this view; nothing is dragged in a still.
    nonisolated public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }
}
