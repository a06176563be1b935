@testable import SwatchRaster
import XCTest

/// `LazyVGrid`, `LazyHGrid`, `GridItem` and `Grid`/`GridRow`, written as SwiftUI code is on a
/// Mac; each expected frame is worked out from the rule in its comment.
final class GridLayoutTests: XCTestCase {
    private func colorFrames(_ root: Node) -> [CGRect] { root.all("Color").map(\.frame) }

    /// fatbobman measured on iOS: `.adaptive(minimum: 50, maximum: 100)` in 300 points makes
    /// 5 columns (5 × 50 + 4 × 8 = 282 ≤ 300, 6 columns would need 340) of
    /// (300 − 4 × 8) / 5 = 53.6 points ("The Layout Rules of LazyVGrid",
    /// https://dev.mo4tech.com/?p=305430).
    func testAdaptiveColumnsMatchTheMeasuredExample() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<7) { _ in Color.red.frame(height: 20) }
        }
        let frames = colorFrames(try layOut(grid, width: 300))
        XCTAssertEqual(frames.count, 7)
        for (index, frame) in frames.prefix(5).enumerated() {
            assertFrame(frame, CGFloat(index) * (53.6 + 8), 0, 53.6, 20)
        }
        // Cells 6 and 7 wrap to a second row, 8 points (the default spacing) below.
        assertFrame(frames[5], 0, 28, 53.6, 20)
        assertFrame(frames[6], 61.6, 28, 53.6, 20)
    }

    /// A 60-point adaptive minimum: N = ⌊(W + 8) / (60 + 8)⌋ columns, each (W − (N − 1) × 8) / N.
    func testAdaptiveSixtyPointColumnCounts() throws {
        // (width, expected columns): 59 → one column, 59 wide (the minimum only counts
        // columns); 100 → ⌊108/68⌋ = 1; 130 → ⌊138/68⌋ = 2; 195 → ⌊203/68⌋ = 2;
        // 196 → ⌊204/68⌋ = 3; 358 (an iPhone's 390 less 16-point margins) → ⌊366/68⌋ = 5.
        for (width, columns) in [(59.0, 1), (100.0, 1), (130.0, 2), (195.0, 2), (196.0, 3), (358.0, 5)] as [(CGFloat, Int)] {
            let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                ForEach(0..<12) { _ in Color.blue.frame(height: 10) }
            }
            let frames = colorFrames(try layOut(grid, width: width))
            let firstRow = frames.filter { $0.minY == 0 }
            XCTAssertEqual(firstRow.count, columns, "columns in \(width) points")
            let expected = (width - CGFloat(columns - 1) * 8) / CGFloat(columns)
            XCTAssertEqual(firstRow[0].width, expected, accuracy: 0.001, "column width in \(width) points")
        }
    }

    /// fatbobman's measured mix (https://juejin.cn/post/7083356120147820552): flexible(min 100),
    /// fixed 100, adaptive(min 100), fixed 100 in 300 points: 300 − 3 × 8 − 200 = 76 to share;
    /// the flexible column takes its minimum, 100, leaving −24: the adaptive column is one
    /// column 0 wide, and the grid is 100 + 8 + 100 + 8 + 0 + 8 + 100 = 324 wide.
    func testMeasuredMixOverflows() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)),
                                       GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]) {
            ForEach(0..<4) { _ in Color.green.frame(height: 10) }
        }
        let root = try layOut(grid, width: 300)
        XCTAssertEqual(root.all("LazyVGrid")[0].frame.width, 324, accuracy: 0.001)
        let frames = colorFrames(root)
        XCTAssertEqual(frames.map(\.width), [100, 100, 0, 100])
        XCTAssertEqual(frames.map(\.minX), [0, 108, 216, 224])
    }

    /// Fixed 100 + flexible + flexible(max 50) in 300 points: 300 − 100 − 2 × 8 = 184 to share,
    /// in order: the first flexible column takes 184 / 2 = 92, the last min(92, 50) = 50.
    func testFixedAndFlexibleMix() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], spacing: 4) {
            ForEach(0..<6) { _ in Color.green }
        }
        let frames = colorFrames(try layOut(grid, width: 300))
        assertFrame(frames[0], 0, 0, 100, 10)
        assertFrame(frames[1], 108, 0, 92, 10)
        assertFrame(frames[2], 208, 0, 50, 10)
        // Second row: 10 (row height) + 4 (the grid's spacing) down.
        assertFrame(frames[3], 0, 14, 100, 10)
    }

    /// A flexible minimum above the equal share: 2 columns in 100 points share 92; the first
    /// needs 60, the second takes 32. Item spacing 2 after the first column.
    func testFlexibleMinimumAndItemSpacing() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 2), GridItem(.flexible())]) {
            Color.red
            Color.blue
        }
        let frames = colorFrames(try layOut(grid, width: 100))
        assertFrame(frames[0], 0, 0, 60, 10)
        assertFrame(frames[1], 62, 0, 38, 10)
    }

    /// A row is as tall as its tallest cell; shorter cells are centred in it (GridItem alignment
    /// nil: the grid's `.center`), and an item's own alignment wins.
    func testRowHeightAndCellAlignment() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .top)], spacing: 0) {
            Color.red.frame(width: 20, height: 30)
            Color.blue.frame(width: 20, height: 10)
        }
        let frames = colorFrames(try layOut(grid))
        assertFrame(frames[0], 10, 0, 20, 30)
        assertFrame(frames[1], 48 + 10, 0, 20, 10)
    }

    /// Section headers span the grid; the section's cells start a new row.
    func testSectionHeadersSpanTheGrid() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            Section {
                Color.red.frame(height: 10)
                Color.red.frame(height: 10)
                Color.red.frame(height: 10)
            } header: {
                Color.black.frame(height: 5)
            }
            Section {
                Color.blue.frame(height: 10)
            } header: {
                Color.black.frame(height: 5)
            }
        }
        let frames = colorFrames(try layOut(grid, width: 108))
        // Header 5 tall spanning 108; rows at 13 and 31; next header at 49; its cell at 62.
        assertFrame(frames[0], 0, 0, 108, 5)
        assertFrame(frames[1], 0, 13, 50, 10)
        assertFrame(frames[2], 58, 13, 50, 10)
        assertFrame(frames[3], 0, 31, 50, 10)
        assertFrame(frames[4], 0, 49, 108, 5)
        assertFrame(frames[5], 0, 62, 50, 10)
    }

    /// LazyHGrid: the same rules with the axes swapped.
    func testLazyHGridFillsRowsTopToBottom() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3) { _ in Color.red.frame(width: 10) }
        }
        let frames = colorFrames(try layOut(grid))
        assertFrame(frames[0], 0, 0, 10, 20)
        assertFrame(frames[1], 0, 28, 10, 30)
        assertFrame(frames[2], 15, 0, 10, 20)
    }

    /// Grid: a column is as wide as its widest cell, a row as tall as its tallest; cells are
    /// centred by default; `gridColumnAlignment` moves a whole column.
    func testGridColumnWidthsAreTheWidestCells() throws {
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.red.frame(width: 10, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10).gridColumnAlignment(.leading)
                Color.blue.frame(width: 50, height: 10)
            }
        }
        let root = try layOut(grid)
        XCTAssertEqual(root.all("Grid").first?.frame.size, CGSize(width: 30 + 4 + 50, height: 20 + 2 + 10))
        let frames = colorFrames(root)
        assertFrame(frames[0], 0, 5, 30, 10)       // leading column, centred vertically in a 20 row
        assertFrame(frames[1], 34 + 20, 0, 10, 20)  // centred in the 50-wide column
        assertFrame(frames[2], 0, 22, 10, 10)       // leading: the column's alignment
        assertFrame(frames[3], 34, 22, 50, 10)
    }

    /// Views outside a GridRow span all columns without widening them; `gridCellColumns`
    /// spans; `gridCellUnsizedAxes(.horizontal)` takes the width the others made.
    func testSpanningCells() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 40, height: 10)
            }
            Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.blue.frame(height: 10).gridCellUnsizedAxes(.horizontal).gridCellColumns(2)
            }
        }
        let frames = colorFrames(try layOut(grid))
        assertFrame(frames[2], 0, 10, 70, 1)
        assertFrame(frames[3], 0, 11, 70, 10)
    }

    /// `gridCellAnchor` places a cell by a unit point of its box.
    func testGridCellAnchor() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.clear.frame(width: 1, height: 1)
                Color.green.frame(width: 30, height: 1)
            }
        }
        let frames = colorFrames(try layOut(grid))
        assertFrame(frames[1], 40 + 20, 30, 10, 10)
    }
}
