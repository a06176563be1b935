import Foundation

// Find and replace in text editors, selection, submission scopes and type-to-select. They
// act on input a still never receives, so the view is drawn unchanged (docs/ARCHITECTURE.md §4.2).

extension View {
    /// Presents the find navigator of a `TextEditor` while `isPresented` is true; a still
    /// presents nothing.
    nonisolated public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Disables find in the view's text editors; nothing is searched in a still.
    nonisolated public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Disables replace in the view's text editors.
    nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Keeps this row from being selected (iOS 17); selection is drawn from the binding alone.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Stops `onSubmit` actions above this view from seeing its submissions; nothing is submitted.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// The text type-to-select matches this view by (iOS 16); nothing is typed in a still.
    nonisolated public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// The localized text type-to-select matches this view by.
    nonisolated public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// The string type-to-select matches this view by.
    @_disfavoredOverload
    nonisolated public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
}
