import Foundation

/// A separable Gaussian blur of premultiplied RGBA pixels, in integers (docs/ARCHITECTURE.md §7.13).
///
/// `sigma` is the standard deviation in device pixels. Up to `exactLimit` the kernel is the
/// sampled Gaussian itself (radius ⌈3σ⌉, weights quantized to 1/65536 and summed in a fixed
/// order); above it, three successive box blurs per axis of the width SVG 1.1 gives for
/// `feGaussianBlur` (d = ⌊σ·3·√(2π)/4 + 0.5⌋), which the SVG specification says approximates
/// the Gaussian to within 3 %, at a cost that does not grow with σ.
enum GaussianBlur {
    /// Where the exact kernel gives way to the box approximation: SVG 1.1 allows the boxes
    /// "if s is greater than 2.0"; the exact kernel is used a little further, where it is still cheap.
    static let exactLimit = 3.0

    /// How samples outside the blurred region are read.
    enum Edges {
        /// As transparent black: content spreads out and fades (the ordinary blur, shadows).
        case transparent
        /// As copies of the nearest pixel in the region: edges stay solid (`blur(opaque: true)`,
        /// material backdrops).
        case clamp
    }

    /// Blurs `region` of `pixels` (a `width`-wide premultiplied RGBA buffer) in place.
    static func blur(_ pixels: inout [UInt8], width: Int, region: PixelRect, sigma: Double, edges: Edges) {
        guard sigma.isFinite, sigma > 0, !region.isEmpty else { return }
        let passes = sigma <= exactLimit ? [Pass.kernel(kernel(sigma: sigma))] : boxes(sigma: sigma)
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        var line = [UInt8](repeating: 0, count: max(w, h) * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in region.y0..<region.y1 {
                let start = base + (y * width + region.x0) * 4
                for pass in passes { run(pass, start, stride: 4, count: w, edges: edges, line: &line) }
            }
            for x in region.x0..<region.x1 {
                let start = base + (region.y0 * width + x) * 4
                for pass in passes { run(pass, start, stride: width * 4, count: h, edges: edges, line: &line) }
            }
        }
    }

    /// One 1-D pass: a sampled kernel, or a box of `left + right + 1` pixels.
    enum Pass {
        case kernel([Int32])
        case box(left: Int, right: Int)
    }

    /// The Gaussian sampled at whole-pixel offsets −r…r, normalized to 65536 exactly (the
    /// rounding remainder goes to the centre tap).
    static func kernel(sigma: Double) -> [Int32] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { Int32(($0 / total * 65536).rounded()) }
        weights[radius] += 65536 - weights.reduce(0, +)
        return weights
    }

    /// SVG 1.1's three boxes: an odd d gives three centred boxes of d; an even d gives two
    /// boxes of d, centred half a pixel left and then right, and one centred box of d + 1.
    static func boxes(sigma: Double) -> [Pass] {
        let d = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        if d % 2 == 1 {
            let half = (d - 1) / 2
            return Array(repeating: .box(left: half, right: half), count: 3)
        }
        return [.box(left: d / 2, right: d / 2 - 1), .box(left: d / 2 - 1, right: d / 2), .box(left: d / 2, right: d / 2)]
    }

    /// Runs one pass over `count` pixels starting at `start`, `stride` bytes apart. The line
    /// is copied out first so the pass can write in place.
    private static func run(_ pass: Pass, _ start: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, edges: Edges, line: inout [UInt8]) {
        for i in 0..<count {
            let p = start + i * stride
            line[i * 4] = p[0]; line[i * 4 + 1] = p[1]; line[i * 4 + 2] = p[2]; line[i * 4 + 3] = p[3]
        }
        line.withUnsafeBufferPointer { source in
            let src = source.baseAddress!
            // The sample at index `i` of the line, per the edge rule; nil reads as zero.
            @inline(__always) func index(_ i: Int) -> Int? {
                if i >= 0 && i < count { return i }
                return edges == .clamp ? min(max(i, 0), count - 1) : nil
            }
            switch pass {
            case .kernel(let weights):
                let radius = weights.count / 2
                for i in 0..<count {
                    var sum: (Int32, Int32, Int32, Int32) = (32768, 32768, 32768, 32768)
                    for k in 0..<weights.count {
                        guard let j = index(i + k - radius) else { continue }
                        let w = weights[k], q = src + j * 4
                        sum.0 += w * Int32(q[0]); sum.1 += w * Int32(q[1])
                        sum.2 += w * Int32(q[2]); sum.3 += w * Int32(q[3])
                    }
                    let p = start + i * stride
                    p[0] = UInt8(clamping: sum.0 >> 16); p[1] = UInt8(clamping: sum.1 >> 16)
                    p[2] = UInt8(clamping: sum.2 >> 16); p[3] = UInt8(clamping: sum.3 >> 16)
                }
            case .box(let left, let right):
                let size = Int32(left + right + 1)
                var sum: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                func add(_ i: Int, _ sign: Int32) {
                    guard let j = index(i) else { return }
                    let q = src + j * 4
                    sum.0 += sign * Int32(q[0]); sum.1 += sign * Int32(q[1])
                    sum.2 += sign * Int32(q[2]); sum.3 += sign * Int32(q[3])
                }
                for k in -left...right { add(k, 1) }
                let half = size / 2
                for i in 0..<count {
                    let p = start + i * stride
                    p[0] = UInt8(clamping: (sum.0 + half) / size); p[1] = UInt8(clamping: (sum.1 + half) / size)
                    p[2] = UInt8(clamping: (sum.2 + half) / size); p[3] = UInt8(clamping: (sum.3 + half) / size)
                    add(i + right + 1, 1)
                    add(i - left, -1)
                }
            }
        }
    }
}
