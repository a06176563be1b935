import Foundation

// The environment values iOS sets from the device and the system: scene phase, size classes,
// edit mode, accessibility settings. A still is one foreground scene on an iPhone in portrait
// with the accessibility settings off, and these are its values (docs/ARCHITECTURE.md §4.2).

/// Whether a scene is in the foreground: SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// In the foreground and interactive; the phase a still is taken in.
    case active
}

/// A size class: SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space, as an iPhone's width in portrait.
    case compact
    /// Expansive space, as an iPhone's height in portrait or an iPad's width.
    case regular
}

/// Whether a list is being edited: SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing; the default.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing, with the list's edit controls shown.
    case active
    /// Whether this mode edits (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

/// The weight of text that the user asked for: SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// The font's own weight.
    case regular
    /// Heavier text ("Bold Text" on).
    case bold
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct AccessibilityFlagKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SwitchControlKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The scene's phase: `.active` in a still, as for a foreground app.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The horizontal size class: compact, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class: regular, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The edit mode of the enclosing list, `nil` outside one that has it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// The text weight the user asked for.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Whether the view is in a presentation (a sheet, a pushed destination); a still's root
    /// is not.
    public var isPresented: Bool { self[IsPresentedKey.self] }
    /// Whether the enclosing searchable view is searching; never in a still.
    public var isSearching: Bool { self[IsSearchingKey.self] }
    /// Whether the nearest focusable ancestor has focus; nothing has focus in a still.
    public var isFocused: Bool { self[IsFocusedKey.self] }
    /// The smallest height of a list section header; `nil` for the system's.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    /// One device pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }
    /// Whether any accessibility feature is on; off in a still.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityFlagKey.self] }
        set { self[AccessibilityFlagKey.self] = newValue }
    }
    /// "Reduce Motion"; off.
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    /// "Reduce Transparency"; off.
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }
    /// "Differentiate Without Color"; off.
    public var accessibilityDifferentiateWithoutColor: Bool { self[DifferentiateWithoutColorKey.self] }
    /// "Smart Invert"; off.
    public var accessibilityInvertColors: Bool { self[InvertColorsKey.self] }
    /// Whether VoiceOver runs; it does not.
    public var accessibilityVoiceOverEnabled: Bool { self[VoiceOverKey.self] }
    /// Whether Switch Control runs; it does not.
    public var accessibilitySwitchControlEnabled: Bool { self[SwitchControlKey.self] }
    /// "Button Shapes"; off.
    public var accessibilityShowButtonShapes: Bool { self[ShowButtonShapesKey.self] }
}
