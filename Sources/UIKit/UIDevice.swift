import SwatchRaster

/// UIKit's device object: `UIDevice.current.userInterfaceIdiom == .pad` and the like. It
/// reports the device of the render in progress (the `DevicePreset`, iPhone 16 outside one),
/// as `UIScreen.main` does (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIDevice {
    /// The device of the render in progress.
    public static var current: UIDevice { UIDevice() }

    nonisolated init() {}

    private var device: DevicePreset { RenderScreen.current }

    /// "iPhone" or "iPad", as UIKit reports the model class.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model`.
    open var localizedModel: String { model }
    /// The device's name as the user sees it.
    open var name: String { device.name }
    /// "iOS" (UIKit reports "iPadOS" on iPads).
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version a render stands for: 18.0, the SDK this interface follows.
    open var systemVersion: String { "18.0" }
    /// Phone or pad, from the device preset's name.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.name.hasPrefix("iPad") ? .pad : .phone }
    /// Portrait: previews render in portrait.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Battery monitoring is off, as by default.
    open var isBatteryMonitoringEnabled = false
    /// Unknown while monitoring is off, as UIKit reports.
    open var batteryLevel: Float { -1 }
    /// A fixed vendor identifier, so that renders are repeatable.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
}

/// The kind of interface: UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac Catalyst.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The device's physical orientation: UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Either portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is a known one.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
