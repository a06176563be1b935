/// The Gaussian blur of one 8-bit plane, for shadows, which only need their coverage blurred
/// (docs/ARCHITECTURE.md §7.13): the same passes and the same integer arithmetic as
/// `GaussianBlur` on its alpha channel, so the result is identical bit for bit, at a quarter
/// of the work, and the column pass reads a contiguous plane instead of every fourth byte of
/// the full canvas's rows (measured in benchmarks/README.md, "Previews").
enum AlphaBlur {
    /// Blurs `plane` (`width` × `height`, row-major) in place, reading outside it as zero.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0, width > 0, height > 0 else { return }
        let passes = sigma <= GaussianBlur.exactLimit
            ? [GaussianBlur.Pass.kernel(GaussianBlur.kernel(sigma: sigma))] : GaussianBlur.boxes(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        plane.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<height {
                for pass in passes { run(pass, base + y * width, stride: 1, count: width, line: &line) }
            }
            for x in 0..<width {
                for pass in passes { run(pass, base + x, stride: width, count: height, line: &line) }
            }
        }
    }

    /// One 1-D pass over `count` samples `stride` bytes apart, through a copy of the line.
    private static func run(_ pass: GaussianBlur.Pass, _ start: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, line: inout [UInt8]) {
        line.withUnsafeMutableBufferPointer { buffer in
            let src = buffer.baseAddress!
            for i in 0..<count { src[i] = start[i * stride] }
            switch pass {
            case .kernel(let weights):
                let radius = weights.count / 2
                weights.withUnsafeBufferPointer { weights in
                    for i in 0..<count {
                        var sum: Int32 = 32768
                        let low = max(0, radius - i), high = min(weights.count, count - i + radius)
                        if low < high {
                            for k in low..<high { sum &+= weights[k] &* Int32(src[i + k - radius]) }
                        }
                        start[i * stride] = UInt8(clamping: sum >> 16)
                    }
                }
            case .box(let left, let right):
                let size = Int32(left + right + 1), half = size / 2
                var sum: Int32 = 0
                for k in 0...min(right, count - 1) { sum &+= Int32(src[k]) }
                for i in 0..<count {
                    start[i * stride] = UInt8(truncatingIfNeeded: (sum + half) / size)
                    let entering = i + right + 1, leaving = i - left
                    if entering < count { sum &+= Int32(src[entering]) }
                    if leaving >= 0 { sum &-= Int32(src[leaving]) }
                }
            }
        }
    }
}
