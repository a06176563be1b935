import Foundation

/// The screen a render stands for, for code that asks the device rather than the layout
/// (UIKit's `UIScreen.main.bounds` on Linux, docs/ARCHITECTURE.md §2.7). A task local: set
/// while `ImageRenderer` evaluates bodies, so parallel renders of a batch each see their own.
package enum RenderScreen {
    /// The device of the render in progress: the `DevicePreset` applied to the renderer, or
    /// `nil` outside a render and for renders without one.
    @TaskLocal package static var device: DevicePreset?

    /// The preset used when no render or no device says otherwise: Xcode's usual preview
    /// device for an iPhone app today.
    package static let fallback = DevicePreset.iPhone16

    /// The device code that asks the screen sees: the render's, else `fallback`.
    package static var current: DevicePreset { device ?? fallback }
}
