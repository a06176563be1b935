/// Navigation and presentation modifiers: titles, toolbars, sheets, alerts. A snapshot of
/// a view shows the view itself, not the window around it, so they are accepted and draw
/// nothing; presented content (a sheet's `content`) is never built, as nothing is presented.

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    /// SwiftUI's title display modes.
    public enum TitleDisplayMode: Sendable {
        /// Inherit from the previous view.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// Whether something is shown: SwiftUI's three-way visibility.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// SwiftUI's `Alert` value for the older `alert(isPresented:content:)` modifier.
public struct Alert {
    /// An alert button.
    public struct Button {
        /// A default-style button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// The system's cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
    /// An alert with one dismiss button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

extension View {
    /// Hides the navigation bar's back button.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Hides the navigation bar (deprecated spelling).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Shows or hides a bar.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background style.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background visibility.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's color scheme.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Presents a sheet while `isPresented` is true; a still shows the presenting view.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a sheet for `item`; a still shows the presenting view.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a full-screen cover while `isPresented` is true.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a full-screen cover for `item`.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a popover while `isPresented` is true.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a popover for `item`.
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents an alert while `isPresented` is true.
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert while `isPresented` is true.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert with a message while `isPresented` is true.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert with a message while `isPresented` is true.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert built from presented data.
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents an alert (the iOS 13 spelling).
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// Presents an alert for `item` (the iOS 13 spelling).
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    /// Presents a confirmation dialog while `isPresented` is true.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents a confirmation dialog with a message while `isPresented` is true.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents a confirmation dialog while `isPresented` is true.
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Keeps a sheet from being swiped away.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Hides the status bar of the presenting window.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// A tooltip on macOS and iPadOS pointers; nothing is hovered in a still.
    nonisolated public func help(_ text: Text) -> some View { self }
    /// A tooltip on macOS and iPadOS pointers.
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
