extension Path {
    /// The part of the path between two fractions of its total length (0...1), as SwiftUI's
    /// `trimmedPath(from:to:)` and `Shape.trim(from:to:)` take it: length is measured along
    /// every subpath in order, closing segments included, and curves are cut as curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = max(0, min(1, from)), to = max(0, min(1, to))
        if from == 0 && to == 1 { return self }
        guard to > from else { return Path() }
        // Each segment with its length, measured on a fine polyline.
        var pieces: [(segment: PathSegment, length: CGFloat, newSubpath: Bool)] = []
        forEachSubpath { _, segments, _ in
            for (i, segment) in segments.enumerated() {
                pieces.append((segment, PathTrim.length(of: segment), i == 0))
            }
        }
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var position: CGFloat = 0
        var open = false
        for piece in pieces {
            let s0 = position, s1 = position + piece.length
            position = s1
            if piece.newSubpath { open = false }
            guard s1 > start, s0 < end, piece.length > 0 else { continue }
            let t0 = s0 >= start ? 0 : PathTrim.parameter(of: piece.segment, atLength: start - s0, total: piece.length)
            let t1 = s1 <= end ? 1 : PathTrim.parameter(of: piece.segment, atLength: end - s0, total: piece.length)
            let part = (t0 == 0 && t1 == 1) ? piece.segment : piece.segment.split(t0, t1)
            if !open { result.move(to: part.start); open = true }
            result.elements.append(part.element)
        }
        return result
    }
}

/// Arc length along segments, measured on polylines fine enough for trimming.
enum PathTrim {
    static let samples = 64

    static func length(of segment: PathSegment) -> CGFloat {
        if case .line(let a, let b) = segment { return hypot(b.x - a.x, b.y - a.y) }
        var length: CGFloat = 0, previous = segment.start
        for i in 1...samples {
            let p = segment.point(at: CGFloat(i) / CGFloat(samples))
            length += hypot(p.x - previous.x, p.y - previous.y)
            previous = p
        }
        return length
    }

    /// The parameter at which the segment has run `target` of its `total` length.
    static func parameter(of segment: PathSegment, atLength target: CGFloat, total: CGFloat) -> CGFloat {
        if case .line = segment { return max(0, min(1, target / total)) }
        var length: CGFloat = 0, previous = segment.start
        for i in 1...samples {
            let t = CGFloat(i) / CGFloat(samples)
            let p = segment.point(at: t)
            let step = hypot(p.x - previous.x, p.y - previous.y)
            if length + step >= target {
                let within = step > 0 ? (target - length) / step : 0
                return t - (1 - within) / CGFloat(samples)
            }
            length += step
            previous = p
        }
        return 1
    }
}
