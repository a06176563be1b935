@testable import SwatchRaster
import XCTest

/// An empty stack inside a stack that aligns on a guide: the parent asks the empty stack for
/// that guide, and it must answer (size zero, no baseline, so the bottom edge, as in SwiftUI)
/// instead of trapping.
final class EmptyStackAlignmentTests: XCTestCase {
    private enum Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    private enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }

    /// The empty stack and the text of `root`, after checking the whole view renders.
    private func parts<V: View>(_ view: V) throws -> (empty: Node, text: Node, root: Node) {
        XCTAssertNoThrow(try render(view, scale: 2, background: .white))
        let root = try layOut(view)
        let text = try XCTUnwrap(root.all("Text").first)
        let stacks = (root.all("VStack") + root.all("HStack")).filter { $0.children.isEmpty }
        let empty = try XCTUnwrap(stacks.first, "no empty stack in the tree")
        XCTAssertEqual(empty.frame.size, .zero, "an empty stack has no size")
        return (empty, text, root)
    }

    func testEmptyVStackOnTheFirstTextBaseline() throws {
        // The empty stack has no baseline, so its bottom edge (y 0 of a zero-height box)
        // meets the text's first baseline; the text stays at the top, 8 pt spacing between.
        let (empty, text, root) = try parts(HStack(alignment: .firstTextBaseline) { Text("a"); VStack {} })
        let baseline = text.guide(VerticalAlignment.firstTextBaseline.key, size: text.frame.size)
        XCTAssertGreaterThan(baseline, 0)
        assertFrame(text.frame, 0, 0, text.frame.width, text.frame.height)
        assertFrame(empty.frame, text.frame.width + 8, baseline, 0, 0)
        XCTAssertEqual(root.frame.height, text.frame.height, accuracy: 0.001)
    }

    func testEmptyStacksOnTheLastTextBaseline() throws {
        let (empty, text, _) = try parts(HStack(alignment: .lastTextBaseline) { Text("a\nb"); HStack(alignment: .bottom) {} })
        let baseline = text.guide(VerticalAlignment.lastTextBaseline.key, size: text.frame.size)
        XCTAssertEqual(empty.frame.minY, text.frame.minY + baseline, accuracy: 0.001)
        // In a VStack the horizontal guide is asked; a baseline stack inside is still empty.
        let column = try parts(VStack(alignment: .trailing) { Text("a"); HStack(alignment: .lastTextBaseline) {} })
        XCTAssertEqual(column.empty.frame.minX, column.text.frame.maxX, accuracy: 0.001)
    }

    func testEmptyStacksOnCustomAndZStackAlignments() throws {
        // A custom guide's default in a zero-size box is 0: the empty stack sits on the
        // text's middle.
        let middle = try parts(HStack(alignment: VerticalAlignment(Middle.self)) {
            Text("a")
            VStack(alignment: HorizontalAlignment(Quarter.self)) {}
        })
        XCTAssertEqual(middle.empty.frame.minY, middle.text.frame.midY, accuracy: 0.001)
        let zstack = try parts(ZStack(alignment: .leadingFirstTextBaseline) { Text("a"); VStack {} })
        let baseline = zstack.text.guide(VerticalAlignment.firstTextBaseline.key, size: zstack.text.frame.size)
        XCTAssertEqual(zstack.empty.frame.minY, zstack.text.frame.minY + baseline, accuracy: 0.001)
        // Empty stacks all the way down, aligned on a baseline, lay out to nothing.
        let nested = try layOut(HStack(alignment: .firstTextBaseline) { VStack {}; HStack(alignment: .lastTextBaseline) {} })
        XCTAssertEqual(nested.frame.height, 0)
    }
}
