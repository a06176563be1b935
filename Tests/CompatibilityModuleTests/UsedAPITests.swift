import SwiftUI
import UIKit
import XCTest

// Declarations the usage sample shows real iOS files use, written as those files write them.
// The ones that draw are probed for pixels; the inert ones must leave the picture bit-identical
// to the same view without them (docs/ARCHITECTURE.md §4.2).

private func render<V: View>(_ view: V, appearance: Appearance = .light) throws -> RasterImage {
    try ImageRenderer(content: view, appearance: appearance).render()
}

private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

private let systemRed: [UInt8] = [255, 59, 48, 255]
private let white: [UInt8] = [255, 255, 255, 255]
/// systemGroupedBackground in light mode (#F2F2F7, UIKit).
private let groupedBackground: [UInt8] = [0xF2, 0xF2, 0xF7, 255]

/// A form style as apps write one: the rows on a red card.
private struct CardFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.content }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.red)
    }
}

/// A geometry effect as apps write one: a horizontal shift by half the width.
private struct HalfShift: GeometryEffect {
    var animatableData: CGFloat = 0
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 0))
    }
}

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// An editable list in the iOS 15 style: `ForEach($items) { $item in … }` with swipe-to-delete.
private struct EditableNames: View {
    @State private var items = [Item(id: 1, name: "Ada"), Item(id: 2, name: "Grace")]
    var body: some View {
        List {
            ForEach($items) { $item in
                TextField("Name", text: $item.name)
            }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

final class UsedAPITests: XCTestCase {
    func testPageTabViewStyleDrawsThePageAndItsDotsWithoutATabBar() throws {
        try MainActor.assumeIsolated {
            let tabs = TabView {
                Color.red.tag(0)
                Color.blue.tag(1)
                Color.green.tag(2)
            }
            let paged = try render(tabs.tabViewStyle(.page).frame(width: 200, height: 200))
            XCTAssertEqual(rgba(paged, 100, 100), systemRed, "the first page fills the view")
            XCTAssertEqual(rgba(paged, 10, 195), systemRed, "no tab bar at the bottom")
            // Three 8-pt dots 8 pt apart, centred 13 pt above the bottom: the current one white.
            XCTAssertEqual(rgba(paged, 84, 187), white, "current page dot")
            XCTAssertNotEqual(rgba(paged, 100, 187), systemRed, "other page dot")
            XCTAssertNotEqual(rgba(paged, 100, 187), white, "other page dot is translucent")

            let noDots = try render(tabs.tabViewStyle(.page(indexDisplayMode: .never)).frame(width: 200, height: 200))
            XCTAssertEqual(rgba(noDots, 84, 187), systemRed)

            let barred = try render(tabs.tabViewStyle(.automatic).frame(width: 200, height: 200))
            XCTAssertNotEqual(rgba(barred, 10, 195), systemRed, "the default style keeps the tab bar")
            XCTAssertEqual(try render(tabs.frame(width: 200, height: 200)).pixels, barred.pixels)

            // PageTabViewStyle() spelled out, and a capsule behind the dots.
            let capsule = try render(tabs.tabViewStyle(PageTabViewStyle()).indexViewStyle(.page(backgroundDisplayMode: .always)).frame(width: 200, height: 200))
            XCTAssertNotEqual(rgba(capsule, 74, 187), systemRed, "capsule behind the dots")
            XCTAssertEqual(rgba(paged, 74, 187), systemRed)
        }
    }

    func testFormStyles() throws {
        try MainActor.assumeIsolated {
            let form = Form { Section("Account") { Text("Name") } }.frame(width: 200, height: 200)
            let plain = try render(form)
            XCTAssertEqual(rgba(plain, 2, 2), groupedBackground)
            XCTAssertEqual(try render(form.formStyle(.grouped)).pixels, plain.pixels)
            XCTAssertEqual(try render(form.formStyle(.automatic)).pixels, plain.pixels)
            XCTAssertEqual(try render(form.formStyle(GroupedFormStyle())).pixels, plain.pixels)
            let columns = try render(form.formStyle(.columns))
            XCTAssertNotEqual(rgba(columns, 2, 2), groupedBackground, "columns: no grouped background")
            let card = try render(form.formStyle(CardFormStyle()))
            XCTAssertEqual(rgba(card, 2, 2), systemRed, "a custom style draws the form")
        }
    }

    func testSystemShapeStyles() throws {
        try MainActor.assumeIsolated {
            let square = Rectangle().frame(width: 20, height: 20)
            // .selection is the tint, else the accent color.
            XCTAssertEqual(try render(square.foregroundStyle(.selection)).pixels, try render(square.foregroundStyle(Color.accentColor)).pixels)
            XCTAssertEqual(rgba(try render(square.foregroundStyle(.selection).tint(.red)), 10, 10), systemRed)
            XCTAssertEqual(try render(square.foregroundStyle(.link)).pixels, try render(square.foregroundStyle(Color.link)).pixels)
            // .background: systemBackground, or what backgroundStyle set.
            let clear = Color.clear.frame(width: 20, height: 20)
            XCTAssertEqual(rgba(try render(clear.background(in: Rectangle())), 10, 10), white)
            XCTAssertEqual(rgba(try render(clear.background(in: Rectangle()), appearance: .dark), 10, 10), [0, 0, 0, 255])
            XCTAssertEqual(rgba(try render(clear.background()), 10, 10), white)
            XCTAssertEqual(rgba(try render(clear.background(in: Rectangle()).backgroundStyle(Color.red)), 10, 10), systemRed)
            // overlay(_:in:) fills the shape in front.
            let dot = try render(Color.white.frame(width: 20, height: 20).overlay(Color.red, in: Circle()))
            XCTAssertEqual(rgba(dot, 10, 10), systemRed)
            XCTAssertEqual(rgba(dot, 0, 0), white)
            // A shadowed style still paints its fill.
            XCTAssertEqual(rgba(try render(square.foregroundStyle(Color.red.shadow(.drop(radius: 2)))), 10, 10), systemRed)
        }
    }

    func testGaugeStyles() throws {
        try MainActor.assumeIsolated {
            let accent = rgba(try render(Color.accentColor.frame(width: 2, height: 2)), 1, 1)
            let full = try render(Gauge(value: 1) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity))
            XCTAssertEqual(full.width, 58)
            XCTAssertEqual(full.height, 58)
            XCTAssertEqual(rgba(full, 55, 29), accent, "ring filled to the value")
            let empty = try render(Gauge(value: 0) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity))
            XCTAssertNotEqual(rgba(empty, 55, 29), accent)
            XCTAssertNotEqual(rgba(empty, 55, 29)[3], 0, "the track is drawn")
            let bar = Gauge(value: 0.5) { Text("Storage") }.frame(width: 200)
            XCTAssertEqual(try render(bar.gaugeStyle(.linearCapacity)).pixels, try render(bar).pixels)
            _ = try render(Gauge(value: 0.3, in: 0...1) { Text("Speed") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryCircular))
            _ = try render(Gauge(value: 0.3) { Text("Speed") }.gaugeStyle(.accessoryLinear).frame(width: 100))
        }
    }

    func testInertModifiersLeaveThePictureUnchanged() throws {
        try MainActor.assumeIsolated {
            let base = Text("Hello").frame(width: 80, height: 30)
            let plain = try render(base).pixels
            let modified: [(String, AnyView)] = [
                ("textContentType", AnyView(base.textContentType(.emailAddress))),
                ("autocapitalization", AnyView(base.autocapitalization(.words))),
                ("presentationDragIndicator", AnyView(base.presentationDragIndicator(.visible))),
                ("presentationCompactAdaptation", AnyView(base.presentationCompactAdaptation(.popover))),
                ("presentationBackground", AnyView(base.presentationBackground(.thinMaterial))),
                ("focusable", AnyView(base.focusable())),
                ("focusable interactions", AnyView(base.focusable(interactions: .edit))),
                ("hoverEffect", AnyView(base.hoverEffect(.highlight))),
                ("menuIndicator", AnyView(base.menuIndicator(.hidden))),
                ("fileImporter", AnyView(base.fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf, .image]) { _ in })),
                ("onGeometryChange", AnyView(base.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in })),
                ("toolbarRole", AnyView(base.toolbarRole(.editor))),
                ("listItemTint", AnyView(base.listItemTint(.monochrome))),
                ("searchCompletion", AnyView(base.searchCompletion("Hello"))),
                ("searchSuggestions", AnyView(base.searchSuggestions { Text("Hi") })),
                ("writingToolsBehavior", AnyView(base.writingToolsBehavior(.complete))),
                ("navigationSplitViewStyle", AnyView(base.navigationSplitViewStyle(.balanced))),
                ("keyboardShortcut localization", AnyView(base.keyboardShortcut("s", modifiers: .command, localization: .custom))),
                ("onKeyPress", AnyView(base.onKeyPress(.return) { .handled })),
                ("onContinuousHover", AnyView(base.onContinuousHover { _ in })),
                ("actionSheet", AnyView(base.actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")), .cancel()]) })),
                ("contextMenu value", AnyView(base.contextMenu(ContextMenu { Text("Copy") }))),
                ("onPencilSqueeze", AnyView(base.onPencilSqueeze { _ in })),
                ("navigationDestination item", AnyView(base.navigationDestination(item: .constant(Optional(1))) { Text("\($0)") })),
                ("flipsForRightToLeft in LTR", AnyView(base.flipsForRightToLeftLayoutDirection(true))),
                ("scenePadding none", AnyView(base.scenePadding([]))),
                ("onDrop UTType", AnyView(base.onDrop(of: [.plainText], isTargeted: nil) { _ in false })),
                ("onContinueUserActivity", AnyView(base.onContinueUserActivity("com.example.view") { _ in })),
                ("onContinueUserActivity(NSUserActivityTypeBrowsingWeb)", AnyView(base.onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { _ in })),
                ("userActivity", AnyView(base.userActivity("com.example.view") { $0.title = "Hello" })),
            ]
            for (name, view) in modified {
                XCTAssertEqual(try render(view).pixels, plain, name)
            }
        }
    }

