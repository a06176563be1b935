import Foundation
import SnapshotTesting
import SwatchRaster

extension Snapshotting where Value: SwatchRaster.View, Format == RasterImage {
    /// The view as a full-screen root on `device`: its point size, scale and safe area, laid
    /// out as SwiftUI lays out a root view there (inside the safe area, except where the view
    /// uses `.ignoresSafeArea()`). Other parameters as in `image(scale:proposedSize:...)`.
    public static func image(
        device: DevicePreset, colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard,
        background: SwatchRaster.Color? = .systemBackground, maxChangedPixels: Int = 0, maxChannelDelta: Int = 255
    ) -> Snapshotting {
        Snapshotting<RasterImage, RasterImage>.image(maxChangedPixels: maxChangedPixels, maxChannelDelta: maxChannelDelta)
            .pullback { view in
                DeviceRendering.render(view, device: device, colorScheme: colorScheme, contrast: contrast, background: background)
            }
    }
}

extension Dictionary where Key == String {
    /// One strategy per device × color scheme, for swift-snapshot-testing's `assertSnapshots`:
    /// `assertSnapshots(of: CardView(), as: .devices([.iPhoneSE, .iPhone16ProMax]))` records
    /// `testCard.iPhone-SE-light.png`, `testCard.iPhone-SE-dark.png`, … in one line.
    public static func devices<V: SwatchRaster.View>(
        _ devices: [DevicePreset], colorSchemes: [ColorScheme] = [.light, .dark], contrast: ColorSchemeContrast = .standard,
        background: SwatchRaster.Color? = .systemBackground
    ) -> [String: Snapshotting<V, RasterImage>] where Value == Snapshotting<V, RasterImage> {
        var strategies: [String: Snapshotting<V, RasterImage>] = [:]
        for device in devices {
            for scheme in colorSchemes {
                strategies["\(device.name)-\(scheme == .dark ? "dark" : "light")"] =
                    .image(device: device, colorScheme: scheme, contrast: contrast, background: background)
            }
        }
        return strategies
    }
}

/// Device rendering for the strategies; a failed render becomes an empty image, as in
/// `SnapshotRendering`.
enum DeviceRendering {
    static func render<V: SwatchRaster.View>(
        _ view: V, device: DevicePreset, colorScheme: ColorScheme, contrast: ColorSchemeContrast, background: SwatchRaster.Color?
    ) -> RasterImage {
        let renderer = ImageRenderer(content: view, appearance: Appearance(colorScheme: colorScheme, contrast: contrast),
                                     scale: device.scale, background: background)
        renderer.apply(device)
        do {
            return try renderer.render()
        } catch {
            FileHandle.standardError.write(Data("SwatchRasterSnapshotTesting: rendering failed: \(error)\n".utf8))
            return RasterImage(width: 0, height: 0, scale: device.scale, pixels: [])
        }
    }
}
