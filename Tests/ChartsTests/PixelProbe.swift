import Charts
import SwiftUI

/// Pixel helpers for chart renders.
extension RasterImage {
    func rgb(_ x: Int, _ y: Int) -> [Int] { let p = self[x, y]; return [Int(p.r), Int(p.g), Int(p.b)] }

    /// Whether the pixel is within `tolerance` of `color` in every channel.
    func matches(_ x: Int, _ y: Int, _ color: [Int], tolerance: Int = 6) -> Bool {
        zip(rgb(x, y), color).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Runs of pixels matching `color` along row `y`, as (start, length).
    func runs(row y: Int, _ color: [Int], tolerance: Int = 6) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var start: Int?
        for x in 0...width {
            let hit = x < width && matches(x, y, color, tolerance: tolerance)
            if hit, start == nil { start = x }
            if !hit, let s = start { out.append((s, x - s)); start = nil }
        }
        return out
    }

    /// Runs of pixels matching `color` down column `x`.
    func runs(column x: Int, _ color: [Int], tolerance: Int = 6) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var start: Int?
        for y in 0...height {
            let hit = y < height && matches(x, y, color, tolerance: tolerance)
            if hit, start == nil { start = y }
            if !hit, let s = start { out.append((s, y - s)); start = nil }
        }
        return out
    }

    /// The bounding box of pixels darker than `threshold` (min channel) in a region.
    func inkBox(x: Range<Int>, y: Range<Int>, threshold: Int = 200) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for yy in y { for xx in x where rgb(xx, yy).min()! < threshold {
            box = box.map { (min($0.0, xx), min($0.1, yy), max($0.2, xx), max($0.3, yy)) } ?? (xx, yy, xx, yy)
        } }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}

let systemBlue = [0, 122, 255]
let systemGreen = [52, 199, 89]
let systemOrange = [255, 149, 0]
let systemPurple = [175, 82, 222]
