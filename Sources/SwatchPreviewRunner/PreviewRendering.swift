import SwatchPreviews
import SwatchRaster

/// Renders one job: the preview's traits as Xcode's canvas applies them (§2.8), then the
/// variant's appearance, Dynamic Type size and layout direction, over the window's
/// `systemBackground` as Xcode's canvas and the simulator draw it (white in light, black in
/// dark; a preview's own background covers it), unless `--transparent`.
public enum PreviewRendering {
    /// The job's pixels.
    @MainActor
    public static func render(_ job: PreviewJob, record: PreviewRecord) throws -> RasterImage {
        let renderer = record.renderer(device: job.variant.device, appearance: job.variant.appearance)
        renderer.scale = job.scale
        if !job.transparent { renderer.backgroundColor = .systemBackground }
        renderer.showsStatusBar = job.statusBar
        renderer.environment.dynamicTypeSize = job.variant.dynamicTypeSize
        renderer.environment.layoutDirection = job.variant.layoutDirection
        return try renderer.render()
    }
}
