import SwatchRaster

/// The size a preview is shown at: Apple's `PreviewLayout` (DeveloperToolsSupport), set with
/// `.previewLayout(_:)` on a `PreviewProvider`'s view or as a `#Preview` trait.
public enum PreviewLayout: Hashable, Sendable {
    /// The whole screen of the preview device (the default).
    case device
    /// The view's own size when offered the device's screen.
    case sizeThatFits
    /// A container of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by its Xcode name (`PreviewDevice("iPhone 15")`): Apple's
/// `PreviewDevice`. The registry maps known names to a `DevicePreset` (§2.8).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name, as Xcode lists it.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// Which way up the device is: SwiftUI's `InterfaceOrientation`, for
/// `.previewInterfaceOrientation(_:)` and the orientation traits.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name.
    public let id: String
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Upright (the default).
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// True for the two landscape orientations, whose screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The platform a `PreviewProvider` targets: Apple's `PreviewPlatform`. Everything renders
/// as iOS here; the value is recorded, not acted on.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
