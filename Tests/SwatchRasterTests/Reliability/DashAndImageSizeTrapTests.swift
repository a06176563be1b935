@testable import SwatchRaster
import Foundation
import XCTest

/// Issue 28: a dash of 1e-9 pt on a 300-pt rectangle cut the stroke into billions of runs
/// (7.5 GB, then an abort); a pixel limit of `Int.max` let a render allocate what no machine
/// holds; `RasterImage(width: -1, height: -1, …)` was accepted and trapped in the encoder.
final class DashAndImageSizeTrapTests: XCTestCase {
    private func strokedSquare(dash: [CGFloat], lineWidth: CGFloat = 4) -> some View {
        Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: lineWidth, dash: dash))
            .frame(width: 300, height: 300).padding(10)
    }

    func testATinyDashDrawsTheStrokeAtThePatternsAverageCoverage() throws {
        let start = Date()
        // [1e-9] repeats as on, off: half painted. [1e-9, 3e-9]: a quarter.
        for (dash, fraction) in [([1e-9], 0.5), ([1e-9, 3e-9], 0.25), ([0.001, 0.001, 0.002, 0.004], 0.375)] as [([CGFloat], Double)] {
            let image = try render(strokedSquare(dash: dash), scale: 2)
            // The middle of the top edge's stroke (y = 10 pt, 4 pt wide: fully covered rows).
            let pixel = image.rgba(image.width / 2, 20)
            XCTAssertEqual(pixel[0], 0, "\(dash)")
            XCTAssertEqual(Double(pixel[3]), 255 * fraction, accuracy: 1, "\(dash): \(pixel)")
            // Every edge, the same.
            XCTAssertEqual(image.rgba(20, image.height / 2), pixel, "\(dash): left edge")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "bounded work")
    }

    func testADrawableDashStillDrawsItsRuns() throws {
        // 10-pt dashes: runs and gaps along the top edge, as before.
        let image = try render(strokedSquare(dash: [10, 10]), scale: 1)
        let alphas = (10..<310).map { image.rgba($0, 10)[3] }
        XCTAssertEqual(alphas.filter { $0 == 255 }.count, 150, accuracy: 4)
        XCTAssertEqual(alphas.filter { $0 == 0 }.count, 150, accuracy: 4)
    }

    func testTheDashRunBound() {
        let square = Path(CGRect(x: 0, y: 0, width: 300, height: 300)).flattened(transform: .identity, tolerance: 0.1)
        // 1,200 pt of edge: 10-pt runs are 60 repetitions, 1e-9 would be 6e11.
        let coarse = Dash([10, 10], phase: 0)!, fine = Dash([1e-9], phase: 0)!
        XCTAssertLessThan(coarse.runs(along: square), 100)
        XCTAssertGreaterThan(fine.runs(along: square), Double(PathStroker.maximumDashRuns))
        XCTAssertEqual(fine.paintedFraction, 0.5)
    }

    func testAPixelLimitPastTheMachinesMemoryIsCapped() throws {
        // A million points square is a legal frame (under 10⁷ pt) and 10¹² pixels.
        let renderer = ImageRenderer(content: Color.blue.frame(width: 1_000_000, height: 1_000_000))
        renderer.maximumPixelCount = .max
        XCTAssertThrowsError(try renderer.render()) { error in
            XCTAssertEqual(error as? RenderError, .tooManyPixels(width: 1_000_000, height: 1_000_000, limit: ImageRenderer<EmptyView>.machinePixelLimit))
        }
        XCTAssertEqual(ImageRenderer<EmptyView>.machinePixelLimit, Int(ProcessInfo.processInfo.physicalMemory / 16))
    }

    func testImpossibleImageSizesAreRejectedWhereTheyAreMade() {
        XCTAssertEqual(RasterImage.problem(width: -1, height: -1, byteCount: 4), "negative size -1×-1")
        XCTAssertEqual(RasterImage.problem(width: 0, height: -5, byteCount: 0), "negative size 0×-5")
        XCTAssertEqual(RasterImage.problem(width: .max, height: 2, byteCount: 0), "size \(Int.max)×2 overflows")
        XCTAssertEqual(RasterImage.problem(width: 2, height: 2, byteCount: 15), "pixel buffer of 15 bytes does not match 2×2 (16 bytes)")
        XCTAssertNil(RasterImage.problem(width: 2, height: 2, byteCount: 16))
        XCTAssertNil(RasterImage.problem(width: 0, height: 0, byteCount: 0))
    }
}
