@testable import SwatchRaster
import XCTest

/// Navigation chrome as measured on iOS 17–18 screenshots (issue 39), on an iPhone 15
/// (393 × 852 pt, 59 pt safe area, Dynamic Island) at 3x:
/// - the bar starts at the status bar's bottom, 54 pt, not at the safe area's 59; a large
///   title's cap top is 55.67 and its baseline 79.67 below that (pointfreeco/swift-composable-
///   architecture's SyncUps tutorial images, the Contacts and Daily Sync-ups lists);
/// - a grouped list's first section without a header starts flush with the large-title bar's
///   bottom, 54 + 96 = 150 pt (the same images; skiptools/skipapp-showcase's iOS 18
///   screenshot), and 35 pt below an inline bar (Thomvis/Construct's snapshot renders);
/// - a search field sits in a 52 pt row under the title: 36 pt tall, 1 pt below the row's top
///   (edequartel/Ravens' species list, Thomvis/Construct).
final class NavigationChromeTests: XCTestCase {
    private let grouped: [UInt8] = [242, 242, 247, 255]

    private func render<V: View>(_ view: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.apply(.iPhone15)
        renderer.backgroundColor = .systemBackground
        return try renderer.render()
    }

    /// The first row (in points) from `from` down where column `x` turns from the grouped
    /// background to a card.
    private func cardTop(_ image: RasterImage, x: Int = 200, from: CGFloat = 100) -> CGFloat? {
        var wasGrouped = false
        for y in Int(from * 3)..<image.height {
            let p = image[x * 3, y]
            let isGrouped = [p.r, p.g, p.b, p.a] == grouped
            if wasGrouped && !isGrouped { return CGFloat(y) / 3 }
            wasGrouped = isGrouped
        }
        return nil
    }

    /// The ink rows (top, bottom) of the title in the bar, in points.
    private func titleInk(_ image: RasterImage, rows: ClosedRange<CGFloat>) -> (CGFloat, CGFloat)? {
        var top: Int?, bottom = 0
        for y in Int(rows.lowerBound * 3)...Int(rows.upperBound * 3) {
            if (16 * 3..<200 * 3).contains(where: { image[$0, y].r < 100 }) {
                if top == nil { top = y }
                bottom = y
            }
        }
        return top.map { (CGFloat($0) / 3, CGFloat(bottom + 1) / 3) }
    }

    private struct Screen: View {
        var search = false
        var inline = false
        var body: some View {
            NavigationStack {
                List {
                    Text("Row one")
                    Text("Row two")
                }
                .navigationTitle("Contacts")
                .navigationBarTitleDisplayMode(inline ? .inline : .large)
                .modifier(SearchIf(on: search))
            }
        }
    }

    private struct SearchIf: ViewModifier {
        let on: Bool
        func body(content: Content) -> some View {
            if on { content.searchable(text: .constant("")) } else { content }
        }
    }

    func testALargeTitleStartsAtTheStatusBarsBottom() throws {
        let image = try render(Screen())
        let (cap, baseline) = try XCTUnwrap(titleInk(image, rows: 100...140))
        XCTAssertEqual(cap, 54 + 55.67, accuracy: 1.5, "cap top (SF's cap height is 24 pt at 34 pt; Inter's 24.7)")
        XCTAssertEqual(baseline, 54 + 79.67, accuracy: 1, "baseline")
    }

    func testTheFirstSectionIsFlushWithTheLargeTitleBar() throws {
        XCTAssertEqual(try XCTUnwrap(cardTop(try render(Screen()))), 150, accuracy: 0.5)
    }

    func testAnInlineBarLeaves35PointsAboveTheFirstSection() throws {
        XCTAssertEqual(try XCTUnwrap(cardTop(try render(Screen(inline: true)), x: 30, from: 60)), 54 + 44 + 35, accuracy: 0.5)
    }

    func testTheSearchRowIs52PointsUnderTheTitle() throws {
        let image = try render(Screen(search: true))
        // The field: tertiarySystemFill over the grouped background, from 151 to 187.
        let column = 100 * 3
        let field = (0..<image.height).filter { y in
            let p = image[column, y]
            return y > 140 * 3 && y < 200 * 3 && [p.r, p.g, p.b] != [242, 242, 247] && p.r > 200
        }
        let top = try XCTUnwrap(field.first), bottom = try XCTUnwrap(field.last)
        XCTAssertEqual(CGFloat(top) / 3, 151, accuracy: 0.7)
        XCTAssertEqual(CGFloat(bottom + 1 - top) / 3, 36, accuracy: 0.7)
        XCTAssertEqual(try XCTUnwrap(cardTop(image, from: 190)), 150 + 52, accuracy: 0.5)
    }
}
