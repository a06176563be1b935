@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
import XCTest

/// Layout conformance through `layoutJSON()`: each case is a small view whose frames follow
/// from SwiftUI's rules, worked out in the comments.
final class LayoutConformanceTests: XCTestCase {
    private func dump<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> LayoutDump {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        return try LayoutDump(json: try renderer.layoutJSON())
    }

    /// The system font's regular face (Inter here, §7.2): the rules below hold for any face,
    /// so the expected numbers come from the one the views are drawn with.
    private var body17: FontFace { try! FontLookup.face(family: FontSource.defaultFamily) }

    func testTextWrapsAtWordBoundariesToTheProposedWidth() throws {
        // "hello world" does not fit in the width of "hello" + a bit: two lines, the second
        // one body line height (22 pt, Apple's table; issue 39) below the first, the node as
        // wide as its widest line.
        let face = body17
        let limit = max(face.systemTextWidth(of: "hello", size: 17), face.systemTextWidth(of: "world", size: 17)) + 5
        let result = try dump(Text("hello world").frame(width: limit))
        let text = try XCTUnwrap(result.nodes.first { $0.kind == "Text" })
        XCTAssertEqual(text.text, "hello\nworld")
        XCTAssertEqual(text.frame[3], face.lineHeight(size: 17) + 22, accuracy: 0.001)
        XCTAssertEqual(text.frame[2], max(face.systemTextWidth(of: "hello", size: 17), face.systemTextWidth(of: "world", size: 17)), accuracy: 0.001)
    }

    func testLineLimitTruncatesTheLastLineWithEllipsis() throws {
        let limit = body17.width(of: "hello", size: 17) + 5
        let result = try dump(Text("hello world again").lineLimit(1).frame(width: limit))
        let text = try XCTUnwrap(result.nodes.first { $0.kind == "Text" })
        XCTAssertTrue(text.text!.hasSuffix("…"), text.text!)
        XCTAssertFalse(text.text!.contains("\n"))
        XCTAssertLessThanOrEqual(text.frame[2], Double(limit) + 0.001)
    }

    func testFirstTextBaselineAlignsDifferentSizes() throws {
        // Baselines meet: title's top + its ascent = body's top + its ascent.
        let result = try dump(HStack(alignment: .firstTextBaseline) { Text("Big").font(.title); Text("small") })
        let texts = result.nodes.filter { $0.kind == "Text" }
        let face = body17
        let titleBaseline = texts[0].frame[1] + face.ascent(size: 28) + (face.lineHeight(size: 28) - face.ascent(size: 28) - face.descent(size: 28)) / 2
        let bodyBaseline = texts[1].frame[1] + face.ascent(size: 17) + (face.lineHeight(size: 17) - face.ascent(size: 17) - face.descent(size: 17)) / 2
        XCTAssertEqual(titleBaseline, bodyBaseline, accuracy: 0.001)
        XCTAssertEqual(texts[0].frame[1], 0, accuracy: 0.001)
    }

    func testAlignmentGuideShiftsAChild() throws {
        // The first child's leading guide is at 10: it sits 10 left of the second's leading
        // edge. Stack width: 10 + 20 = 30.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 5).alignmentGuide(.leading) { _ in 10 }
            Color.blue.frame(width: 20, height: 5)
        }
        let result = try dump(view)
        let colors = result.nodes.filter { $0.kind == "Color" }
        XCTAssertEqual(result.size[0], 30, accuracy: 0.001)
        XCTAssertEqual(colors[0].frame[0], 0, accuracy: 0.001)
        XCTAssertEqual(colors[1].frame[0], 10, accuracy: 0.001)
    }

    func testSpacerPushesTheLastChildToTheTrailingEdge() throws {
        let view = HStack { Color.red.frame(width: 30, height: 5); Spacer(); Color.blue.frame(width: 40, height: 5) }
        let result = try dump(view, width: 300, height: 50)
        let colors = result.nodes.filter { $0.kind == "Color" }
        XCTAssertEqual(colors[1].frame[0], 260, accuracy: 0.001)
        // No stack spacing next to a spacer (SwiftUIRulesTests): it takes all of 300 - 30 - 40.
        let spacer = try XCTUnwrap(result.nodes.first { $0.kind == "Spacer" })
        XCTAssertEqual(spacer.frame[2], 300 - 30 - 40, accuracy: 0.001)
    }

    func testSpacerMinLengthIsKept() throws {
        // No proposal: the spacer takes its minimum, 25.
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 5); Spacer(minLength: 25); Color.blue.frame(width: 10, height: 5) }
        XCTAssertEqual(try dump(view).size[0], 45, accuracy: 0.001)
    }

    func testAspectRatioFitsAndFills() throws {
        // Ratio 2 in 100 × 100: fit gives 100 × 50, fill gives 200 × 100.
        XCTAssertEqual(try dump(Color.red.aspectRatio(2, contentMode: .fit), width: 100, height: 100).size, [100, 50])
        XCTAssertEqual(try dump(Color.red.aspectRatio(2, contentMode: .fill), width: 100, height: 100).size, [200, 100])
    }

    func testFlowLayoutWrapsRows() throws {
        // 40-wide swatches with spacing 8 in 100: two per row (88 ≤ 100 < 136).
        let view = FlowLayout { ForEach(0..<5) { _ in Color.red.frame(width: 40, height: 10) } }
            .frame(width: 100, alignment: .leading)
        let colors = try dump(view).nodes.filter { $0.kind == "Color" }
        let origins = colors.map { [$0.frame[0], $0.frame[1]] }
        XCTAssertEqual(origins, [[0, 0], [48, 0], [0, 18], [48, 18], [0, 36]])
    }

    func testIfElseAndSwitchBuildTheTakenBranch() throws {
        struct Choice: View {
            let pick: Int
            var body: some View {
                switch pick {
                case 0: Color.red.frame(width: 10, height: 10)
                case 1: Text("one")
                default: EmptyView()
                }
                if pick == 1 { Color.blue.frame(width: 5, height: 5) } else { Color.green.frame(width: 7, height: 7) }
            }
        }
        XCTAssertEqual(try dump(Choice(pick: 0)).nodes.map(\.kind), ["VStack", "Color", "Color"])
        XCTAssertEqual(try dump(Choice(pick: 1)).nodes.map(\.kind), ["VStack", "Text", "Color"])
        XCTAssertEqual(try dump(Choice(pick: 2)).nodes.map(\.kind), ["Color"])
    }

    func testOverlayAlignmentContentForm() throws {
        let view = Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
        let blue = try XCTUnwrap(try dump(view).nodes.last { $0.kind == "Color" })
        XCTAssertEqual(blue.frame, [90, 40, 10, 10])
    }

    func testPaddingWithEdges() throws {
        let view = Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top)
        XCTAssertEqual(try dump(view).size, [20, 26])
    }

    func testGeometryReaderFrameInNamedSpace() throws {
        final class Box { var frame = CGRect.zero }
        let box = Box()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 7)
            GeometryReader { geo in
                let _ = box.frame = geo.frame(in: .named("outer"))
                Color.clear
            }
            .frame(width: 20, height: 20)
        }
        .padding(3)
        .coordinateSpace(name: "outer")
        _ = try dump(view)
        XCTAssertEqual(box.frame, CGRect(x: 3 + 15, y: 3 + 7, width: 20, height: 20))
    }
}
