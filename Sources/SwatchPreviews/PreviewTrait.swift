import SwatchRaster

/// A customization of a `#Preview`: Apple's `PreviewTrait` (DeveloperToolsSupport), with its
/// layout and orientation traits. The registry records the traits with the preview, and
/// applies them when it makes the preview's renderer (§2.8).
public struct PreviewTrait<T>: Hashable, Sendable, CustomStringConvertible {
    /// What a trait sets.
    public enum Value: Hashable, Sendable {
        /// The container's size.
        case layout(PreviewLayout)
        /// The device's orientation.
        case orientation(InterfaceOrientation)
        /// A `PreviewModifier` around the preview (iOS 18).
        case modifier(PreviewModifierBox)
    }

    /// What this trait sets.
    public let value: Value

    /// A trait setting `value`.
    public init(_ value: Value) { self.value = value }

    /// The trait as it is written in source: `sizeThatFitsLayout`, `fixedLayout(width: 200.0, height: 100.0)`.
    public var description: String {
        switch value {
        case .layout(.device): return "defaultLayout"
        case .layout(.sizeThatFits): return "sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)): return "fixedLayout(width: \(width), height: \(height))"
        case .orientation(let orientation): return orientation.id
        case .modifier(let box): return "modifier(\(box.name)())"
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default layout).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.device)) }
    /// The preview is as large as the view wants when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is a `width` × `height` container with the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(.layout(.fixed(width: width, height: height))) }
    /// The device is upright (the default orientation).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portrait)) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device is on its side, top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device is on its side, top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeRight)) }
}
