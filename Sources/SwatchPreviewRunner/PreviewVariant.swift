import SwatchPreviews
import SwatchRaster

/// One point of the render matrix: appearance, device, Dynamic Type size and layout direction.
/// `nil` device means the preview's own (`.previewDevice`, else iPhone 16).
public struct PreviewVariant: Hashable, Sendable {
    /// Light, dark, or a high-contrast appearance.
    public var appearance: Appearance = .light
    /// A device asked for with `--device`, or nil for the preview's own.
    public var device: DevicePreset? = nil
    /// The Dynamic Type size; `.large` is iOS's default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Left-to-right unless `--layout-direction rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The defaults: light, the preview's device, large type, left to right.
    public init() {}

    /// The values that differ from a preview's defaults, as file-name parts: `dark`,
    /// `iPhone-SE`, `xxxLarge`, `rtl`. Default renders carry no suffix, so adding an axis
    /// never renames the images already recorded.
    public func nameParts(defaultDevice: DevicePreset) -> [String] {
        var parts: [String] = []
        if appearance != .light { parts.append(appearance.rawValue) }
        if let device, device != defaultDevice { parts.append(device.name) }
        if dynamicTypeSize != .large { parts.append(String(describing: dynamicTypeSize)) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts
    }

    /// The manifest's `variant`: the name parts other than the appearance, or nil.
    public func manifestVariant(defaultDevice: DevicePreset) -> String? {
        let parts = nameParts(defaultDevice: defaultDevice).filter { $0 != appearance.rawValue }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// The axes a run renders: each list holds at least one value, and the matrix is their product.
public struct PreviewMatrix: Sendable, Equatable {
    /// Appearances, `--appearance`.
    public var appearances: [Appearance] = [.light]
    /// Devices, `--device`; empty means each preview's own.
    public var devices: [DevicePreset] = []
    /// Dynamic Type sizes, `--dynamic-type-size`.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// Layout directions, `--layout-direction`.
    public var layoutDirections: [LayoutDirection] = [.leftToRight]

    /// Light, each preview's device, large type, left to right: one image per preview.
    public init() {}

    /// Every combination, appearance outermost, in the order the values were given.
    public var variants: [PreviewVariant] {
        var out: [PreviewVariant] = []
        for appearance in appearances {
            for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
                for size in dynamicTypeSizes {
                    for direction in layoutDirections {
                        var variant = PreviewVariant()
                        variant.appearance = appearance
                        variant.device = device
                        variant.dynamicTypeSize = size
                        variant.layoutDirection = direction
                        out.append(variant)
                    }
                }
            }
        }
        return out
    }
}
