import SwiftUI
import SwatchRasterTesting
import TipKit
import XCTest

// An app's tips, written as on a Mac.
struct FavoriteTip: Tip {
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorites always appear at the top.") }
    var image: Image? { Image(systemName: "star") }
    var actions: [Action] {
        Action(id: "learn", title: "Learn more")
    }
    var options: [any TipOption] {
        Tips.MaxDisplayCount(3)
    }

    static let didOpen = Event(id: "didOpen")
}

struct FavoritesScreen: View {
    let tip = FavoriteTip()
    let showsTip: Bool

    var body: some View {
        VStack(spacing: 8) {
            Text("Favorites")
            if showsTip {
                TipView(tip, arrowEdge: .bottom)
            }
            Color.blue.frame(width: 40, height: 20)
                .popoverTip(tip)
        }
        .padding()
        .tipBackground(Color.yellow)
    }
}

final class TipKitTests: XCTestCase {
    func testConfigurationCallsBuild() throws {
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        try Tips.resetDatastore()
        Tips.showAllTipsForTesting()
        Tips.hideAllTipsForTesting()
    }

    func testTipViewDrawsNothingBesideARenderedView() throws {
        try MainActor.assumeIsolated {
            let with = try ImageRenderer(content: FavoritesScreen(showsTip: true)).render()
            let without = try ImageRenderer(content: FavoritesScreen(showsTip: false)).render()
            // Same size and same pixels: the tip takes no room and no spacing, and the blue
            // swatch that carries `popoverTip` is drawn as it is.
            XCTAssertEqual(with.width, without.width)
            XCTAssertEqual(with.height, without.height)
            XCTAssertEqual(with.pixels, without.pixels)
            let blue = with[with.width / 2, with.height - 16 * Int(with.scale) - 2]
            XCTAssertGreaterThan(blue.b, 200)
            XCTAssertLessThan(blue.r, 100)
        }
    }

    func testTipContentAndStateAnswer() async {
        let tip = FavoriteTip()
        XCTAssertEqual(tip.id, "FavoriteTip")
        XCTAssertEqual(tip.actions.map(\.id), ["learn"])
        XCTAssertFalse(tip.shouldDisplay)
        XCTAssertEqual(tip.status, .pending)
        let before = FavoriteTip.didOpen.donations.count
        await FavoriteTip.didOpen.donate()
        XCTAssertEqual(FavoriteTip.didOpen.donations.count, before + 1)
        var statuses: [Tips.Status] = []
        for await status in tip.statusUpdates { statuses.append(status) }
        XCTAssertEqual(statuses, [.pending])
    }
}

