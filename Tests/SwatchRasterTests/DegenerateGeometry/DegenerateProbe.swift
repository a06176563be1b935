@testable import SwatchRaster
import XCTest

/// Issue 40's probe: a degenerate view beside a 40-pt green marker, laid out and rendered
/// with warnings captured. Each test compares the marker's frame with the same screen whose
/// degenerate value is replaced by what the engine uses instead (nil, 0, no modifier), and
/// checks that the warning was printed exactly once.
///
/// These are XCTest cases, which run one at a time, because `RuntimeWarnings.capturing` is
/// process-wide.
enum DegenerateProbe {
    /// The marker's color: pure green, which no probed view uses.
    static let marker = Color(red: 0, green: 1, blue: 0)

    /// What one probe produced.
    struct Outcome {
        /// The marker's frame in points.
        var marker: CGRect
        /// The degenerate view's own frame (the first child of the probe's stack).
        var subject: CGRect
        var image: RasterImage
        var warnings: [String]

        /// The marker is drawn: its centre pixel is green.
        var markerIsDrawn: Bool {
            let pixel = image[Int(marker.midX), Int(marker.midY)]
            return pixel.r == 0 && pixel.g == 255 && pixel.b == 0 && pixel.a == 255
        }
    }

    /// `content` and the marker side by side, top-aligned, with no gap.
    static func screen<V: View>(_ content: V) -> some View {
        HStack(alignment: .top, spacing: 0) {
            content
            marker.frame(width: 40, height: 40)
        }
    }

    /// Lays `content` out and renders it beside the marker, capturing warnings.
    static func run<V: View>(_ content: () -> V, file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let (outcome, warnings) = try RuntimeWarnings.capturing { () throws -> Outcome in
            let view = screen(content())
            let root = try layOut(view)
            let image = try render(view)
            let stack = try XCTUnwrap(root.all("HStack").first, file: file, line: line)
            let marker = try XCTUnwrap(stack.children.last, file: file, line: line)
            return Outcome(marker: marker.frame, subject: stack.children[0].frame, image: image, warnings: [])
        }
        var result = outcome
        result.warnings = warnings
        return result
    }

    /// Probes `degenerate` and `reference`, and checks: both render, the marker is at the same
    /// frame and drawn, and exactly one warning, `expected`, was printed (none for the reference).
    @discardableResult
    static func check<D: View, R: View>(
        _ degenerate: () -> D, like reference: () -> R, warns expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (degenerate: Outcome, reference: Outcome) {
        let bad = try run(degenerate, file: file, line: line)
        let good = try run(reference, file: file, line: line)
        XCTAssertEqual(bad.marker, good.marker, "marker moved", file: file, line: line)
        XCTAssertEqual(bad.image.width, good.image.width, "image width", file: file, line: line)
        XCTAssertEqual(bad.image.height, good.image.height, "image height", file: file, line: line)
        XCTAssertTrue(bad.markerIsDrawn, "marker not drawn at \(bad.marker)", file: file, line: line)
        XCTAssertEqual(bad.warnings, [expected], file: file, line: line)
        XCTAssertEqual(good.warnings, [], file: file, line: line)
        return (bad, good)
    }

    /// Whether any pixel inside `rect` (points, scale 1) has alpha.
    static func drawsInside(_ image: RasterImage, _ rect: CGRect) -> Bool {
        let minX = max(0, Int(rect.minX)), maxX = min(image.width, Int(rect.maxX))
        let minY = max(0, Int(rect.minY)), maxY = min(image.height, Int(rect.maxY))
        guard minX < maxX, minY < maxY else { return false }
        for y in minY..<maxY { for x in minX..<maxX where image[x, y].a > 0 { return true } }
        return false
    }
}
