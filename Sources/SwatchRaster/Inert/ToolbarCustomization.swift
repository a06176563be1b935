import Foundation

// Toolbars the user can customize (`toolbar(id:content:)`), title menus and content
// toolbars. A snapshot draws the view, not the bars around it, so none of this is drawn and
// presented menus are never built (docs/ARCHITECTURE.md §4.2).

/// Whether the user may move or remove a customizable toolbar item (iOS 16).
public struct ToolbarCustomizationBehavior: Sendable {
    private let name: String
    /// The item can be moved and removed.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    /// The item can be moved but not removed.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    /// The item can neither be moved nor removed.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// Options for a customizable item's default placement (iOS 16).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = Int
    /// One option.
    public typealias Element = ToolbarCustomizationOptions
    /// What an array literal of options holds.
    public typealias ArrayLiteralElement = ToolbarCustomizationOptions
    /// The raw bits.
    public var rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays in the overflow menu when removed from the bar.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}

/// Customizable toolbar content with a behavior or a default applied; the content unchanged.
public struct _CustomizedToolbarContent<Base: CustomizableToolbarContent>: CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let base: Base
}

extension CustomizableToolbarContent {
    /// Whether the user may move or remove this content (iOS 16); not drawn in a still.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent { _CustomizedToolbarContent(base: self) }
    /// Whether this content shows before the user customizes the toolbar (iOS 16).
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent { _CustomizedToolbarContent(base: self) }
    /// This content, shown by default.
    @available(iOS, introduced: 16.0, deprecated: 100000.0, message: "Use defaultCustomization(_:options:) instead")
    public func defaultCustomization() -> some CustomizableToolbarContent { _CustomizedToolbarContent(base: self) }
}

/// The menu a navigation title opens (iOS 16): SwiftUI's `ToolbarTitleMenu`.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let content: Content
    /// The system's title menu (rename, duplicate, move for documents).
    public init() where Content == EmptyView { content = EmptyView() }
    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// The toolbar's overflow menu (iOS 27): actions that always sit in the navigation bar's
/// "more" menu. The menu is closed in a still, so its content is not drawn (Sprite Catalog's
/// debug actions). Apple's initializer takes its iOS 27 content builder; views are what apps
/// put there.
public struct ToolbarOverflowMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let content: Content
    /// An overflow menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Where `contentToolbar(for:content:)` places items (iOS 18.4).
public struct ContentToolbarPlacement: Hashable, Sendable {
    private let name: String
    /// The bottom of a `TabView`'s sidebar.
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

extension View {
    /// A menu the navigation title opens (iOS 16); the bar is not drawn in a still.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Actions that always sit in the toolbar's overflow menu (iOS 27); the menu is closed in
    /// a still.
    nonisolated public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Views placed in a container's own toolbar (iOS 18.4); not drawn in a still.
    nonisolated public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View { self }
    /// Toolbar items placed in a container's own toolbar (iOS 18.4); not drawn in a still.
    nonisolated public func contentToolbar<Content: ToolbarContent>(for placement: ContentToolbarPlacement, @ToolbarContentBuilder content: () -> Content) -> some View { self }
}
