@testable import SwatchRaster
import XCTest

/// `Spacer` is sized last (docs/ARCHITECTURE.md §5.2). Sources for the rule:
/// - OpenSwiftUI (a port whose UI tests are checked against Apple's SwiftUI snapshots):
///   `Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift`, whose layout engine answers
///   `layoutPriority() -> -.infinity`, and `Layout/Stack/StackLayout.swift`, which serves
///   children by decreasing priority while holding back the lower groups' minimum lengths.
/// - Apple's `Spacer` documentation: a spacer "expands as much as it can ... moving sibling
///   views out of the way", so a sibling text keeps its ideal width when it fits.
/// Each case below is the pattern that rendered wrongly in a real view (issue 23).
final class SpacerFidelityTests: XCTestCase {
    private let long = "A settings title long enough to need most of a phone's width"

    /// The width `text` takes when offered `width` on its own.
    private func width(of text: Text, offered width: CGFloat?) throws -> CGFloat {
        try layOut(text, width: width).frame.width
    }

    func testTextBesideATrailingSpacerGetsAllButTheSpacersMinimum() throws {
        let root = try layOut(HStack { Text(long); Spacer() }, width: 350)
        let text = try XCTUnwrap(root.all("Text").first)
        let spacer = try XCTUnwrap(root.all("Spacer").first)
        // The spacer keeps its 8-pt minimum; the text is offered the other 342 pt.
        XCTAssertEqual(text.frame.width, try width(of: Text(long), offered: 342), accuracy: 0.001)
        XCTAssertEqual(spacer.frame.width, 350 - text.frame.width, accuracy: 0.001)
        XCTAssertGreaterThan(text.frame.width, 300, "the text must not be squeezed to half the row")
    }

    func testButtonLabelBetweenTwoSpacersStaysOnOneLine() throws {
        let label = HStack { Spacer(); Text("Outline"); Spacer() }.frame(width: 88)
        let root = try layOut(label)
        let text = try XCTUnwrap(root.all("Text").first)
        let ideal = try layOut(Text("Outline"))
        XCTAssertEqual(text.frame.size.width, ideal.frame.width, accuracy: 0.001)
        XCTAssertEqual(text.frame.size.height, ideal.frame.height, accuracy: 0.001, "one line, not syllables")
        XCTAssertEqual(text.frame.midX, 44, accuracy: 0.5, "centred between equal spacers")
    }

    func testZeroMinimumSpacersDoNotTruncateCenteredText() throws {
        let root = try layOut(HStack { Spacer(minLength: 0); Text("Hello"); Spacer(minLength: 0) }, width: 300)
        let text = try XCTUnwrap(root.all("Text").first)
        let ideal = try layOut(Text("Hello")).frame.width
        XCTAssertEqual(text.frame.width, ideal, accuracy: 0.001)
        XCTAssertEqual(text.frame.minX, (300 - ideal) / 2, accuracy: 0.001)
    }

    func testSettingsRowKeepsTitleColumnAndValueAtTheirIdealWidths() throws {
        let row = HStack {
            VStack(alignment: .leading) {
                Text("Notifications")
                Text("Banners, sounds, badges").font(.caption)
            }
            Spacer()
            Text("On")
        }
        let root = try layOut(row, width: 350)
        let texts = root.all("Text")
        XCTAssertEqual(texts.count, 3)
        for (node, string) in zip(texts, ["Notifications", "Banners, sounds, badges", "On"]) {
            let font: Font = string.hasPrefix("Banners") ? .caption : .body
            XCTAssertEqual(node.frame.width, try layOut(Text(string).font(font)).frame.width, accuracy: 0.001, string)
        }
        XCTAssertEqual(texts[2].frame.maxX, 350, accuracy: 0.001, "the value sits at the trailing edge")
    }

    func testMinimumLengthSpacerGetsItsMinimumBesideAnExpandingLabel() throws {
        // A chart's label column: the label fills its column (`maxWidth: .infinity`), then at
        // least 30 pt, then the value. The label is served before the spacer, so the spacer
        // gets exactly its minimum (an equal share, as before, gave it ~120 of the 300 pt).
        let row = HStack {
            Text("Mon").frame(maxWidth: .infinity, alignment: .leading)
            Spacer(minLength: 30)
            Text("12%")
        }
        let root = try layOut(row, width: 300)
        let spacer = try XCTUnwrap(root.all("Spacer").first)
        XCTAssertEqual(spacer.frame.width, 30, accuracy: 0.001)
    }

    func testLayoutPriorityOnASpacerOverridesItsPlaceInTheOrder() throws {
        // `.layoutPriority(1)` puts the spacer ahead of the text: only the text's minimum
        // (its width when offered 0) is held back for it, and the spacer takes the rest.
        let root = try layOut(HStack(spacing: 0) { Text(long); Spacer().layoutPriority(1) }, width: 200)
        let spacer = try XCTUnwrap(root.all("Spacer").first)
        let textMinimum = try layOut(Text(long), width: 0).frame.width
        XCTAssertEqual(spacer.frame.width, 200 - textMinimum, accuracy: 0.001)
        XCTAssertLessThan(textMinimum, 40)
    }

    func testVerticalSpacerPushesFooterToTheBottomWithoutSqueezingText() throws {
        let column = VStack { Text(long); Spacer(); Text("Footer") }
        let root = try layOut(column, width: 120, height: 400)
        let texts = root.all("Text")
        XCTAssertEqual(texts[0].frame.height, try layOut(Text(long), width: 120).frame.height, accuracy: 0.001)
        XCTAssertEqual(texts[1].frame.maxY, 400, accuracy: 0.001)
    }
}
