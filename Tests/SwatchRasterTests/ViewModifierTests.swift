@testable import SwatchRaster
import XCTest

/// `ViewModifier`, `.modifier(_:)`, `ModifiedContent`, `EmptyModifier`, `concat`, written as
/// design systems write them on a Mac. Probes compare pixels with the same view written
/// without the modifier, so a modifier that dropped its content or its body would fail.
final class ViewModifierTests: XCTestCase {
    /// A card look: padding and a background behind the content.
    private struct CardStyle: ViewModifier {
        var color: Color
        func body(content: Content) -> some View {
            content
                .padding(10)
                .background(color)
        }
    }

    /// A modifier with state of its own, as SwiftUI allows.
    private struct Badge: ViewModifier {
        @State private var count = 3
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                content
                Color.red.frame(width: CGFloat(count * 10), height: 10)
            }
        }
    }

    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    func testModifierBodyWrapsTheContent() throws {
        let modified = Color.blue.frame(width: 20, height: 20).modifier(CardStyle(color: .yellow))
        let written = Color.blue.frame(width: 20, height: 20).padding(10).background(Color.yellow)
        let a = try ImageRenderer(content: modified).render()
        let b = try ImageRenderer(content: written).render()
        XCTAssertEqual(a.width, 40)
        XCTAssertEqual(a.height, 40)
        XCTAssertEqual(a.pixelHash, b.pixelHash)
        XCTAssertEqual(pixel(a, 2, 2), [255, 204, 0, 255])    // the modifier's background
        XCTAssertEqual(pixel(a, 20, 20), [0, 122, 255, 255])  // the content inside it
    }

    func testModifierStateIsBound() throws {
        let image = try ImageRenderer(content: Color.blue.frame(width: 10, height: 10).modifier(Badge())).render()
        XCTAssertEqual(image.width, 40)  // 10 of content + 3 × 10 from the modifier's @State
        XCTAssertEqual(pixel(image, 35, 5), [255, 59, 48, 255])
    }

    func testEmptyModifierAndConcat() throws {
        let base = Color.green.frame(width: 10, height: 10)
        let plain = try ImageRenderer(content: base).render()
        let empty = try ImageRenderer(content: base.modifier(EmptyModifier())).render()
        XCTAssertEqual(plain.pixelHash, empty.pixelHash)

        let twice = try ImageRenderer(content: base.modifier(CardStyle(color: .yellow).concat(CardStyle(color: .red)))).render()
        let nested = try ImageRenderer(content: base.modifier(CardStyle(color: .yellow)).modifier(CardStyle(color: .red))).render()
        XCTAssertEqual(twice.width, 50)
        XCTAssertEqual(twice.pixelHash, nested.pixelHash)
        XCTAssertEqual(pixel(twice, 1, 1), [255, 59, 48, 255])    // outer: the second modifier
        XCTAssertEqual(pixel(twice, 12, 12), [255, 204, 0, 255])  // inner: the first
    }

    func testModifierSeesTheEnvironmentOfItsBody() throws {
        struct Tinted: ViewModifier {
            func body(content: Content) -> some View { content.foregroundColor(.red) }
        }
        let tinted = try ImageRenderer(content: Rectangle().frame(width: 10, height: 10).modifier(Tinted())).render()
        XCTAssertEqual(pixel(tinted, 5, 5), [255, 59, 48, 255])
    }
}
