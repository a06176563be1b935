/// Decoded image pixels, premultiplied once for drawing, shared by every node that draws
/// them (a class, so a large image is not copied per view).
final class ImageBitmap: Equatable, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// Premultiplied RGBA8.
    let canvas: PixelCanvas
    /// Pixels per point.
    let scale: CGFloat

    init(_ image: RasterImage) {
        var canvas = PixelCanvas(width: image.width, height: image.height)
        canvas.pixels = ImageBitmap.premultiplied(image.pixels)
        self.canvas = canvas
        scale = max(0.01, image.scale)
    }

    /// Pixels that are already premultiplied RGBA8 (a color glyph from FreeType).
    init(premultiplied canvas: PixelCanvas, scale: CGFloat) {
        self.canvas = canvas
        self.scale = max(0.01, scale)
    }

    /// The size in points.
    var pointSize: CGSize { CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale) }

    static func == (a: ImageBitmap, b: ImageBitmap) -> Bool { a === b }

    private static func premultiplied(_ straight: [UInt8]) -> [UInt8] {
        var out = straight
        for index in stride(from: 0, to: out.count, by: 4) {
            let alpha = out[index + 3]
            if alpha == 255 { continue }
            for c in 0..<3 { out[index + c] = mul255(out[index + c], alpha) }
        }
        return out
    }
}
