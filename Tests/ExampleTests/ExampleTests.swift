import AnchorExample
import LectureExamples
import PreferenceKeyExamples
@testable import SwatchRaster
import XCTest

/// The gallery's examples lay out as SwiftUI's rules say; expected values are derived in
/// the comments from the rules, not copied from output.
final class ExampleTests: XCTestCase {
    private func layOut<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> Node {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        renderer.proposedSize = proposal
        return try renderer.layout()
    }

    private func nodes(_ root: Node, where predicate: (Node) -> Bool) -> [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            if predicate(node) { found.append(node) }
            node.children.forEach(visit)
        }
        visit(root)
        return found
    }

    private func shapes(_ root: Node, _ kind: String, _ color: Color) -> [ShapeNode] {
        nodes(root) { $0.kind == kind }.compactMap { $0 as? ShapeNode }.filter { $0.color == color.resolve(in: .light) }
    }

    private func text(_ root: Node, _ string: String) throws -> TextNode {
        try XCTUnwrap(nodes(root) { ($0 as? TextNode)?.string == string }.first as? TextNode)
    }

    private func assertRect(_ a: CGRect, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 0.001, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testAnchorBarsCoverTheFirstReportedBounds() throws {
        let root = try layOut(AnchorExample.first, .init(width: 390, height: 844))
        // The first reported bounds: "Hello" with its default padding of 16 on each side.
        let bounds = try text(root, "Hello").frame.insetBy(dx: -16, dy: -16)
        let orange = try XCTUnwrap(shapes(root, "Rectangle", .orange).first)
        let purple = try XCTUnwrap(shapes(root, "Rectangle", .purple).first)
        assertRect(orange.frame, CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 3, height: bounds.height))
        assertRect(purple.frame, CGRect(x: bounds.minX + bounds.width / 3, y: bounds.minY, width: bounds.width * 2 / 3, height: bounds.height))
    }

    func testAnchorBarsFollowWorldWhenIsFirstIsFalse() throws {
        let root = try layOut(AnchorExample.last, .init(width: 390, height: 844))
        let bounds = try text(root, "World").frame
        let orange = try XCTUnwrap(shapes(root, "Rectangle", .orange).first)
        let purple = try XCTUnwrap(shapes(root, "Rectangle", .purple).first)
        assertRect(orange.frame.union(purple.frame), bounds)
        XCTAssertEqual(orange.frame.width, bounds.width / 3, accuracy: 0.001)
    }

    func testSameWidthLabelsAllTakeTheWidest() throws {
        let root = try layOut(PreferenceKeyExamples.sameWidthLabels)
        let labels = ["Name", "Color space", "Hex", "Contrast ratio"]
        let widest = try labels.map { try text(root, $0).frame.width }.max()!
        // `.background(Color)` takes the ShapeStyle overload: a filled Rectangle, as in SwiftUI.
        let backgrounds = shapes(root, "Rectangle", Color.systemGray5)
        XCTAssertEqual(backgrounds.count, 4)
        for background in backgrounds {
            XCTAssertEqual(background.frame.width, widest + 8, accuracy: 0.001)
        }
    }

    func testMonthViewCollectsEveryDayFrame() throws {
        let root = try layOut(PreferenceKeyExamples.monthView)
        let outlines = nodes(root) { $0.kind == "RoundedRectangle" }.map(\.frame)
        let cells = nodes(root) { $0.kind == "GeometryReader" }.map(\.frame)
        // 30 days report frames; the 5 empty cells report none.
        XCTAssertEqual(cells.count, 35)
        XCTAssertEqual(outlines.count, 30)
        for (outline, cell) in zip(outlines, cells.prefix(30)) { assertRect(outline, cell) }
    }

    func testCircleDiameterEqualsLabelsLongerSide() throws {
        let root = try layOut(PreferenceKeyExamples.circleText)
        let circles = nodes(root) { $0.kind == "Circle" }
        XCTAssertEqual(circles.count, 3)
        for (circle, word) in zip(circles, ["Hi", "Swatch", "Preferences"]) {
            let label = try text(root, word).frame.insetBy(dx: -10, dy: -10)
            XCTAssertEqual(circle.frame.width, max(label.width, label.height), accuracy: 0.001, word)
            XCTAssertEqual(circle.frame.height, circle.frame.width, accuracy: 0.001, word)
        }
    }

    func testCardsFitTwoToThreeInPaddedHStack() throws {
        // 390 - 2·10 padding = 370; minus 3 gaps of 8 = 346; each card offered 86.5 × 280 and
        // fits 2:3 by width: 86.5 × 129.75. The view is then as tall as its cards plus padding,
        // so the cards sit at y = 10.
        let root = try layOut(LectureExamples.cards, .init(width: 390, height: 300))
        let readers = nodes(root) { $0.kind == "GeometryReader" }
        XCTAssertEqual(readers.count, 4)
        for (index, reader) in readers.enumerated() {
            assertRect(reader.frame, CGRect(x: 10 + CGFloat(index) * (86.5 + 8), y: 10, width: 86.5, height: 129.75))
        }
        // The font size comes from the geometry: 0.8 × min(86.5, 129.75).
        let letter = try text(root, "A")
        XCTAssertEqual(letter.style.size, 0.8 * 86.5, accuracy: 0.001)
    }

    func testPriorityLabelKeepsIdealWidthAndNeighbourIsElided() throws {
        let root = try layOut(LectureExamples.priority, .init(width: 200, height: 40))
        let important = try text(root, "Important")
        // Its advances plus SF's tracking at 17 pt after each character (§7.2).
        let tracking = SystemFontTracking.tracking(font: .body, face: important.style.face, size: 17)
        XCTAssertEqual(important.frame.width, important.style.face.width(of: "Important", size: 17) + 9 * tracking, accuracy: 0.001)
        let other = try text(root, "Unimportant")
        let shown = other.placedLayout.lines.map(\.text)
        XCTAssertEqual(shown.count, 1)
        XCTAssertTrue(shown[0].hasSuffix("…"), "\(shown)")
        XCTAssertLessThanOrEqual(other.frame.maxX, 200.001)
    }

    func testBackgroundIsSizedByTextAndOverlayByCircle() throws {
        let root = try layOut(LectureExamples.textBackground, .init(width: 200, height: 100))
        XCTAssertEqual(nodes(root) { $0.kind == "Rectangle" }.first?.frame, try text(root, "hello").frame)
        let overlay = try layOut(LectureExamples.circleOverlay, .init(width: 200, height: 100))
        let circle = try XCTUnwrap(nodes(overlay) { $0.kind == "Circle" }.first)
        assertRect(circle.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        let hello = try text(overlay, "Hello").frame
        XCTAssertEqual(hello.midX, 100, accuracy: 0.001)
        XCTAssertEqual(hello.midY, 50, accuracy: 0.001)
    }
}
