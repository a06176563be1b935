import SwatchRaster

/// UIKit's screen, for the views that size themselves with `UIScreen.main.bounds`.
///
/// There is no display on Linux: the screen is the device of the render in progress (the
/// `DevicePreset` applied to the `ImageRenderer`), read when the view's body asks, so a
/// batch rendering several devices at once gives each view its own. Outside a render, or in
/// one without a device, it is `RenderScreen.fallback`, iPhone 16 (docs/ARCHITECTURE.md §2.7).
open class UIScreen: @unchecked Sendable {
    // @unchecked: stateless; every property reads the current render's device.
    /// The screen of the render in progress.
    public static var main: UIScreen { UIScreen() }

    init() {}

    private var device: DevicePreset { RenderScreen.current }

    /// The screen's rectangle in points, origin zero, portrait.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale) }
    /// Pixels per point.
    open var scale: CGFloat { device.scale }
    /// Pixels per point of the physical panel; the same as `scale` here.
    open var nativeScale: CGFloat { device.scale }
}
