@testable import SwatchRaster
import XCTest

/// `.tabItem { Image(systemName:); Text(…) }`, the common form before `Tab` (issue 49): iOS
/// builds a tab bar item from the item's first image and first text, so it draws exactly as
/// `.tabItem { Label(…) }` does: the icon above the title, not the two on top of each other.
final class TabItemTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.apply(.iPhone15)
        renderer.backgroundColor = .systemBackground
        return try renderer.render()
    }

    private struct Tabs: View {
        let labelled: Bool
        var body: some View {
            TabView {
                Text("Home screen").tabItem {
                    if labelled { Label("Home", systemImage: "house") } else { Image(systemName: "house"); Text("Home") }
                }
                Text("Settings screen").tabItem {
                    if labelled { Label("Settings", systemImage: "gear") } else { Image(systemName: "gear"); Text("Settings") }
                }
            }
        }
    }

    func testImageAndTextDrawAsALabel() throws {
        let pair = try render(Tabs(labelled: false))
        let label = try render(Tabs(labelled: true))
        XCTAssertEqual(pair.pixelHash, label.pixelHash)
    }

    /// In the first tab's column, the selected tint's ink forms two bands, icon then title,
    /// with a gap between them.
    func testTheIconIsAboveTheTitle() throws {
        let image = try render(Tabs(labelled: false))
        let column = 0..<(image.width / 2)
        let rows = (image.height * 85 / 100..<image.height).filter { y in
            column.contains { x in let p = image[x, y]; return Int(p.b) - Int(p.r) > 60 && p.b > 150 }
        }
        XCTAssertFalse(rows.isEmpty)
        let gaps = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }
        XCTAssertEqual(gaps.count, 1, "one gap: an icon band over a title band")
    }
}
