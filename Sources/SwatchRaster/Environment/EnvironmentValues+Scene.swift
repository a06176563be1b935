import Foundation

// Environment values iOS sets from the scene, the window and the display (iOS 15–18). A still
// is one foreground scene of an iPhone app in portrait with default settings, and these are
// its values (docs/ARCHITECTURE.md §4.2); each says whether it is a measurement or a choice.

/// How prominent the background behind a view is (iOS 17): SwiftUI's `BackgroundProminence`.
public struct BackgroundProminence: Hashable, Sendable {
    private let level: Int
    /// An ordinary background; the environment's default.
    public static let standard = BackgroundProminence(level: 0)
    /// A more prominent background, as a selected list row's.
    public static let increased = BackgroundProminence(level: 1)
}

extension Image {
    /// How much of a display's high dynamic range an image may use (iOS 17).
    public struct DynamicRange: Hashable, Sendable {
        private let level: Int
        /// Standard dynamic range.
        public static let standard = DynamicRange(level: 0)
        /// Some extended range, kept close to standard content.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The display's full extended range.
        public static let high = DynamicRange(level: 2)
    }
}

private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsUserAuthenticationEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsSceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }
private struct MaterialActiveAppearanceKey: EnvironmentKey { static var defaultValue: MaterialActiveAppearance { .automatic } }
private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }

extension EnvironmentValues {
    /// Whether the view's window is the active one (iOS 18): `true`, as the one window of a
    /// foreground iPhone app is. A choice for a still.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }
    /// Whether the screen is being recorded, mirrored or AirPlayed (iOS 17): `false`, the
    /// default of a device doing none of these. A choice for a still.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }
    /// Whether the display is dimmed for always-on (iOS 16): `false`, as a foreground app is
    /// drawn at full luminance. A choice for a still.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// Whether focus effects may draw (iOS 17): `true`, SwiftUI's default; nothing is focused
    /// in a still, so no effect draws either way.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
    /// Whether hover effects may draw (iOS 17): `true`, SwiftUI's default; nothing is hovered
    /// in a still.
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
    /// Whether the app may open more than one window (iOS 16): `false`, as on an iPhone,
    /// which shows one scene at a time (a measurement of the platform, not a setting).
    public var supportsMultipleWindows: Bool { false }
    /// Whether the device has a passcode or biometrics set up (iOS 18): `true`, the usual
    /// state of a device in use. A choice for a still.
    public var isUserAuthenticationEnabled: Bool {
        get { self[IsUserAuthenticationEnabledKey.self] }
        set { self[IsUserAuthenticationEnabledKey.self] = newValue }
    }
    /// The material behind the view, set by containers drawn on a material: `nil` at the
    /// root, which sits on the window's plain background.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
    /// How prominent the background behind the view is (iOS 17): `.standard`, SwiftUI's
    /// default outside a selected row.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    /// Whether materials look active (iOS 18): `.automatic`, SwiftUI's default, which follows
    /// the window; an iOS app's window is active, so materials draw active.
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
    /// The dynamic range images may use (iOS 17): `nil`, the system's choice; images are
    /// drawn in standard range here.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

extension View {
    /// The dynamic range images in this view may use; images are drawn in standard range, so
    /// the picture is unchanged.
    nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
