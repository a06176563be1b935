@testable import SwatchRaster
import XCTest

/// Issue 28: grids and borders with hostile but legal numbers used to trap (`Int(∞)`, `Int(NaN)`)
/// or build millions of tracks. Each case must render, with finite frames, in bounded work.
final class GridAndBorderTrapTests: XCTestCase {
    /// A custom layout that measures its child with an infinite proposal, as some real layouts do.
    struct MeasuresWithInfinity: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = subviews.first?.sizeThatFits(.infinity) ?? .zero
            return CGSize(width: min(size.width, 300), height: min(size.height, 300))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }

    private func grid(_ columns: [GridItem]) -> some View {
        LazyVGrid(columns: columns) { ForEach(0..<6, id: \.self) { _ in Color.blue.frame(height: 10) } }
    }

    func testAdaptiveGridsWithHostileNumbersRenderBounded() throws {
        let cases: [[GridItem]] = [
            [GridItem(.adaptive(minimum: .nan))],
            [GridItem(.adaptive(minimum: 20), spacing: .nan)],
            [GridItem(.adaptive(minimum: 20), spacing: .infinity)],
            [GridItem(.adaptive(minimum: 20), spacing: -20)],
            [GridItem(.adaptive(minimum: 0), spacing: 0)],
            [GridItem(.adaptive(minimum: .infinity))],
            [GridItem(.flexible(minimum: .nan, maximum: .nan)), GridItem(.fixed(40))],
        ]
        for columns in cases {
            let image = try render(grid(columns).frame(width: 390, height: 100))
            XCTAssertEqual(image.width, 390, "\(columns)")
        }
        // A column of fixed infinite width has no finite frame: the grid is not drawn, the
        // screen is, and a warning names it (issue 40, docs/ARCHITECTURE.md §5.21).
        let (infinite, warnings) = try RuntimeWarnings.capturing {
            try render(grid([GridItem(.fixed(.infinity))]).frame(width: 390, height: 100))
        }
        XCTAssertEqual(infinite.width, 390)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("invalid frame") == true, "\(warnings)")
        // 100,000 pt wide with a zero minimum: at most maximumAdaptiveTracks columns.
        let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 0), spacing: 0)], length: 100_000)
        XCTAssertLessThanOrEqual(tracks.count, GridItem.maximumAdaptiveTracks)
        XCTAssertTrue(tracks.allSatisfy { $0.offset.isFinite && $0.length.isFinite })
    }

    func testAGridMeasuredWithAnInfiniteProposalDoesNotTrap() throws {
        let image = try render(MeasuresWithInfinity { grid([GridItem(.adaptive(minimum: 30))]) }.frame(width: 200, height: 100))
        XCTAssertEqual(image.width, 200)
        let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 30)), GridItem(.flexible())], length: .infinity)
        XCTAssertTrue(tracks.allSatisfy { $0.offset.isFinite && $0.length.isFinite }, "\(tracks)")
    }

    func testBordersWithInfiniteNaNOrHugeWidthsRender() throws {
        for width in [CGFloat.infinity, .nan, 1e300, -.infinity] {
            let bordered = try render(Color.white.frame(width: 20, height: 20).border(Color.red, width: width))
            XCTAssertEqual(bordered.width, 20, "border \(width)")
        }
        // An infinite border fills the view; a NaN one draws nothing.
        let full = try render(Color.white.frame(width: 20, height: 20).border(Color.black, width: .infinity))
        XCTAssertEqual(full[10, 10].r, 0)
        let none = try render(Color.white.frame(width: 20, height: 20).border(Color.black, width: .nan))
        XCTAssertEqual(none[10, 10].r, 255)
    }
}
