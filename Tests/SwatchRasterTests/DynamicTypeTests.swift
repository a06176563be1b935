@testable import SwatchRaster
import XCTest

/// Dynamic Type: text styles at every size from Apple's table, clamping, `@ScaledMetric`.
final class DynamicTypeTests: XCTestCase {
    private func textNode<V: View>(_ view: V) throws -> TextNode {
        try XCTUnwrap(layOut(view).all("Text").first as? TextNode)
    }

    func testAccessibility3BodyIsFortyPoints() throws {
        // Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes", AX3 table: Body 40 pt
        // (also measured on the iOS 13.3 simulator, github.com/temoki/UIKit_DynamicType).
        let node = try textNode(Text("Body").font(.body).dynamicTypeSize(.accessibility3))
        XCTAssertEqual(node.runs[0].size, 40)
        XCTAssertEqual(node.frame.height, node.runs[0].face.lineHeight(size: 40), accuracy: 0.0001)
        // Same table: xSmall body 14, AX5 large title 60, Large headline 17 semibold.
        XCTAssertEqual(try textNode(Text("a").dynamicTypeSize(.xSmall)).runs[0].size, 14)
        XCTAssertEqual(try textNode(Text("a").font(.largeTitle).dynamicTypeSize(.accessibility5)).runs[0].size, 60)
        XCTAssertEqual(try textNode(Text("a").font(.headline)).runs[0].size, 17)
        XCTAssertEqual(try textNode(Text("a").font(.caption2).environment(\.sizeCategory, .extraExtraExtraLarge)).runs[0].size, 17)
        // Fixed sizes do not scale; custom(_:size:) scales like body.
        XCTAssertEqual(try textNode(Text("a").font(.system(size: 20)).dynamicTypeSize(.accessibility3)).runs[0].size, 20)
        XCTAssertEqual(try textNode(Text("a").font(.custom("DejaVu Sans", size: 17)).dynamicTypeSize(.accessibility3)).runs[0].size, 40)
        XCTAssertEqual(try textNode(Text("a").font(.custom("DejaVu Sans", fixedSize: 17)).dynamicTypeSize(.accessibility3)).runs[0].size, 17)
    }

    func testSizesOrderAndRangesClamp() throws {
        XCTAssertTrue(DynamicTypeSize.xSmall < .large && DynamicTypeSize.large < .accessibility1)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
        let clamped = Text("a").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility3)
        XCTAssertEqual(try textNode(clamped).runs[0].size, 19)
        let raised = Text("a").dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.xxLarge).dynamicTypeSize(.xSmall)
        XCTAssertEqual(try textNode(raised).runs[0].size, 17)
    }

    private struct Badge: View {
        @ScaledMetric(relativeTo: .body) var side: CGFloat = 17
        var body: some View { Color.red.frame(width: side, height: 10) }
    }

    func testScaledMetricFollowsTheRelatedStyle() throws {
        let root = try layOut(Badge().dynamicTypeSize(.accessibility3))
        // 17 × (body at AX3 ÷ body at Large) = 17 × 40 / 17.
        XCTAssertEqual(root.all("Color").first?.frame.width ?? 0, 40, accuracy: 0.0001)
        XCTAssertEqual(try layOut(Badge()).all("Color").first?.frame.width ?? 0, 17, accuracy: 0.0001)
    }
}
