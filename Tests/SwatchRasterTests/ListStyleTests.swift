@testable import SwatchRaster
import XCTest

/// `List`, `Form`, `Section` and the list styles, probed in pixels and frames. Metrics and
/// their sources are in docs/ARCHITECTURE.md §5.17: rows at least 44 points tall (iOS 14.4
/// Settings, measured for Flutter's CupertinoListTile: 28 + 2 × 8); inset grouped cards 20
/// points in from the sides with a 10-point corner radius and 20 points above a section without
/// header (SwiftUI Forms, iOS 14.2, measured for Flutter's CupertinoListSection.insetGrouped);
/// separators one device pixel of `separator`.
final class ListStyleTests: XCTestCase {
    private let groupedBackground: [UInt8] = [242, 242, 247, 255]   // systemGroupedBackground, light
    private let cell: [UInt8] = [255, 255, 255, 255]                // secondarySystemGroupedBackground, light
    /// `separator` (60, 60, 67, alpha 73) over white: c × 73/255 rounded, plus 255 × 182/255.
    private let separatorOnWhite: [UInt8] = [199, 199, 201, 255]

    private struct Fruits: View {
        var body: some View {
            List {
                Section {
                    Text("Apple")
                    Text("Banana")
                }
            }
        }
    }

    func testInsetGroupedIsTheDefaultAndShowsTheGroupedBackgroundAroundTheCard() throws {
        let image = try render(Fruits(), width: 390, height: 200)
        // Grouped background above, beside and below the card (20..108 tall, 20..370 wide).
        XCTAssertEqual(image.rgba(200, 10), groupedBackground)
        XCTAssertEqual(image.rgba(10, 50), groupedBackground)
        XCTAssertEqual(image.rgba(380, 50), groupedBackground)
        XCTAssertEqual(image.rgba(200, 115), groupedBackground)
        // The card: white inside, cut by the 10-point corner radius at its corners.
        XCTAssertEqual(image.rgba(22, 40), cell)
        XCTAssertEqual(image.rgba(200, 107), cell)
        XCTAssertEqual(image.rgba(20, 20), groupedBackground)
        XCTAssertEqual(image.rgba(369, 107), groupedBackground)
        // Two 44-point rows: the separator is the last pixel row of the first (y 63), from the
        // content inset (20 + 20 = 40, measured on iOS 17-18: ListMetrics.measuredRowInsets) to
        // the card's trailing edge; none under the last row.
        XCTAssertEqual(image.rgba(200, 63), separatorOnWhite)
        XCTAssertEqual(image.rgba(369, 63), separatorOnWhite)
        XCTAssertEqual(image.rgba(40, 63), separatorOnWhite)
        XCTAssertEqual(image.rgba(39, 63), cell)
        XCTAssertEqual(image.rgba(200, 62), cell)
        XCTAssertEqual(image.rgba(200, 64), cell)
        XCTAssertEqual(image.rgba(200, 106), cell)
    }

    func testRowsAre44PointsAndContentSitsAtTheInset() throws {
        let root = try layOut(Fruits(), width: 390, height: 200)
        let texts = root.all("Text")
        XCTAssertEqual(texts.count, 2)
        // The content 20 in from the card (measured on iOS 17-18: ListMetrics.measuredRowInsets).
        XCTAssertEqual(texts[0].frame.minX, 40, accuracy: 0.001)
        XCTAssertEqual(texts[0].frame.midY, 20 + 22, accuracy: 0.001)   // centred in row 1
        XCTAssertEqual(texts[1].frame.midY, 20 + 44 + 22, accuracy: 0.001)
        let list = try XCTUnwrap(root.all("List").first)
        assertFrame(list.frame, 0, 0, 390, 200)   // the list takes the proposal
    }

