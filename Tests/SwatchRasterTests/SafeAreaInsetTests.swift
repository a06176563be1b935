@testable import SwatchRaster
import XCTest

/// `.safeAreaInset(edge:…)`: the content sits on the edge, the main view is inset by its size
/// plus `spacing` (Apple, `safeAreaInset(edge:alignment:spacing:content:)`: "The modified view
/// is inset by the height of content, from edge, with its safe area increased by the same
/// amount").
final class SafeAreaInsetTests: XCTestCase {
    private struct Screen: View {
        let edge: VerticalEdge
        let spacing: CGFloat?
        var body: some View {
            Color.red
                .safeAreaInset(edge: edge, spacing: spacing) { Color.blue.frame(height: 40) }
        }
    }

    func testBottomInsetShrinksTheMainView() throws {
        let root = try layOut(Screen(edge: .bottom, spacing: 10), width: 200, height: 300)
        let colors = root.all("Color")
        XCTAssertEqual(colors.count, 2)
        assertFrame(colors[0].frame, 0, 0, 200, 250)
        assertFrame(colors[1].frame, 0, 260, 200, 40)
        let image = try render(Screen(edge: .bottom, spacing: 10), width: 200, height: 300)
        XCTAssertEqual(image.rgba(100, 100), [255, 59, 48, 255])
        XCTAssertEqual(image.rgba(100, 280), [0, 122, 255, 255])
        XCTAssertEqual(image.rgba(100, 255)[3], 0, "the spacing stays clear")
    }

    func testTopInsetAndAlignment() throws {
        let root = try layOut(Screen(edge: .top, spacing: nil), width: 200, height: 300)
        let colors = root.all("Color")
        assertFrame(colors[0].frame, 0, 40, 200, 260)
        assertFrame(colors[1].frame, 0, 0, 200, 40)
        let leading = Color.red.safeAreaInset(edge: .bottom, alignment: .leading) { Color.blue.frame(width: 50, height: 20) }
        let placed = try layOut(leading, width: 200, height: 100).all("Color")
        assertFrame(placed[1].frame, 0, 80, 50, 20)
    }

    func testIgnoringSafeAreaRunsUnderTheInset() throws {
        let view = Color.red.ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { Color.blue.opacity(0.5).frame(height: 40) }
        let colors = try layOut(view, width: 200, height: 300).all("Color")
        assertFrame(colors[0].frame, 0, 0, 200, 300)
    }

    func testLeadingEdge() throws {
        let view = Color.red.safeAreaInset(edge: .leading, spacing: 4) { Color.blue.frame(width: 30) }
        let colors = try layOut(view, width: 200, height: 100).all("Color")
        assertFrame(colors[0].frame, 34, 0, 166, 100)
        assertFrame(colors[1].frame, 0, 0, 30, 100)
    }
}
