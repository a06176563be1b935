@testable import SwatchRaster
import XCTest

/// Navigation bar items (issue 49), on an iPhone 15 (393 pt wide, bar row 54–98 pt) at 3x,
/// against pointfreeco/swift-composable-architecture's SyncUps tutorial images (iOS 17,
/// iPhone 15 at 3x): the detail screen's "Edit" ends 16.67 pt from the trailing edge with
/// its ink centred on y = 75.7; the new-sync-up sheet's "Dismiss" starts 17.67 pt in and
/// "Add" (a confirmation action, semibold) ends 17.33 pt from the edge
/// (SyncUpDetail-01-image-0007.png, TourOfSyncUps-0004-image.png).
final class ToolbarItemTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> RasterImage { try renderOniPhone15(view) }

    /// The ink box (in points) of tinted pixels (blue dominant) inside `x` and `y` ranges.
    private func tintInk(_ image: RasterImage, x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat> = 54...98) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for py in Int(y.lowerBound * 3)..<Int(y.upperBound * 3) {
            for px in Int(x.lowerBound * 3)..<min(image.width, Int(x.upperBound * 3)) {
                let p = image[px, py]
                if Int(p.b) - Int(p.r) > 60 && p.b > 150 {
                    minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / 3, y: CGFloat(minY) / 3, width: CGFloat(maxX + 1 - minX) / 3, height: CGFloat(maxY + 1 - minY) / 3)
    }

    private struct Screen<Items: ToolbarContent>: View {
        var inline = false
        @ToolbarContentBuilder let items: () -> Items
        var body: some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Sync-ups")
                    .navigationBarTitleDisplayMode(inline ? .inline : .large)
                    .toolbar(content: items)
            }
        }
    }

    func testATrailingTextItemSitsAtTheMeasuredPlace() throws {
        let image = try render(Screen { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } })
        let ink = try XCTUnwrap(tintInk(image, x: 250...393))
        XCTAssertEqual(393 - ink.maxX, 16.67, accuracy: 1.0, "trailing margin")
        XCTAssertEqual(ink.midY, 75.7, accuracy: 1.0, "centred in the bar")
        XCTAssertEqual(ink.width, 27, accuracy: 3, "\"Edit\" in the 17 pt body font (27 pt of ink on iOS)")
    }

    func testALeadingItemAndAConfirmationAction() throws {
        let image = try render(Screen(inline: true) {
            ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
        })
        let dismiss = try XCTUnwrap(tintInk(image, x: 0...150))
        XCTAssertEqual(dismiss.minX, 17.67, accuracy: 1.0)
        let add = try XCTUnwrap(tintInk(image, x: 250...393))
        XCTAssertEqual(393 - add.maxX, 17.33, accuracy: 1.0)
        // The inline title stays in the centre, between them.
        let title = (0..<image.width).filter { x in (60 * 3..<92 * 3).contains { image[x, $0].r < 60 && image[x, $0].b < 60 } }
        XCTAssertEqual(CGFloat(title.first! + title.last! + 1) / 6, 196.5, accuracy: 2)
    }

    func testNavigationBarItemsDrawsLikeToolbarPlacements() throws {
        let old = try render(NavigationView {
            Text("Body").navigationBarTitle("Sync-ups").navigationBarItems(leading: Button("Dismiss") {}, trailing: Button("Edit") {})
        })
        let new = try render(NavigationStack {
            Text("Body").navigationTitle("Sync-ups").toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Dismiss") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
            }
        })
        XCTAssertNotNil(tintInk(old, x: 0...150))
        XCTAssertEqual(old.pixelHash, new.pixelHash)
    }

    func testViewFormAndGroupsTrail() throws {
        let image = try render(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbar {
                Button { } label: { Image(systemName: "plus") }
            }
        })
        let plus = try XCTUnwrap(tintInk(image, x: 300...393))
        XCTAssertEqual(plus.midY, 75.7, accuracy: 1.5)
        XCTAssertLessThan(393 - plus.maxX, 22, "at the trailing margin")
        // Drawn one size up, as iOS's bar buttons draw symbols: TCA's "plus" is 17.67 pt of ink
        // (ListsOfSyncUps-cover.png).
        XCTAssertEqual(plus.width, 17.67, accuracy: 2.5)

        let group = try render(Screen {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("One") {}
                Button("Two") {}
            }
        })
        let ink = try XCTUnwrap(tintInk(group, x: 150...393))
        XCTAssertGreaterThan(ink.width, 60, "both items drawn side by side")
        XCTAssertEqual(393 - ink.maxX, 16.5, accuracy: 1.5)
    }

    func testEditButtonAndPrincipalItem() throws {
        let image = try render(Screen(inline: true) {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItem(placement: .principal) { Text("Centre").foregroundStyle(.blue) }
        })
        XCTAssertNotNil(tintInk(image, x: 0...100), "EditButton draws \"Edit\"")
        let centre = try XCTUnwrap(tintInk(image, x: 120...280))
        XCTAssertEqual(centre.midX, 196.5, accuracy: 2, "the principal item takes the title's place")
        // No dark title ink is left in the bar: the principal item replaced it.
        let dark = (100 * 3..<300 * 3).contains { x in (60 * 3..<92 * 3).contains { image[x, $0].r < 60 && image[x, $0].g < 60 } }
        XCTAssertFalse(dark)
    }

    func testItemsInAConditionAndInCustomContent() throws {
        struct AddItem: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
        let shown = true
        let image = try render(Screen {
            if shown { AddItem() }
        })
        XCTAssertNotNil(tintInk(image, x: 250...393))
    }

    /// `Group` holds toolbar items as it holds views (SwiftUI's `Group: ToolbarContent where
    /// Content: ToolbarContent`): EhPanda's settings screen returns `Group { ToolbarItem… }`
    /// from a `some ToolbarContent` function. The bar is the same as with the items alone.
    func testItemsInAGroupAreTheToolbars() throws {
        func grouped() -> some ToolbarContent {
            Group {
                ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
            }
        }
        let inGroup = try render(Screen(inline: true) { grouped() })
        let plain = try render(Screen(inline: true) {
            ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
        })
        XCTAssertNotNil(tintInk(inGroup, x: 250...393))
        XCTAssertEqual(inGroup.pixelHash, plain.pixelHash)
        // As a view, a group still joins its parent's children.
        let views = try ImageRenderer(content: VStack(spacing: 0) { Group { Color.red.frame(width: 4, height: 2); Color.blue.frame(width: 4, height: 2) } }).render()
        XCTAssertEqual(views.height, 4)
    }

    /// A label in a bar shows only its icon under the automatic label style, as iOS draws
    /// `Button("Settings", systemImage: "gear")` there; an explicit style still wins.
    func testLabelsInTheBarShowTheirIcon() throws {
        let icon = try render(Screen { ToolbarItem(placement: .topBarTrailing) { Button("Settings", systemImage: "gear") {} } })
        let ink = try XCTUnwrap(tintInk(icon, x: 200...393))
        XCTAssertLessThan(ink.width, 30, "the gear alone")
        let both = try render(Screen {
            ToolbarItem(placement: .topBarTrailing) { Button("Settings", systemImage: "gear") {}.labelStyle(.titleAndIcon) }
        })
        XCTAssertGreaterThan(try XCTUnwrap(tintInk(both, x: 200...393)).width, 70, "the gear and \"Settings\"")
    }

    /// Without a navigation container there is no bar, so items draw nothing.
    func testNoContainerNoItems() throws {
        let image = try render(Text("Body").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } })
        XCTAssertNil(tintInk(image, x: 0...393, y: 0...852))
    }

    /// iOS 27's `ToolbarOverflowMenu` holds actions that always sit in the bar's overflow
    /// menu, which is closed in a still: the bar draws the trailing item alone, exactly as
    /// without the menu (Sprite Catalog's debug actions).
    func testTheOverflowMenuIsClosed() throws {
        let plain = try render(Screen { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } })
        let withMenu = try render(Screen {
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            ToolbarOverflowMenu { Button("Copy ID") {} }
        })
        XCTAssertEqual(withMenu.pixelHash, plain.pixelHash)
        XCTAssertNotNil(tintInk(withMenu, x: 250...393), "the Edit item is drawn")
    }

    /// iOS 27's pinned trailing placement and visibility priorities, as Sprite Catalog's
    /// detail screen writes them: a still's bar has room for both items, so each is drawn
    /// where `topBarTrailing` draws it, and the priority changes no pixel.
    func testPinnedTrailingAndVisibilityPriorityDrawAsTrailingItems() throws {
        let plain = try render(Screen {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        })
        let pinned = try render(Screen {
            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Add") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                .visibilityPriority(.low)
        })
        XCTAssertEqual(pinned.pixelHash, plain.pixelHash)
        XCTAssertNotNil(tintInk(pinned, x: 250...393), "the items are drawn")
        XCTAssertLessThan(ToolbarItemVisibilityPriority.low, .automatic)
        XCTAssertLessThan(ToolbarItemVisibilityPriority.automatic, ToolbarItemVisibilityPriority(higherThan: .automatic))
        XCTAssertLessThan(ToolbarItemVisibilityPriority(higherThan: .automatic), .high)
        XCTAssertEqual(ToolbarItemVisibilityPriority(lowerThan: .high), ToolbarItemVisibilityPriority(lowerThan: .high))
    }
}
