import Foundation

/// Bins of a number range, for histograms and heat-map color steps: Swift Charts'
/// `NumberBins`. Each element is the range of one bin; `index(for:)` finds a value's bin.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// The N + 1 values around the N bins.
    public let thresholds: [Value]

    /// N - 1 bins between N thresholds.
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// The first bin.
    public var startIndex: Int { 0 }
    /// Past the last bin.
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    /// One bin's range.
    public subscript(position: Int) -> ClosedRange<Value> { thresholds[position]...thresholds[position + 1] }

    /// The bin holding `value` (the first or last bin for values outside).
    public func index(for value: Value) -> Int {
        guard thresholds.count > 1 else { return 0 }
        var i = 0
        while i < thresholds.count - 2 && value >= thresholds[i + 1] { i += 1 }
        return i
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` equal bins over `range`.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(1, count)
        let step = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { range.lowerBound + step * Value($0) })
    }
    /// Bins of `size` covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0 else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        var t: [Value] = []
        var v = (range.lowerBound / size).rounded(.down) * size
        repeat { t.append(v); v += size } while v < range.upperBound + size && t.count < 10_000
        self.init(thresholds: t)
    }
    /// About `desiredCount` bins of a nice size over `range` (the axis tick rule).
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let step = Swift.max(Value(NiceTicks.step(extent: Double(range.upperBound - range.lowerBound), desiredCount: desiredCount + 1)), minimumStride)
        self.init(size: step, range: range)
    }
    /// Bins for the values in `data`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let lo = data.min() ?? 0, hi = data.max() ?? 1
        self.init(range: lo...Swift.max(hi, lo + 1), desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` equal bins over `range`.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(1, count)
        let step = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { range.lowerBound + step * Value($0) })
    }
}
