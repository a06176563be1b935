// The user's Apple Pencil settings (iOS 17.5): what a double tap and a squeeze do. A still
// reads the values of Settings › Apple Pencil as a new iPad ships them (a choice, not a
// measurement: an iPhone has no pencil).

/// What the user chose an Apple Pencil gesture to do: SwiftUI's `PencilPreferredAction`.
public struct PencilPreferredAction: Hashable, Sendable {
    private let name: String
    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    /// Switch between the current tool and the previous one.
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    /// Show the color palette.
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    /// Show the ink attributes.
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    /// Show the contextual tool palette.
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    /// Run the user's chosen shortcut.
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
    /// Do nothing.
    public static let ignore = PencilPreferredAction(name: "ignore")
}

extension EnvironmentValues {
    /// What the user wants a pencil double tap to do: `.switchEraser`, the shipping setting
    /// ("Switch between current tool and eraser").
    public var preferredPencilDoubleTapAction: PencilPreferredAction { .switchEraser }
    /// What the user wants a pencil squeeze to do: `.showContextualPalette`, the shipping
    /// setting ("Show tool palette").
    public var preferredPencilSqueezeAction: PencilPreferredAction { .showContextualPalette }
}
