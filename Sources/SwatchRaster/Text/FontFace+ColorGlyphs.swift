@_implementationOnly import CFreeType
import Foundation

/// A color glyph (an emoji) as an image: premultiplied pixels at the size it is drawn, and
/// where its top-left pixel sits relative to the pen on the baseline (FreeType's
/// bitmap_left and bitmap_top, scaled).
struct ColorGlyphImage: Sendable {
    let bitmap: ImageBitmap
    let left: Int
    let top: Int
}

extension FontFace {
    /// The glyph's color bitmap at `pixelSize` pixels per em, or nil for a face without color
    /// bitmaps or a glyph it cannot load.
    ///
    /// Why scaled here: a CBDT font (Noto Color Emoji) holds one strike of fixed-size PNGs
    /// (109 pixels per em); FreeType decodes it as premultiplied BGRA (`FT_LOAD_COLOR`), and
    /// each target pixel is the area average of the source pixels it covers, so a 17-pt emoji at
    /// 3x is a clean 51-pixel reduction rather than a bilinear sample of every third pixel.
    /// The result depends only on the glyph and size; cached per both.
    func colorGlyph(_ glyph: UInt32, pixelSize: CGFloat) -> ColorGlyphImage? {
        guard isColorBitmap, pixelSize.isFinite, pixelSize > 0 else { return nil }
        let key = ColorGlyphKey(glyph: glyph, pixelSize: pixelSize)
        if let cached = ColorGlyphCache.shared.image(for: key, face: self) { return cached }
        lock.lock()
        let image = unlockedColorGlyph(glyph, pixelSize: pixelSize)
        lock.unlock()
        if let image { ColorGlyphCache.shared.store(image, for: key, face: self) }
        return image
    }

    private func unlockedColorGlyph(_ glyph: UInt32, pixelSize: CGFloat) -> ColorGlyphImage? {
        let record = face.pointee
        guard record.num_fixed_sizes > 0, let sizes = record.available_sizes else { return nil }
        // The largest strike: the most detail to reduce from.
        var best = 0
        for index in 0..<Int(record.num_fixed_sizes) where sizes[index].y_ppem > sizes[best].y_ppem { best = index }
        guard FT_Select_Size(face, FT_Int(best)) == 0,
              FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        let strike = CGFloat(sizes[best].y_ppem) / 64
        guard width > 0, height > 0, strike > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let factor = pixelSize / strike
        let targetWidth = max(1, Int((CGFloat(width) * factor).rounded()))
        let targetHeight = max(1, Int((CGFloat(height) * factor).rounded()))
        guard targetWidth <= 4096, targetHeight <= 4096 else { return nil }
        let pitch = Int(bitmap.pitch)
        // Source rows as RGBA (premultiplied, as FreeType gives BGRA).
        var source = [Double](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let line = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            for column in 0..<width {
                let pixel = line + column * 4, out = (row * width + column) * 4
                source[out] = Double(pixel[2])
                source[out + 1] = Double(pixel[1])
                source[out + 2] = Double(pixel[0])
                source[out + 3] = Double(pixel[3])
            }
        }
        let horizontal = ColorGlyphResampling.weights(from: width, to: targetWidth)
        let vertical = ColorGlyphResampling.weights(from: height, to: targetHeight)
        // Columns first, then rows: a separable box filter.
        var across = [Double](repeating: 0, count: targetWidth * height * 4)
        for row in 0..<height {
            for (column, taps) in horizontal.enumerated() {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (index, weight) in taps {
                    let at = (row * width + index) * 4
                    sum.0 += source[at] * weight
                    sum.1 += source[at + 1] * weight
                    sum.2 += source[at + 2] * weight
                    sum.3 += source[at + 3] * weight
                }
                let out = (row * targetWidth + column) * 4
                across[out] = sum.0
                across[out + 1] = sum.1
                across[out + 2] = sum.2
                across[out + 3] = sum.3
            }
        }
        var canvas = PixelCanvas(width: targetWidth, height: targetHeight)
        for (row, taps) in vertical.enumerated() {
            for column in 0..<targetWidth {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (index, weight) in taps {
                    let at = (index * targetWidth + column) * 4
                    sum.0 += across[at] * weight
                    sum.1 += across[at + 1] * weight
                    sum.2 += across[at + 2] * weight
                    sum.3 += across[at + 3] * weight
                }
                let alpha = min(255, max(0, sum.3.rounded()))
                let out = (row * targetWidth + column) * 4
                // Premultiplied: no channel may exceed alpha.
                canvas.pixels[out] = UInt8(min(alpha, max(0, sum.0.rounded())))
                canvas.pixels[out + 1] = UInt8(min(alpha, max(0, sum.1.rounded())))
                canvas.pixels[out + 2] = UInt8(min(alpha, max(0, sum.2.rounded())))
                canvas.pixels[out + 3] = UInt8(alpha)
            }
        }
        return ColorGlyphImage(
            bitmap: ImageBitmap(premultiplied: canvas, scale: 1),
            left: Int((CGFloat(slot.pointee.bitmap_left) * factor).rounded()),
            top: Int((CGFloat(slot.pointee.bitmap_top) * factor).rounded()))
    }
}

/// Area-average weights for resizing one axis.
enum ColorGlyphResampling {
    /// For each of `target` output pixels, the source pixels it covers and the fraction of it
    /// each covers (summing to 1).
    static func weights(from source: Int, to target: Int) -> [[(Int, Double)]] {
        let ratio = Double(source) / Double(target)
        return (0..<target).map { index in
            if ratio <= 1 {
                // Enlarging: nearest source pixel (emoji are rarely drawn above the strike size).
                return [(min(source - 1, Int(Double(index) * ratio)), 1)]
            }
            let start = Double(index) * ratio, end = start + ratio
            var taps: [(Int, Double)] = []
            var position = Int(start)
            while Double(position) < end && position < source {
                let covered = min(end, Double(position + 1)) - max(start, Double(position))
                if covered > 0 { taps.append((position, covered / ratio)) }
                position += 1
            }
            return taps
        }
    }
}

struct ColorGlyphKey: Hashable {
    let glyph: UInt32
    let pixelSize: CGFloat
}

/// Color glyph images by face, glyph and size.
// @unchecked: the dictionary is read and written only while `lock` is held.
final class ColorGlyphCache: @unchecked Sendable {
    static let shared = ColorGlyphCache()
    private let lock = NSLock()
    private var images: [ObjectIdentifier: [ColorGlyphKey: ColorGlyphImage]] = [:]
    private var count = 0
    /// Images kept before the cache is dropped and refilled (each is at most a few tens of kB).
    private static let limit = 2_000

    func image(for key: ColorGlyphKey, face: FontFace) -> ColorGlyphImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[ObjectIdentifier(face)]?[key]
    }

    func store(_ image: ColorGlyphImage, for key: ColorGlyphKey, face: FontFace) {
        lock.lock()
        defer { lock.unlock() }
        if count >= ColorGlyphCache.limit {
            images.removeAll()
            count = 0
        }
        images[ObjectIdentifier(face), default: [:]][key] = image
        count += 1
    }
}
