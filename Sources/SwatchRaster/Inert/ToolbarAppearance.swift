import Foundation

// How bars and their labels appear: visibility of bars (iOS 18 names), label styles, the
// full-screen toolbar of a window. A still draws the view, not its bars, so these change
// nothing in the picture (docs/ARCHITECTURE.md §4.2).

/// How toolbar items show their labels (iOS 18): SwiftUI's `ToolbarLabelStyle`.
public struct ToolbarLabelStyle: Sendable, Equatable {
    private let name: String
    /// The system decides; icons on iOS.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
    /// Title and icon.
    public static var titleAndIcon: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleAndIcon") }
    /// Icon only.
    public static var iconOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "iconOnly") }
    /// Title only.
    public static var titleOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleOnly") }
}

/// Whether a window's toolbar shows in full screen (iOS 18 declares it for iPadOS windows).
public struct WindowToolbarFullScreenVisibility: Sendable {
    private let name: String
    /// The system decides.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// Always shown.
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
    /// Shown when the pointer hovers at the top.
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
}

private struct ToolbarLabelStyleKey: EnvironmentKey { static var defaultValue: ToolbarLabelStyle? { nil } }

extension EnvironmentValues {
    /// The label style of a window's toolbar, set by `windowToolbarLabelStyle` on a scene:
    /// `nil`, as an iPhone app's scene sets none. A choice for a still, not a measurement.
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] }
    }
}

extension Scene {
    /// The label style of the scene's window toolbar; a still launches no scene.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene { self }
    /// The label style of the scene's window toolbar, bound so the user can change it.
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene { self }
}

extension View {
    /// Shows or hides bars (iOS 18's name for `toolbar(_:for:)`); bars are not drawn in a still.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Shows or hides bars' backgrounds (iOS 18's name); bars are not drawn in a still.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Whether the window's toolbar shows in full screen; a still has no window.
    nonisolated public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }
    /// The width of a `NavigationSplitView` column (iOS 16); a still shows the content column.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// The width range of a `NavigationSplitView` column (iOS 16).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