    func testDarkAppearance() throws {
        let renderer = ImageRenderer(content: Fruits())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 200)
        renderer.environment.colorScheme = .dark
        let image = try renderer.render()
        XCTAssertEqual(image.rgba(10, 50), [0, 0, 0, 255])      // systemGroupedBackground, dark
        XCTAssertEqual(image.rgba(22, 40), [28, 28, 30, 255])   // secondarySystemGroupedBackground, dark
    }

    func testHeaderIsUppercasedFootnoteAboveTheCard() throws {
        let list = List {
            Section("Fruit") { Text("Apple") }
            Section { Text("Carrot") } header: { Text("Vegetables") } footer: { Text("Fresh") }
        }
        let root = try layOut(list, width: 390, height: 400)
        let texts = root.all("Text")
        XCTAssertEqual(texts.map { $0.jsonAttributes().first { $0.0 == "text" }?.1 }, ["FRUIT", "Apple", "VEGETABLES", "Carrot", "Fresh"])
        // Header 16 below the top, aligned with the row text; its rows 6 below it.
        XCTAssertEqual(texts[0].frame.minY, 16, accuracy: 0.001)
        XCTAssertEqual(texts[0].frame.minX, 40, accuracy: 0.001)
        let headerBottom = texts[0].frame.maxY
        XCTAssertEqual(texts[1].frame.midY, headerBottom + 6 + 22, accuracy: 0.001)
        // Second section: 10 below the first card, then 16 above its header.
        XCTAssertEqual(texts[2].frame.minY, headerBottom + 6 + 44 + 10 + 16, accuracy: 0.001)
    }

    func testRowModifiers() throws {
        let list = List {
            Text("A").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
            Text("B").listRowBackground(Color.red).listRowSeparator(.hidden, edges: .bottom)
            Text("C")
            Text("D").listRowSeparator(.hidden)
        }
        let root = try layOut(list, width: 390, height: 200)
        XCTAssertEqual(root.all("Text")[0].frame.minX, 20 + 50, accuracy: 0.001)
        let image = try render(list, width: 390, height: 200)
        XCTAssertEqual(image.rgba(300, 64 + 10), [255, 59, 48, 255])   // row B painted red
        XCTAssertEqual(image.rgba(300, 63), separatorOnWhite)           // A | B separator
        XCTAssertEqual(image.rgba(300, 107), [255, 59, 48, 255])        // B hides its bottom separator
        // D hides both edges: the C | D separator (C's last pixel row) goes too.
        XCTAssertEqual(image.rgba(300, 20 + 3 * 44 - 1), cell)
    }

    /// `listRowSeparatorTint` colors the row's own separators (Construct tints its tag rows'),
    /// and a tint on one edge leaves the other edge's separator in the system color.
    func testRowSeparatorTint() throws {
        let list = List {
            Text("A").listRowSeparatorTint(.green)
            Text("B").listRowSeparatorTint(.blue, edges: .top)
            Text("C")
            Text("D")
        }
        let image = try render(list, width: 390, height: 200)
        XCTAssertEqual(image.rgba(300, 63), [52, 199, 89, 255])     // A | B: A's bottom tint wins
        XCTAssertEqual(image.rgba(300, 107), separatorOnWhite)      // B | C: B tints only its top
        let untinted = try render(List { Text("A"); Text("B") }, width: 390, height: 200)
        XCTAssertEqual(untinted.rgba(300, 63), separatorOnWhite)
    }

    func testScrollContentBackgroundHidden() throws {
        let image = try render(Fruits().scrollContentBackground(.hidden), width: 390, height: 200)
        XCTAssertEqual(image.rgba(10, 50)[3], 0)
        XCTAssertEqual(image.rgba(22, 40), cell)
    }

    func testPlainStyleRunsEdgeToEdge() throws {
        let image = try render(Fruits().listStyle(.plain), width: 390, height: 200)
        XCTAssertEqual(image.rgba(2, 20), [255, 255, 255, 255])   // systemBackground rows from x = 0
        XCTAssertEqual(image.rgba(200, 43), separatorOnWhite)       // rows from y = 0, 44 tall
        XCTAssertEqual(image.rgba(19, 43), [255, 255, 255, 255])    // separator starts at the 20-point inset
    }

    func testGroupedStyleHasFullWidthEdgeSeparators() throws {
        let image = try render(Fruits().listStyle(.grouped), width: 390, height: 200)
        XCTAssertEqual(image.rgba(200, 10), groupedBackground)
        XCTAssertEqual(image.rgba(1, 22), separatorOnWhite)        // top edge of the group at 22
        XCTAssertEqual(image.rgba(1, 40), cell)
        XCTAssertEqual(image.rgba(1, 22 + 88 - 1), separatorOnWhite)
    }

    func testTallContentIsClipped() throws {
        let list = List(0..<20, id: \.self) { index in Text("Row \(index)") }
        let image = try render(VStack(spacing: 0) { list.frame(height: 100); Color.green.frame(height: 10) }, width: 200)
        XCTAssertEqual(image.rgba(100, 105), [52, 199, 89, 255])
    }

    func testFormAndDataInitializersCompile() throws {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        var selection: Int? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let form = Form {
            Section {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Build") { Text("42") }
            }
        }
        let root = try layOut(form.listStyle(.plain), width: 300, height: 200)
        // A form stays inset grouped whatever the list style; the value sits at the trailing edge.
        let texts = root.all("Text")
        XCTAssertEqual(texts[1].frame.maxX, 300 - 20 - 20, accuracy: 0.001)
        _ = try layOut(List(items) { Text($0.name) }, width: 300, height: 200)
        _ = try layOut(List(selection: binding) { Text("A") }.listStyle(.sidebar), width: 300, height: 200)
        _ = try layOut(List(selection: Binding<Set<Int>>.constant([])) { Text("A") }.listStyle(.inset), width: 300, height: 200)
    }

    func testDisclosureGroupCollapsedAndExpanded() throws {
        func group(_ expanded: Bool) -> some View {
            List {
                DisclosureGroup("Details", isExpanded: .constant(expanded)) {
                    Text("One")
                    Text("Two")
                }
            }
        }
        let collapsed = try layOut(group(false), width: 300, height: 300)
        XCTAssertEqual(collapsed.all("Text").count, 1)
        let expanded = try layOut(group(true), width: 300, height: 300)
        let texts = expanded.all("Text")
        XCTAssertEqual(texts.count, 3)
        XCTAssertEqual(texts[2].frame.midY, 20 + 44 * 2 + 22, accuracy: 0.001)   // each its own row
        // The chevron is drawn in the accent color near the trailing edge of the label row.
        let image = try render(group(false), width: 300, height: 300)
        let row = (20..<64).flatMap { y in (240..<280).map { x in image.rgba(x, y) } }
        XCTAssertTrue(row.contains([0, 122, 255, 255]))
    }

    func testOutlineGroupShowsTheTopLevelCollapsed() throws {
        struct Node: Identifiable {
            let id: String
            var children: [Node]? = nil
        }
        let tree = [Node(id: "Colors", children: [Node(id: "Red"), Node(id: "Blue")]), Node(id: "Fonts")]
        let root = try layOut(List(tree, children: \.children) { Text($0.id) }, width: 300, height: 300)
        let texts = root.all("Text")
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[1].frame.midY, 20 + 44 + 22, accuracy: 0.001)
        let image = try render(List { OutlineGroup(tree, children: \.children) { Text($0.id) } }, width: 300, height: 300)
        let first = (20..<64).flatMap { y in (240..<280).map { x in image.rgba(x, y) } }
        let second = (64..<108).flatMap { y in (240..<280).map { x in image.rgba(x, y) } }
        XCTAssertTrue(first.contains([0, 122, 255, 255]))    // "Colors" has children: a chevron
        XCTAssertFalse(second.contains([0, 122, 255, 255]))  // "Fonts" does not
    }

    /// Sections made by a ForEach are groups of their own; the grouped background shows in the
    /// gap between their cards (10 below the first card's rows + 20 above a section without
    /// header).
    func testSectionsFromForEachAndTheGapBetweenCards() throws {
        let list = List {
            ForEach(["A", "B"], id: \.self) { name in
                Section { Text(name) }
            }
        }
        let root = try layOut(list, width: 390, height: 300)
        let texts = root.all("Text")
        XCTAssertEqual(texts[1].frame.midY, 20 + 44 + 10 + 20 + 22, accuracy: 0.001)
        let image = try render(list, width: 390, height: 300)
        XCTAssertEqual(image.rgba(200, 63), cell)                 // first card, 20..<64
        XCTAssertEqual(image.rgba(200, 64), groupedBackground)     // the gap, 64..<94
        XCTAssertEqual(image.rgba(200, 93), groupedBackground)
        XCTAssertEqual(image.rgba(200, 94), cell)                  // second card
    }

    /// Outside a list or lazy grid a Section's parts join the parent's children.
    func testSectionOutsideAListFlattens() throws {
        let stack = VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10)
            } header: {
                Color.blue.frame(width: 10, height: 5)
            } footer: {
                Color.green.frame(width: 10, height: 5)
            }
        }
        let frames = try layOut(stack).all("Color").map(\.frame)
        XCTAssertEqual(frames.map(\.minY), [0, 5, 15])
    }
}
