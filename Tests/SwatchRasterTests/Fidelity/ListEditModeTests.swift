@testable import SwatchRaster
import XCTest

/// A list in edit mode (issue 49): rows that `onDelete` can delete show the red delete
/// control with their content moved over, rows that `onMove` can move show the reorder
/// handle; out of edit mode the rows are unchanged. Measured on iOS 17/18 screenshots at 3x
/// (decodevM/TodoList@1305c53 ScreenShots/2.png and 4.png, inset grouped; Lu-sdd/swift_todolist
/// @3a5477f screenshots/Listview-move.png, plain): a 21.67 pt disc of (255, 59, 48) whose
/// leading edge is 21.33 pt from the row's, content and separator moved 40 pt, the handle's
/// ink ending 21 pt from the row's trailing edge, in (197, 197, 199).
final class ListEditModeTests: XCTestCase {
    private struct Fruits: View {
        let mode: EditMode
        var deletes = true
        var moves = true
        @State private var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete(perform: deletes ? { fruits.remove(atOffsets: $0) } : nil)
                        .onMove(perform: moves ? { fruits.move(fromOffsets: $0, toOffset: $1) } : nil)
                }
                .navigationTitle("Fruits")
                .toolbar { EditButton() }
                .environment(\.editMode, .constant(mode))
            }
        }
    }

    private func render<V: View>(_ view: V) throws -> RasterImage { try renderOniPhone15(view) }

    /// Points whose color is the system red, in a column band.
    private func redRows(_ image: RasterImage, x: ClosedRange<CGFloat>) -> [Int] {
        (0..<image.height).filter { y in
            (Int(x.lowerBound * 3)..<Int(x.upperBound * 3)).contains { px in
                let p = image[px, y]
                return p.r > 230 && p.g < 80 && p.b < 80
            }
        }
    }

    /// The leftmost dark (text) pixel in the rows band.
    private func textStart(_ image: RasterImage, rows: Range<Int>) -> CGFloat? {
        for x in 0..<image.width where rows.contains(where: { let p = image[x, $0]; return p.r < 80 && p.g < 80 && p.b < 80 }) {
            return CGFloat(x) / 3
        }
        return nil
    }

    /// Grey ink around the first row's middle (y 164–180 pt, clear of the separators) near
    /// the card's trailing edge.
    private func hasHandle(_ image: RasterImage) -> Bool {
        (164 * 3..<180 * 3).contains { y in (336 * 3..<372 * 3).contains { let p = image[$0, y]; return p.r < 225 && p.r > 120 } }
    }

    func testActiveEditModeShowsDeleteControlsAndHandles() throws {
        let idle = try render(Fruits(mode: .inactive))
        let editing = try render(Fruits(mode: .active))
        XCTAssertTrue(redRows(idle, x: 20...70).isEmpty, "no delete controls at rest")
        let red = redRows(editing, x: 20...70)
        // Three discs, one per row: three separate runs of red rows, each about 22 pt tall.
        let runs = zip(red, red.dropFirst()).filter { $1 - $0 > 1 }.count + 1
        XCTAssertEqual(runs, 3)
        // The row text moved right by the control's width.
        let rows = 150 * 3..<200 * 3
        let before = try XCTUnwrap(textStart(idle, rows: rows))
        let after = try XCTUnwrap(textStart(editing, rows: rows))
        XCTAssertEqual(after - before, 40, accuracy: 0.7)
        // The disc: 21.67 pt across, its leading edge 21.33 pt inside the card (20…373 pt).
        let discColumns = (0..<editing.width).filter { x in (150 * 3..<200 * 3).contains { let p = editing[x, $0]; return p.r > 230 && p.g < 80 && p.b < 80 } }
        XCTAssertEqual(CGFloat(discColumns.last! + 1 - discColumns.first!) / 3, 21.67, accuracy: 0.7)
        XCTAssertEqual(CGFloat(discColumns.first!) / 3, 20 + 21.33, accuracy: 0.7)
        // The handle's ink ends 21 pt from the card's trailing edge.
        let handleColumns = (300 * 3..<editing.width).filter { x in (164 * 3..<180 * 3).contains { let p = editing[x, $0]; return p.r < 225 && p.r > 120 } }
        XCTAssertEqual(373 - CGFloat(handleColumns.last! + 1) / 3, 21, accuracy: 0.7)
        XCTAssertEqual(CGFloat(handleColumns.last! + 1 - handleColumns.first!) / 3, 21.67, accuracy: 0.7)
        // A handle at each row's trailing end: grey ink near the card's trailing edge.
        XCTAssertTrue(hasHandle(editing))
        XCTAssertFalse(hasHandle(idle))
    }

    /// The separator under a deletable row starts where its moved content does.
    func testSeparatorsMoveWithTheContent() throws {
        func separatorStart(_ image: RasterImage) -> CGFloat? {
            // The first separator row: a grey line between the first and second rows.
            for y in 185 * 3..<205 * 3 {
                let xs = (0..<image.width).filter { let p = image[$0, y]; return p.r < 235 && p.r > 150 && p.r == p.g }
                if xs.count > 200 * 3 { return CGFloat(xs.first!) / 3 }
            }
            return nil
        }
        let idle = try XCTUnwrap(separatorStart(try render(Fruits(mode: .inactive))))
        let editing = try XCTUnwrap(separatorStart(try render(Fruits(mode: .active))))
        XCTAssertEqual(editing - idle, 40, accuracy: 0.7)
    }

    /// The bar's EditButton reads the same edit mode: "Done" while editing.
    func testEditButtonSaysDoneWhileEditing() throws {
        let idle = try render(Fruits(mode: .inactive))
        let editing = try render(Fruits(mode: .active))
        XCTAssertNotEqual(idle.pixelHash, editing.pixelHash)
    }

    func testOnlyTheControlsAskedFor() throws {
        let deleteOnly = try render(Fruits(mode: .active, moves: false))
        XCTAssertFalse(redRows(deleteOnly, x: 20...70).isEmpty)
        XCTAssertFalse(hasHandle(deleteOnly))
        let moveOnly = try render(Fruits(mode: .active, deletes: false))
        XCTAssertTrue(redRows(moveOnly, x: 20...70).isEmpty)
    }
}
