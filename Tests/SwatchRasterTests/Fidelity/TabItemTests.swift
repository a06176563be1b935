@testable import SwatchRaster
import XCTest

/// `.tabItem { Image(systemName:); Text(…) }`, the common form before `Tab` (issue 49): iOS
/// builds a tab bar item from the item's first image and first text, so it draws exactly as
/// `.tabItem { Label(…) }` does: the icon above the title, not the two on top of each other.
/// Positions and colors measured on iOS 18 and 17 screenshots at 3x
/// (roshan061020/HeadLines@c09a96c ShortNews/Screenshots, iPhone 16, 393 × 852 pt;
/// Yazan98/Gitly@61d474a Screenshots, iPhone 15 Pro Max): the bar's top 83 pt above the
/// screen's bottom, filled symbols' ink 23.3–24.7 pt tall centred 17.7–19.5 pt below it, the
/// 10 pt title's baseline 45 pt below it, unselected items black at 40 % (153 over white).
final class TabItemTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> RasterImage { try renderOniPhone15(view) }

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
        let barTop: CGFloat = 852 - 83
        let gap = try XCTUnwrap(gaps.first)
        let iconTop = CGFloat(rows.first!) / 3, iconBottom = CGFloat(gap.0 + 1) / 3
        let titleTop = CGFloat(gap.1) / 3, titleBottom = CGFloat(rows.last! + 1) / 3
        XCTAssertEqual(iconBottom - iconTop, 24, accuracy: 1.5, "house.fill's ink height")
        XCTAssertEqual((iconTop + iconBottom) / 2 - barTop, 18.67, accuracy: 1.5, "icon centre below the bar's top")
        XCTAssertEqual(titleBottom - barTop, 45, accuracy: 0.7, "title baseline (\"Home\" has no descender)")
        XCTAssertEqual(titleBottom - titleTop, 7.3, accuracy: 0.8, "a 10 pt title: 7 pt caps, the ascenders a little higher")
    }

    func testUnselectedItemsAreBlackAt40Percent() throws {
        let image = try render(Tabs(labelled: false))
        var grey = 0
        for y in image.height * 85 / 100..<image.height {
            for x in image.width / 2..<image.width {
                let p = image[x, y]
                if [p.r, p.g, p.b] == [153, 153, 153] { grey += 1 }
            }
        }
        XCTAssertGreaterThan(grey, 300, "the gear and its title in (153, 153, 153) over the white bar")
    }
}
