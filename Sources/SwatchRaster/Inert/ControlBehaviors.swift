import Foundation

// Behaviors of controls that show only over time or under input: button repeat, menu order
// and dismissal, spring loading, badge prominence, text selection affinity, sidebar row
// sizes and the tab bar's placement. Each is kept in the environment with SwiftUI's default,
// which is what a still reads (docs/ARCHITECTURE.md §4.2).

/// Whether a held button repeats its action (iOS 17): SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    /// The system decides (no repeat for most buttons).
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats while the button is held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order a menu lists its items in (iOS 16): SwiftUI's `MenuOrder`.
public struct MenuOrder: Equatable, Hashable, Sendable {
    private let name: String
    /// The system decides.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the menu's source.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom, as declared.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu item closes the menu (iOS 16.4): SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    private let name: String
    /// The system decides (the menu closes).
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// Whether a drag that hovers over a control activates it (iOS 17): SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let name: String
    /// The system decides.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Hovering a drag activates the control.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Hovering a drag does nothing.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// How prominent badges are (iOS 17): SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int
    /// Quieter badges.
    public static let decreased = BadgeProminence(level: -1)
    /// The default.
    public static let standard = BadgeProminence(level: 0)
    /// Louder badges.
    public static let increased = BadgeProminence(level: 1)
}

/// Which side of a line break the caret sits on (iOS 18): SwiftUI's `TextSelectionAffinity`.
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    /// The system decides.
    case automatic
    /// Toward the previous character.
    case upstream
    /// Toward the next character.
    case downstream
}

/// How tall sidebar rows are (iOS 16): SwiftUI's `SidebarRowSize`.
public enum SidebarRowSize: Hashable, Sendable {
    /// Compact rows.
    case small
    /// The default rows.
    case medium
    /// Tall rows.
    case large
}

/// Where a `TabView` shows its tabs (iOS 18): SwiftUI's `TabBarPlacement`.
public struct TabBarPlacement: Hashable, Sendable {
    private let name: String
    /// A bar at the top (iPad).
    public static let topBar = TabBarPlacement(name: "topBar")
    /// A sidebar (iPad).
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// The bar at the bottom, as on an iPhone.
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// An ornament (visionOS).
    public static let ornament = TabBarPlacement(name: "ornament")
    /// Page dots.
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// Starts renaming the focused item (iOS 16): SwiftUI's `RenameAction`. Nothing is
/// renamed in a still.
public struct RenameAction: Sendable {
    let action: @Sendable () -> Void
    /// Starts renaming; does nothing in a still.
    public func callAsFunction() {}
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }
private struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
private struct SpringLoadingBehaviorKey: EnvironmentKey { static var defaultValue: SpringLoadingBehavior { .automatic } }
private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
private struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }
private struct SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }
private struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }

extension EnvironmentValues {
    /// Whether held buttons repeat: `.automatic`, SwiftUI's default.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
    }
    /// The order menus list items in: `.automatic`, SwiftUI's default.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
    /// Whether drags activate controls: `.automatic`, SwiftUI's default.
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
    }
    /// How prominent badges are: `.standard`, SwiftUI's default.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
    /// Which side of a line break the caret takes: `.automatic`, SwiftUI's default.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
    /// Sidebar row height: `.medium`, the Settings app's "Medium" default. A choice for a still.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
    /// Whether menus show their indicator: `.automatic`, SwiftUI's default.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
    /// Whether controls show their labels (iOS 18): `.automatic`, SwiftUI's default; `.hidden`
    /// after `labelsHidden()` or `labelsVisibility(.hidden)`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
    /// The rename action of the enclosing `renameAction(_:)`: `nil` outside one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
    }
    /// The keyboard shortcut of the enclosing control: `nil` outside one.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
    }
    /// Whether the enclosing `TabView` shows sections (iOS 18): `false`, as an iPhone's tab
    /// bar does not.
    public var isTabBarShowingSections: Bool { false }
    /// Where the enclosing `TabView` shows its tabs (iOS 18): `nil` outside one. A still's
    /// `TabView` draws a bottom bar, as on an iPhone.
    public var tabBarPlacement: TabBarPlacement? { nil }
    /// Where search suggestions show (iOS 16): `.automatic`, SwiftUI's default outside a
    /// `searchSuggestions` view.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .automatic }
}

extension View {
    /// Whether held buttons in this view repeat their action; nothing is held in a still.
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.storedButtonRepeatBehavior, behavior)
    }
    /// The order menus in this view list items in; no menu is open in a still.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }
    /// Whether choosing an item closes the menu; no menu is open in a still.
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// Whether drags activate controls in this view; nothing is dragged in a still.
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.storedSpringLoadingBehavior, behavior)
    }
    /// How prominent badges in this view are.
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { environment(\.badgeProminence, prominence) }
    /// Which side of a line break the caret takes; there is no caret in a still.
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
    /// Whether controls in this view draw their labels (iOS 18): `.hidden` draws them as
    /// `labelsHidden()` does, `.visible` undoes an outer `labelsHidden()`, `.automatic`
    /// leaves the enclosing choice.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.self) { environment in
            environment.labelsVisibility = visibility
            switch visibility {
            case .hidden: environment.labelsHidden = true
            case .visible: environment.labelsHidden = false
            case .automatic: break
            }
        }
    }
    /// Makes `action` the rename action of this view (iOS 16); never run in a still.
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        let rename = RenameAction(action: { })
        return environment(\.storedRename, rename)
    }
    /// Makes focusing `isFocused` the rename action of this view (iOS 16); never run in a still.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.storedRename, RenameAction(action: { }))
    }
}

extension EnvironmentValues {
    var storedButtonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
    var storedSpringLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
    var storedRename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}