    func testListEditingDrawsTheRowsAtRest() throws {
        try MainActor.assumeIsolated {
            let names = ["Ada", "Grace"]
            let plain = try render(List { ForEach(names, id: \.self) { Text($0) } }.frame(width: 200, height: 160))
            let editable = try render(List { ForEach(names, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }.frame(width: 200, height: 160))
            XCTAssertEqual(editable.pixels, plain.pixels)
            // A ForEach over a binding builds a row per element with a binding into it.
            let bound = try ImageRenderer(content: EditableNames().frame(width: 200, height: 160)).layoutJSON()
            XCTAssertTrue(bound.contains("Ada") && bound.contains("Grace"), bound)
            var items = [Item(id: 1, name: "A")]
            let binding = Binding(get: { items }, set: { items = $0 })
            binding[0].name.wrappedValue = "B"
            XCTAssertEqual(items[0].name, "B")
            XCTAssertEqual(binding.count, 1)
        }
    }

    func testTransformsAndGeometryEffects() throws {
        try MainActor.assumeIsolated {
            let bar = Rectangle().fill(Color.red).frame(width: 40, height: 20)
            let z = try render(bar.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)).frame(width: 60, height: 60))
            let flat = try render(bar.rotationEffect(.degrees(30)).frame(width: 60, height: 60))
            XCTAssertEqual(z.pixels, flat.pixels, "about z, a 3D rotation is the 2D one")
            // A card flipped about y shows its mirror image.
            let card = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
            let flipped = try render(card.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
            XCTAssertEqual(rgba(flipped, 35, 10), systemRed)
            XCTAssertNotEqual(rgba(flipped, 5, 10), systemRed)
            // A GeometryEffect draws through its transform.
            let shifted = try render(Color.red.frame(width: 20, height: 20).modifier(HalfShift()).frame(width: 40, height: 20, alignment: .leading))
            XCTAssertEqual(rgba(shifted, 25, 10), systemRed)
            XCTAssertNotEqual(rgba(shifted, 5, 10), systemRed)
            // Right-to-left layout mirrors the stack; the flip mirrors it back.
            let rtl = try render(card.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
            XCTAssertEqual(rtl.pixels, try render(card).pixels, "mirrored in right-to-left layout")
            var projection = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertTrue(projection.isAffine)
            let invertible = projection.invert()
            XCTAssertTrue(invertible)
            XCTAssertEqual(CGPoint(x: 4, y: 6).applying(projection), CGPoint(x: 2, y: 3))
        }
    }

    func testControlsAndNavigationInitializers() throws {
        try MainActor.assumeIsolated {
            // Vertical fields wrap instead of cutting to one line.
            let long = String(repeating: "word ", count: 20)
            let oneLine = try render(TextField("Notes", text: .constant(long)).frame(width: 120))
            let wrapped = try render(TextField("Notes", text: .constant(long), axis: .vertical).frame(width: 120))
            XCTAssertGreaterThan(wrapped.height, oneLine.height)
            _ = try render(TextField("Amount", value: .constant(3), formatter: NumberFormatter()))
            _ = try render(TextField("Title", text: .constant(""), prompt: Text("Required"), axis: .vertical))
            _ = try render(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} })
            _ = try render(Menu { Button("Copy") {} } label: { Text("More") } primaryAction: {})
            _ = try render(ControlGroup { Button("A") {}; Button("B") {} }.frame(width: 200))
            let share = try render(ShareLink(item: URL(string: "https://example.com")!))
            XCTAssertEqual(try render(ShareLink(item: URL(string: "https://example.com")!, preview: SharePreview("Example", image: Image(systemName: "globe")))).pixels, share.pixels)
            _ = try render(List([Item(id: 1, name: "A")], selection: .constant(Set<Int>())) { Text($0.name) }.frame(width: 200, height: 100))
            // A collapsed section draws its header alone.
            let open = try render(List { Section("Recent", isExpanded: .constant(true)) { Color.red.frame(height: 40) } }.frame(width: 200, height: 200))
            let shut = try render(List { Section("Recent", isExpanded: .constant(false)) { Color.red.frame(height: 40) } }.frame(width: 200, height: 200))
            XCTAssertNotEqual(open.pixels, shut.pixels)
            // The iOS 14 tint initializers color the control.
            let orange = try render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)).frame(width: 200))
            let green = try render(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200))
            XCTAssertNotEqual(orange.pixels, green.pixels)
            _ = try render(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)))
            // toolbarTitleDisplayMode is iOS 17's navigationBarTitleDisplayMode.
            let inline = try render(NavigationStack { Text("Body").navigationTitle("Title").toolbarTitleDisplayMode(.inline) }.frame(width: 200, height: 200))
            let old = try render(NavigationStack { Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }.frame(width: 200, height: 200))
            XCTAssertEqual(inline.pixels, old.pixels)
            // On iPhone a split view shows the preferred compact column.
            let split = try render(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Color.blue } detail: { Color.red }.frame(width: 200, height: 200))
            XCTAssertEqual(rgba(split, 100, 150), systemRed)
            _ = NavigationSplitView(columnVisibility: .constant(.all)) { Text("Sidebar") } detail: { Text("Detail") }
        }
    }

    func testValueTypes() throws {
        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(Image.Orientation.allCases.count, 8)
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertFalse(UTType.pdf.conforms(to: .image))
        XCTAssertEqual(UTType(filenameExtension: "json"), .json)
        XCTAssertEqual(UTType(filenameExtension: "yaml"), .yaml)
        XCTAssertTrue(UTType.yaml.conforms(to: .text))
        var path = NavigationPath()
        path.append(Item(id: 1, name: "A").id)
        path.append("detail")
        let data = try JSONEncoder().encode(XCTUnwrap(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        XCTAssertEqual(restored.count, 2)
        XCTAssertEqual(KeyboardShortcut("s", localization: .withoutMirroring).localization, .withoutMirroring)
        XCTAssertEqual(FocusInteractions.automatic, [.activate, .edit])
    }
}
