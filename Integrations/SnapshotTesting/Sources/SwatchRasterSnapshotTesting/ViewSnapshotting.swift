import Foundation
import SnapshotTesting
import SwatchRaster

extension Snapshotting where Value == RasterImage, Format == RasterImage {
    /// A rendered image, stored as PNG and compared by decoded pixels.
    public static var image: Snapshotting { .image() }

    /// A rendered image with a tolerance (see `Diffing.image(maxChangedPixels:maxChannelDelta:)`).
    public static func image(maxChangedPixels: Int = 0, maxChannelDelta: Int = 255) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(maxChangedPixels: maxChangedPixels, maxChannelDelta: maxChannelDelta))
    }
}

extension Snapshotting where Value: SwatchRaster.View, Format == RasterImage {
    /// `assertSnapshot(of: view, as: .image)`: @2x, ideal size, light, system background, exact.
    public static var image: Snapshotting { .image() }

    /// The view rendered by `ImageRenderer`, stored as a PNG beside the test.
    /// - Parameters:
    ///   - scale: pixels per point (default 2, a Retina device).
    ///   - proposedSize: the size offered to the view; `.unspecified` renders its ideal size.
    ///   - colorScheme: `.light` or `.dark`, as `\.colorScheme` in the environment.
    ///   - contrast: `.standard` or `.increased`, as `\.colorSchemeContrast`.
    ///   - background: a fill behind the view, resolved in the color scheme and contrast;
    ///     `.systemBackground` by default, as `render-swatches`, the swatch sheet and
    ///     SwatchRasterTesting's `SnapshotOptions` draw, so one view gives the same reference
    ///     through either API. Pass `nil` for transparent (SwiftUI's `ImageRenderer`).
    ///   - maxChangedPixels, maxChannelDelta: an optional tolerance, off by default (see
    ///     `Diffing.image(maxChangedPixels:maxChannelDelta:)`).
    public static func image(
        scale: CGFloat = 2, proposedSize: ProposedViewSize = .unspecified, colorScheme: ColorScheme = .light,
        contrast: ColorSchemeContrast = .standard,
        background: SwatchRaster.Color? = .systemBackground, maxChangedPixels: Int = 0, maxChannelDelta: Int = 255
    ) -> Snapshotting {
        Snapshotting<RasterImage, RasterImage>.image(maxChangedPixels: maxChangedPixels, maxChannelDelta: maxChannelDelta)
            .pullback { view in
                SnapshotRendering.render(view, scale: scale, proposedSize: proposedSize, colorScheme: colorScheme, contrast: contrast, background: background)
            }
    }
}

extension Snapshotting where Value: SwatchRaster.View, Format == String {
    /// `assertSnapshot(of: view, as: .pixelHash)`: the defaults of `pixelHash(...)`.
    public static var pixelHash: Snapshotting { .pixelHash() }

    /// Only the pixel hash (`sha256:…` over decoded pixels), stored as a one-line text file:
    /// the smallest possible reference for a view that must not change at all. The parameters
    /// and their defaults (system background included) are those of `image(...)`.
    public static func pixelHash(
        scale: CGFloat = 2, proposedSize: ProposedViewSize = .unspecified, colorScheme: ColorScheme = .light,
        contrast: ColorSchemeContrast = .standard,
        background: SwatchRaster.Color? = .systemBackground
    ) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            SnapshotRendering.render(view, scale: scale, proposedSize: proposedSize, colorScheme: colorScheme, contrast: contrast, background: background).pixelHash
        }
    }
}

/// Rendering for the strategies; a failed render becomes an empty image, so the comparison
/// fails with a size change instead of crashing the test run.
enum SnapshotRendering {
    static func render<V: SwatchRaster.View>(
        _ view: V, scale: CGFloat, proposedSize: ProposedViewSize, colorScheme: ColorScheme,
        contrast: ColorSchemeContrast, background: SwatchRaster.Color?
    ) -> RasterImage {
        let renderer = ImageRenderer(
            content: view, appearance: Appearance(colorScheme: colorScheme, contrast: contrast), scale: scale,
            background: background, proposedSize: proposedSize)
        do {
            return try renderer.render()
        } catch {
            FileHandle.standardError.write(Data("SwatchRasterSnapshotTesting: rendering failed: \(error)\n".utf8))
            return RasterImage(width: 0, height: 0, scale: scale, pixels: [])
        }
    }
}
