/// A device's screen for snapshot tests: size in points, pixels per point, and the portrait
/// safe-area insets a full-screen SwiftUI root view gets there (docs/ARCHITECTURE.md §5.18).
/// Not a SwiftUI type: SwiftUI takes these from the device it runs on.
///
/// Sources. Point sizes and scales are Apple's (Human Interface Guidelines, "Layout",
/// device screen sizes; the iPhone 14 Pro / Pro Max sizes shared by the 15 and 16 are also
/// listed in Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes").
/// Apple does not publish the insets as numbers; they are the values UIKit reports on each
/// device as used by other snapshot suites (pointfreeco/swift-snapshot-testing's
/// `ViewImageConfig` and public configurations built on it, the device_preview presets):
/// 20/0 pt on home-button iPhones, 59/34 on iPhone 14 Pro–16 and 15 Pro Max, 62/34 on the
/// iPhone 16 Pro and Pro Max, 24/20 on iPads with rounded corners.
public struct DevicePreset: Hashable, Sendable, CustomStringConvertible {
    /// A readable name, also used in snapshot file names (`iPhone-15-Pro-Max`).
    public var name: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Portrait safe-area insets in points (status bar or Dynamic Island; home indicator).
    public var safeAreaInsets: EdgeInsets

    /// A device of your own.
    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// The name.
    public var description: String { name }

    /// iPhone SE (2nd and 3rd generation): 375 × 667 pt @2x; 20 pt status bar, no home indicator.
    public static let iPhoneSE = DevicePreset(name: "iPhone-SE", size: CGSize(width: 375, height: 667), scale: 2,
                                              safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    /// iPhone 15 (and 15 Pro, 14 Pro): 393 × 852 pt @3x; 59 pt Dynamic Island, 34 pt home indicator.
    public static let iPhone15 = DevicePreset(name: "iPhone-15", size: CGSize(width: 393, height: 852), scale: 3,
                                              safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 15 Pro Max (and 15 Plus, 16 Plus): 430 × 932 pt @3x; 59 / 34 pt.
    public static let iPhone15ProMax = DevicePreset(name: "iPhone-15-Pro-Max", size: CGSize(width: 430, height: 932), scale: 3,
                                                    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 16: 393 × 852 pt @3x; 59 / 34 pt.
    public static let iPhone16 = DevicePreset(name: "iPhone-16", size: CGSize(width: 393, height: 852), scale: 3,
                                              safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 16 Pro: 402 × 874 pt @3x; 62 / 34 pt.
    public static let iPhone16Pro = DevicePreset(name: "iPhone-16-Pro", size: CGSize(width: 402, height: 874), scale: 3,
                                                 safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 16 Pro Max: 440 × 956 pt @3x; 62 / 34 pt.
    public static let iPhone16ProMax = DevicePreset(name: "iPhone-16-Pro-Max", size: CGSize(width: 440, height: 956), scale: 3,
                                                    safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    /// iPad (10th generation) and iPad Air 11-inch: 820 × 1180 pt @2x; 24 pt status bar, 20 pt home indicator.
    public static let iPad = DevicePreset(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
                                          safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    /// Every preset, smallest first.
    public static let all: [DevicePreset] = [.iPhoneSE, .iPhone15, .iPhone16, .iPhone16Pro, .iPhone15ProMax, .iPhone16ProMax, .iPad]
}

extension ImageRenderer {
    /// Renders as a full-screen root on `device`: its size proposed, its scale, its safe area.
    public func apply(_ device: DevicePreset) {
        proposedSize = ProposedViewSize(device.size)
        scale = device.scale
        safeAreaInsets = device.safeAreaInsets
        self.device = device
        fillsScreen = true
    }
}
