import Foundation

// Alerts and confirmation dialogs built from presented data or an error, and the options
// dialogs take. A still presents nothing: the presenting view is drawn and the dialog's
// actions and message are never built (docs/ARCHITECTURE.md §4.2).

/// How important a dialog is (iOS 17): SwiftUI's `DialogSeverity`.
public struct DialogSeverity: Equatable, Sendable {
    private let name: String
    /// The system decides.
    public static let automatic = DialogSeverity(name: "automatic")
    /// A dialog whose action cannot be undone.
    public static let critical = DialogSeverity(name: "critical")
    /// An ordinary dialog.
    public static let standard = DialogSeverity(name: "standard")
}

extension View {
    /// Presents an alert with a message built from `data`; not built in a still.
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// Presents an alert with a message built from `data`; not built in a still.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// Presents an alert with a message built from `data`; not built in a still.
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// Presents an alert built from `data`; not built in a still.
    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents an alert titled with `error`'s description; not built in a still.
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert for `error` with a message; not built in a still.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View { self }

    /// Presents a confirmation dialog built from `data`; not built in a still.
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents a confirmation dialog built from `data`; not built in a still.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents a confirmation dialog built from `data`; not built in a still.
    nonisolated public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents a confirmation dialog with a message built from `data`; not built in a still.
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// Presents a confirmation dialog with a message built from `data`; not built in a still.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// Presents a confirmation dialog with a message built from `data`; not built in a still.
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// The icon of dialogs this view presents (iOS 17); no dialog is shown in a still.
    nonisolated public func dialogIcon(_ icon: Image?) -> some View { self }
    /// How important the dialogs this view presents are (iOS 17); not shown in a still.
    nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
    /// A "Don't ask again" toggle titled `titleKey` in the presented dialog; not shown in a still.
    nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// A "Don't ask again" toggle titled `title` in the presented dialog; not shown in a still.
    @_disfavoredOverload
    nonisolated public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }
    /// A "Don't ask again" toggle labelled `label` in the presented dialog; not shown in a still.
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// The system's "Don't ask again" toggle in the presented dialog; not shown in a still.
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
