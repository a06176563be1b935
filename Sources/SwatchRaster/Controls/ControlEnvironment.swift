/// Environment values the controls read: their tint, their size, and the styles set with
/// `.buttonStyle`, `.labelStyle`, `.toggleStyle`, … (docs/ARCHITECTURE.md §5.19).

/// The size classes SwiftUI applies to controls with `.controlSize(_:)`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest version of a control.
    case mini
    /// A smaller version for space-constrained views.
    case small
    /// The default size.
    case regular
    /// A prominently sized version.
    case large
    /// The largest size; on iOS it resolves to `large` (Apple, `ControlSize.extraLarge`).
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
/// The tint controls draw with. An internal seam: the public `.tint(_:)` belongs to the
/// paint work on another branch, which can write this value when it lands.
private struct ControlTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The size to apply to controls in this view; `.regular` by default, as in SwiftUI.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint of controls here, `nil` meaning the accent color (system blue).
    var controlTint: Color? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }

    /// The color a control draws its tinted parts with: the internal control tint, else the
    /// public `.tint(_:)` (a gradient or level tint gives its first color), else the accent.
    var resolvedControlTint: Color {
        if let controlTint { return controlTint }
        guard let tint = tintStyle else { return .accentColor }
        if let color = tint.colorValue { return color }
        let rgba = StyleResolver.paint(tint.base, in: self).representativeColor
        return Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

extension View {
    /// Sets the size of controls inside this view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the tint of controls inside this view (internal until the public `tint(_:)`
    /// of the paint work replaces it).
    nonisolated func controlTint(_ tint: Color?) -> some View {
        environment(\.controlTint, tint)
    }
}
