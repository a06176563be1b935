import Foundation

/// Lifecycle modifiers run code when a view appears, disappears or its inputs change.
///
/// `ImageRenderer` renders one synchronous pass of the view's current state: it is not a
/// window, so nothing "appears" and no run loop turns for a `task` to finish before the
/// pixels are taken. SwatchRaster therefore runs none of these actions (docs/ARCHITECTURE.md
/// §4.2 has the table and the reasoning). Set state before rendering instead (`@State`'s
/// initial value, or the view's inputs).
extension View {
    /// Runs `action` when the view appears on screen; not run by `ImageRenderer`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Runs `action` when the view leaves the screen; not run by `ImageRenderer`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Starts `action` when the view appears; not run by `ImageRenderer`.
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }
    /// Starts `action` when the view appears and again when `value` changes; not run by
    /// `ImageRenderer`.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }
    /// Runs `action` with the new value when `value` changes (the iOS 14 spelling); a still
    /// sees one value, so it never runs.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    /// Runs `action` with the old and new values when `value` changes (iOS 17); with
    /// `initial: true` SwiftUI also runs it on appearance, which `ImageRenderer` does not have.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    /// Runs `action` when `value` changes (iOS 17, no arguments).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// Enables pull-to-refresh with `action`; nothing is pulled in a still.
    nonisolated public func refreshable(action: @escaping () async -> Void) -> some View { self }
    /// Runs `action` when the user submits a text field; never in a still.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Runs `action` on an `openURL` request; never in a still.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// What submits a view's `onSubmit` action.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search.
    public static let search = SubmitTriggers(rawValue: 2)
}
