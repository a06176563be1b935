/// Presentation settings and the iOS 13 presentations that real files still use: the
/// presenting view is drawn and presented content is never built, as for `sheet` and `alert`
/// (docs/ARCHITECTURE.md §4.2).

/// How a sheet or popover adapts in a compact size class (iOS 16.4).
public struct PresentationAdaptation: Sendable {
    private let name: String
    /// The system's choice.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation: presented as asked.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// As a popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// As a sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// As a full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// An iOS 13 action sheet (deprecated for `confirmationDialog`); never shown in a still.
@available(iOS, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
public struct ActionSheet {
    /// The sheet's buttons: alert buttons.
    public typealias Button = Alert.Button
    /// A sheet with a title, an optional message and buttons (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

/// An iOS 13 context menu value (deprecated for `contextMenu(menuItems:)`); never shown in a still.
@available(iOS, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems: View> {
    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

extension View {
    /// Whether a sheet shows its grabber; the sheet is never presented in a still.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// How this presentation adapts in compact size classes; never presented in a still.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How this presentation adapts per compact dimension; never presented in a still.
    nonisolated public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View { self }
    /// The sheet's background style; the sheet is never presented in a still.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The sheet's background view; the sheet is never presented in a still.
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// Shows an action sheet while `isPresented` is true; not shown in a still.
    @available(iOS, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// Shows an action sheet for a non-nil item; not shown in a still.
    @available(iOS, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }
    /// Attaches an iOS 13 context menu; shown on long press, never in a still.
    @available(iOS, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}
