@testable import SwatchRaster
import XCTest

/// Right-to-left layout, `.disabled` and placeholder redaction.
final class LayoutDirectionTests: XCTestCase {
    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    private struct Row: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
        }
    }

    func testRightToLeftPutsTheFirstChildOfAnHStackOnTheRight() throws {
        // SwiftUI: "views adjust their layouts automatically in a right-to-left context"
        // (Apple, layoutDirectionBehavior(_:)): leading, the first child's side, is the right.
        let renderer = ImageRenderer(content: Row())
        renderer.environment.layoutDirection = .rightToLeft
        let image = try renderer.render()
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(pixel(image, 55, 5), [255, 59, 48, 255])  // red, first child: rightmost
        XCTAssertEqual(pixel(image, 40, 5), [52, 199, 89, 255])  // green in the middle
        XCTAssertEqual(pixel(image, 5, 5), [0, 122, 255, 255])   // blue, last: leftmost
    }

    func testEnvironmentModifierMirrorsOnlyItsSubtree() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Row().environment(\.layoutDirection, .rightToLeft)
            Row()
        }
        let image = try ImageRenderer(content: view).render()
        XCTAssertEqual(pixel(image, 55, 5), [255, 59, 48, 255])   // mirrored row
        XCTAssertEqual(pixel(image, 5, 15), [255, 59, 48, 255])   // the plain row is not
        // A left-to-right island inside a right-to-left one reads left to right again,
        // placed where the outer layout puts it.
        let nested = HStack(spacing: 0) {
            Color.yellow.frame(width: 5, height: 10)
            Row().environment(\.layoutDirection, .leftToRight)
        }
        let renderer = ImageRenderer(content: nested)
        renderer.environment.layoutDirection = .rightToLeft
        let mixed = try renderer.render()
        XCTAssertEqual(pixel(mixed, 62, 5), [255, 204, 0, 255])  // yellow first: on the right
        XCTAssertEqual(pixel(mixed, 5, 5), [255, 59, 48, 255])   // inner row left to right
    }

    func testLeadingAlignmentAndPaddingFollowTheDirection() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 40, height: 10)
        }
        .padding(.leading, 5)
        let renderer = ImageRenderer(content: view)
        renderer.environment.layoutDirection = .rightToLeft
        let image = try renderer.render()
        XCTAssertEqual(image.width, 45)
        XCTAssertEqual(pixel(image, 35, 5), [255, 59, 48, 255])  // leading = right edge, inside the padding
        XCTAssertEqual(pixel(image, 42, 5)[3], 0)               // the leading padding is on the right
        XCTAssertEqual(pixel(image, 2, 5)[3], 0)                // nothing on the left of the short row
    }

    func testRedactedTextDrawsBarsNotGlyphs() throws {
        let text = Text("Placeholder text").font(.system(size: 20)).foregroundColor(.black)
        let plain = try ImageRenderer(content: text).render()
        let redacted = try ImageRenderer(content: text.redacted(reason: .placeholder)).render()
        XCTAssertEqual(plain.width, redacted.width)   // same size: the string still sizes the bar
        XCTAssertNotEqual(plain.pixelHash, redacted.pixelHash)
        // A bar is one flat color across the middle of the line: no glyph edges.
        let y = redacted.height / 2
        let row = (4..<(redacted.width - 4)).map { pixel(redacted, $0, y) }
        XCTAssertEqual(Set(row.map { $0 }).count, 1, "a flat bar")
        XCTAssertEqual(row[0][3], UInt8((255 * TextNode.redactedOpacity).rounded()))
        // `.unredacted()` brings the glyphs back.
        let back = try ImageRenderer(content: text.unredacted().redacted(reason: .placeholder)).render()
        XCTAssertEqual(back.pixelHash, plain.pixelHash)
    }

    func testDisabledDimsControlsButNotPlainViews() throws {
        struct Switch: View {
            var body: some View { Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200) }
        }
        let enabled = try ImageRenderer(content: Switch()).render()
        let disabled = try ImageRenderer(content: Switch().disabled(true)).render()
        // The switch's green track at half opacity over transparent.
        let x = enabled.width - 40, y = enabled.height / 2
        XCTAssertEqual(pixel(enabled, x, y)[3], 255)
        XCTAssertEqual(pixel(disabled, x, y)[3], 128)
        // Plain colors are not dimmed by .disabled, as in SwiftUI.
        let color = try ImageRenderer(content: Color.red.frame(width: 4, height: 4).disabled(true)).render()
        XCTAssertEqual(pixel(color, 1, 1), [255, 59, 48, 255])
        // An outer .disabled(true) wins over an inner .disabled(false).
        let nested = try ImageRenderer(content: Switch().disabled(false).disabled(true)).render()
        XCTAssertEqual(nested.pixelHash, disabled.pixelHash)
    }

    /// A triangle in the leading half: a shape drawn "forward", as an arrow would be.
    private struct LeadingWedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    private struct FixedWedge: Shape {
        func path(in rect: CGRect) -> Path { LeadingWedge().path(in: rect) }
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    }

    func testShapesMirrorInRightToLeftUnlessFixed() throws {
        // Apple: shapes default to `.mirrors` from iOS 17 (`Shape.layoutDirectionBehavior`).
        func render<S: Shape>(_ shape: S, _ direction: LayoutDirection) throws -> RasterImage {
            let renderer = ImageRenderer(content: shape.fill(Color.black).frame(width: 40, height: 20))
            renderer.environment.layoutDirection = direction
            return try renderer.render()
        }
        let ltr = try render(LeadingWedge(), .leftToRight)
        let rtl = try render(LeadingWedge(), .rightToLeft)
        XCTAssertEqual(pixel(ltr, 2, 10)[3], 255)   // ink near the left edge
        XCTAssertEqual(pixel(ltr, 37, 10)[3], 0)
        XCTAssertEqual(pixel(rtl, 37, 10)[3], 255)  // mirrored: near the right edge
        XCTAssertEqual(pixel(rtl, 2, 10)[3], 0)
        let fixed = try render(FixedWedge(), .rightToLeft)
        XCTAssertEqual(fixed.pixelHash, ltr.pixelHash)
        // An uneven rectangle's top-leading corner is on the right in right-to-left layout.
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular)
        let unevenRTL = try render(uneven, .rightToLeft)
        XCTAssertEqual(pixel(unevenRTL, 39, 0)[3], 0)    // rounded-off corner, top right
        XCTAssertEqual(pixel(unevenRTL, 0, 0)[3], 255)   // square corner, top left
    }
}
