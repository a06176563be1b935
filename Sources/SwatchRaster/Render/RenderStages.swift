#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock time spent in each stage of one rendering, for `swatch-bench` and
/// `benchmarks/run`. Not part of the stable API: import with `@_spi(Benchmark) import SwatchRaster`.
@_spi(Benchmark) public struct RenderTimings: Sendable {
    /// The view phase (resolve, layout, settle loop, display list), in seconds.
    public var layout: Double = 0
    /// Rasterization, including un-premultiplying the canvas, in seconds.
    public var raster: Double = 0
    /// PNG encoding into memory, in seconds.
    public var encode: Double = 0

    /// All three stages, in seconds.
    public var total: Double { layout + raster + encode }

    /// Zero timings.
    public init() {}

    /// A monotonic clock reading in seconds (CLOCK_MONOTONIC), for differences only.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}

extension ImageRenderer {
    /// `render()` followed by `pngData()`, timing each stage: what one sheet of
    /// `render-swatches` costs, minus the pixel hash and the file write.
    @_spi(Benchmark) public func renderPNGTimed() throws -> (image: RasterImage, png: Data, timings: RenderTimings) {
        var timings = RenderTimings()
        let t0 = RenderTimings.now()
        let drawing = try drawing()
        let t1 = RenderTimings.now()
        let image = rasterize(drawing)
        let t2 = RenderTimings.now()
        let png = try image.pngData()
        let t3 = RenderTimings.now()
        timings.layout = t1 - t0
        timings.raster = t2 - t1
        timings.encode = t3 - t2
        return (image, png, timings)
    }

    /// Runs only resolve + layout (the settle loop) and returns the root's size in points.
    @_spi(Benchmark) public func layoutSize() throws -> CGSize {
        let inherited = RenderScreen.device
        return try ViewPhase.run { try layout(device: inherited).frame.size }
    }
}
