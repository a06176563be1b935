import Foundation

/// A 4 × 5 color matrix on straight (un-premultiplied) RGBA in 0...1, as SVG's
/// `feColorMatrix` and Core Image's `CIColorMatrix` define it: each output component is a
/// weighted sum of R, G, B, A plus an offset. SwiftUI's color effects are such matrices
/// (docs/ARCHITECTURE.md §7.13 lists the source of each).
struct ColorMatrix: Equatable {
    /// Rows R, G, B, A; each row is the weights of R, G, B, A and the offset.
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Core Image's `CIColorControls` brightness, which Apple's `GraphicsContext.Filter.brightness`
    /// documents as "an amount to add to the pixel's color components".
    static func brightness(_ amount: Double) -> ColorMatrix {
        colorRows(scale: 1, offset: amount)
    }

    /// `CIColorControls` contrast: (c − ½)·k + ½, so 0 gives mid gray and negative values
    /// invert, as SwiftUI's `contrast(_:)` documentation describes.
    static func contrast(_ amount: Double) -> ColorMatrix {
        colorRows(scale: amount, offset: 0.5 * (1 - amount))
    }

    /// The Filter Effects 1 `saturate` matrix (luminance weights 0.213, 0.715, 0.072).
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// The Filter Effects 1 `grayscale(amount)` matrix (Rec. 709 weights 0.2126, 0.7152,
    /// 0.0722), with the amount clamped to 0...1.
    static func grayscale(_ amount: Double) -> ColorMatrix {
        let a = 1 - max(0, min(1, amount))
        return ColorMatrix(rows: [
            [0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a, 0, 0],
            [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a, 0, 0],
            [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// The Filter Effects 1 `hue-rotate` matrix.
    static func hueRotation(radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Filter Effects 1 `invert(1)`: each color component becomes 1 − c.
    static let invert = colorRows(scale: -1, offset: 1)

    /// Multiplies every component, alpha included, by a color's.
    static func multiply(_ color: RGBAColor) -> ColorMatrix {
        ColorMatrix(rows: [
            [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0],
        ])
    }

    /// SVG 1.1 `feColorMatrix type="luminanceToAlpha"`: black, with alpha the luminance
    /// 0.2125 R + 0.7154 G + 0.0721 B.
    static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
    ])

    private static func colorRows(scale: Double, offset: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [scale, 0, 0, 0, offset], [0, scale, 0, 0, offset], [0, 0, scale, 0, offset], [0, 0, 0, 1, 0],
        ])
    }

    /// Applies the matrix to every non-transparent pixel of `region` (premultiplied RGBA):
    /// un-premultiply, weights in 1/4096 and offsets in 1/4096 of a byte, clamp, premultiply.
    /// Transparent pixels stay transparent (none of SwiftUI's color effects adds alpha).
    func apply(to pixels: inout [UInt8], width: Int, region: PixelRect) {
        guard !region.isEmpty else { return }
        let m: [Int64] = rows.flatMap { row in
            row.enumerated().map { index, value in
                let scaled = index == 4 ? value * 255 * 4096 : value * 4096
                return Int64(max(-1e12, min(1e12, scaled.isFinite ? scaled : 0)).rounded())
            }
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in region.y0..<region.y1 {
                var p = base + (y * width + region.x0) * 4
                for _ in region.x0..<region.x1 {
                    defer { p += 4 }
                    let a = Int64(p[3])
                    if a == 0 { continue }
                    let half = a / 2
                    let r = (Int64(p[0]) * 255 + half) / a, g = (Int64(p[1]) * 255 + half) / a, b = (Int64(p[2]) * 255 + half) / a
                    @inline(__always) func row(_ i: Int) -> UInt8 {
                        let sum = m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]
                        return UInt8(clamping: (sum + 2048) >> 12)
                    }
                    let alpha = row(15)
                    p[0] = mul255(row(0), alpha); p[1] = mul255(row(5), alpha)
                    p[2] = mul255(row(10), alpha); p[3] = alpha
                }
            }
        }
    }
}
