import SwiftUI
import UIKit
import SwatchRasterTesting
import XCTest

// The views, styles and shape styles added to raise those coverage groups: iOS-shaped code
// that compiles unchanged, pixel probes for what draws, and for inert styles the same pixels
// as the default style.

private func render<V: View>(_ view: V, appearance: Appearance = .light) throws -> RasterImage {
    try ImageRenderer(content: view, appearance: appearance).render()
}

private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

private func layout<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).layoutJSON()
}

private let systemRed: [UInt8] = [255, 59, 48, 255]

/// A brand color as iOS 17 code writes one: red in light mode, blue in dark.
private struct BrandStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.blue : Color.red
    }
}

/// A disclosure style that draws only the content, in a fixed frame.
private struct ContentOnlyDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.content.frame(width: 20, height: 20)
    }
}

/// A label style that tints the default label: `Label(configuration)` must not recurse.
private struct TintedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).foregroundStyle(.red)
    }
}

private struct Flag: Identifiable {
    let id: Int
    var isOn: Bool
    var size: Int
}

private struct Item: Identifiable {
    let id: Int
    var name: String
}

final class ViewsStylesCoverageTests: XCTestCase {
    // MARK: Shape styles

    func testSemanticContentStylesPaintTheirSystemColors() throws {
        try MainActor.assumeIsolated {
            let pairs: [(AnyShapeStyle, Color)] = [
                (AnyShapeStyle(.fill), Color(uiColor: .systemFill)),
                (AnyShapeStyle(.separator), Color(uiColor: .separator)),
                (AnyShapeStyle(.placeholder), Color(uiColor: .placeholderText)),
                (AnyShapeStyle(.windowBackground), Color(uiColor: .systemBackground)),
            ]
            for (style, color) in pairs {
                for appearance in [Appearance.light, .dark] {
                    let styled = try render(Rectangle().fill(style).frame(width: 8, height: 8), appearance: appearance)
                    let plain = try render(Rectangle().fill(color).frame(width: 8, height: 8), appearance: appearance)
                    XCTAssertEqual(styled, plain, "\(color) \(appearance)")
                    XCTAssertNotEqual(rgba(styled, 4, 4)[3], 0, "painted")
                }
            }
        }
    }

    func testACustomStyleThatResolvesPaintsItsColorPerScheme() throws {
        try MainActor.assumeIsolated {
            let view = Rectangle().fill(BrandStyle()).frame(width: 8, height: 8)
            XCTAssertEqual(try render(view), try render(Rectangle().fill(Color.red).frame(width: 8, height: 8)))
            XCTAssertEqual(try render(view, appearance: .dark),
                           try render(Rectangle().fill(Color.blue).frame(width: 8, height: 8), appearance: .dark))
            let text = try render(Text("Brand").foregroundStyle(BrandStyle()))
            XCTAssertGreaterThan(text.width, 0)
        }
    }

    func testResolvedColorsRoundTripAndPaint() throws {
        try MainActor.assumeIsolated {
            var resolved = Color.Resolved(red: 0.5, green: 0.25, blue: 1, opacity: 1)
            XCTAssertEqual(resolved.red, 0.5, accuracy: 0.0001)
            XCTAssertEqual(resolved.green, 0.25, accuracy: 0.0001)
            XCTAssertLessThan(resolved.linearRed, 0.5, "linear light is darker than gamma-encoded")
            resolved.red = 1
            resolved.green = 0
            resolved.blue = 0
            XCTAssertEqual(resolved.description, "#FF0000FF")
            let image = try render(Rectangle().fill(resolved).frame(width: 4, height: 4))
            XCTAssertEqual(rgba(image, 2, 2), [255, 0, 0, 255])
            XCTAssertEqual(try render(Color(resolved).frame(width: 4, height: 4)), image)
            let fromEnvironment: Color.Resolved = Color.white.resolve(in: EnvironmentValues())
            XCTAssertEqual(fromEnvironment.opacity, 1)
            XCTAssertEqual(fromEnvironment.red, 1, accuracy: 0.0001)
        }
    }

    func testMeshGradientPaintsItsRowsTopToBottom() throws {
        try MainActor.assumeIsolated {
            let mesh = MeshGradient(width: 2, height: 2,
                                    points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                    colors: [.red, .red, .blue, .blue])
            let image = try render(mesh.frame(width: 40, height: 40))
            let top = rgba(image, 20, 0), bottom = rgba(image, 20, 39)
            XCTAssertGreaterThan(top[0], top[2], "red at the top")
            XCTAssertGreaterThan(bottom[2], bottom[0], "blue at the bottom")
            XCTAssertEqual(try render(Rectangle().fill(mesh).frame(width: 40, height: 40)), image)
        }
    }

    func testStyleWrappersPaintAsTheWrappedStyle() throws {
        try MainActor.assumeIsolated {
            let base = try render(Rectangle().fill(Color.red).frame(width: 8, height: 8))
            XCTAssertEqual(try render(Rectangle().fill(Color.red.blendMode(.multiply)).frame(width: 8, height: 8)), base)
            XCTAssertEqual(try render(Rectangle().fill(Color.red.in(CGRect(x: 0, y: 0, width: 4, height: 4))).frame(width: 8, height: 8)), base)
            XCTAssertEqual(rgba(base, 4, 4), systemRed)
        }
    }

    // MARK: Styles

    func testInertStylesDrawLikeTheDefault() throws {
        try MainActor.assumeIsolated {
            let group = DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }.frame(width: 200)
            XCTAssertEqual(try render(group.disclosureGroupStyle(.automatic)), try render(group))

            let editor = TextEditor(text: .constant("Notes")).frame(width: 120, height: 60)
            XCTAssertEqual(try render(editor.textEditorStyle(.plain)), try render(editor))
            XCTAssertEqual(try render(editor.textEditorStyle(.automatic)), try render(editor))

            let menu = Menu("Sort") { Button("Name") {} }
            XCTAssertEqual(try render(menu.menuStyle(ButtonMenuStyle())), try render(menu))

            let date = Date(timeIntervalSince1970: 1_168_335_660)
            let picker = DatePicker("Start", selection: .constant(date)).frame(width: 320)
            XCTAssertEqual(try render(picker.datePickerStyle(.wheel)), try render(picker))
            XCTAssertEqual(try render(picker.datePickerStyle(.graphical)), try render(picker))
        }
    }

    func testACustomDisclosureGroupStyleReplacesTheGroup() throws {
        try MainActor.assumeIsolated {
            let styled = try render(DisclosureGroup("Details") { Color.red }.disclosureGroupStyle(ContentOnlyDisclosureStyle()))
            XCTAssertEqual(styled.width, 20)
            XCTAssertEqual(styled.height, 20)
            XCTAssertEqual(rgba(styled, 10, 10), systemRed)
        }
    }

    func testLabelOfAConfigurationDrawsTheDefaultLabel() throws {
        try MainActor.assumeIsolated {
            let json = try layout(Label("Inbox", systemImage: "tray").labelStyle(TintedLabelStyle()))
            XCTAssertTrue(json.contains("\"Inbox\""), json)
        }
    }

    func testPalettePickerDrawsAsTheSegmentedControl() throws {
        try MainActor.assumeIsolated {
            let picker = Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }.frame(width: 200)
            XCTAssertEqual(try render(picker.pickerStyle(.palette)), try render(picker.pickerStyle(.segmented)))
        }
    }

    func testSystemFormatStylesFormatAClock() {
        let start = Date(timeIntervalSince1970: 1_168_335_660)
        XCTAssertEqual(String(SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(90)).format(start).characters), "1:30")
        let stopwatch: SystemFormatStyle.Stopwatch = .stopwatch(startingAt: start)
        XCTAssertEqual(String(stopwatch.format(start.addingTimeInterval(12.5)).characters), "0:12.50")
        let reference: SystemFormatStyle.DateReference = .reference(to: start.addingTimeInterval(3 * 3600))
        XCTAssertEqual(String(reference.format(start).characters), "in 3 hours")
    }

    // MARK: Views

    func testControlsOverSeveralSourcesDrawTheSharedValue() throws {
        try MainActor.assumeIsolated {
            let allOn = [Flag(id: 0, isOn: true, size: 1), Flag(id: 1, isOn: true, size: 1)]
            let mixed = [Flag(id: 0, isOn: true, size: 1), Flag(id: 1, isOn: false, size: 2)]
            @MainActor func toggle(_ flags: [Flag]) -> some View {
                Toggle("Bold", sources: flags.map { flag in Binding.constant(flag) }, isOn: \.isOn).frame(width: 300)
            }
            XCTAssertEqual(try render(toggle(allOn)), try render(Toggle("Bold", isOn: .constant(true)).frame(width: 300)))
            XCTAssertEqual(try render(toggle(mixed)), try render(Toggle("Bold", isOn: .constant(false)).frame(width: 300)))

            @MainActor func picker(_ flags: [Flag]) -> some View {
                Picker("Size", sources: flags.map { Binding.constant($0) }, selection: \.size) {
                    Text("S").tag(1)
                    Text("L").tag(2)
                }.pickerStyle(.segmented).frame(width: 200)
            }
            let single = Picker("Size", selection: .constant(1)) {
                Text("S").tag(1)
                Text("L").tag(2)
            }.pickerStyle(.segmented).frame(width: 200)
            XCTAssertEqual(try render(picker(allOn)), try render(single))
        }
    }

    func testNewInitializerOrdersDrawAsTheBasicForms() throws {
        try MainActor.assumeIsolated {
            let value = Binding.constant(2.0)
            XCTAssertEqual(try render(Stepper(value: value, in: 0...5, format: .number) { Text("Count") }.frame(width: 300)),
                           try render(Stepper(value: value, in: 0...5) { Text("Count") }.frame(width: 300)))
            XCTAssertEqual(try render(Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.frame(width: 300)),
                           try render(Slider(value: .constant(0.5), in: 0...1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.frame(width: 300)))
            XCTAssertEqual(try render(ScrollView(.vertical) { Color.red.frame(height: 20) }.frame(width: 50, height: 50)),
                           try render(ScrollView(.vertical, showsIndicators: true) { Color.red.frame(height: 20) }.frame(width: 50, height: 50)))
        }
    }

    func testTimerViewsShowTheStillsInstant() throws {
        try MainActor.assumeIsolated {
            let now = Date(timeIntervalSince1970: 1_168_335_660)
            let interval = now.addingTimeInterval(-30)...now.addingTimeInterval(30)
            let half = try render(ProgressView(timerInterval: interval) { EmptyView() } currentValueLabel: { EmptyView() }.frame(width: 200))
            XCTAssertEqual(half, try render(ProgressView(value: 0.5) { EmptyView() } currentValueLabel: { EmptyView() }.frame(width: 200)))
            let json = try layout(Text(timerInterval: now...now.addingTimeInterval(60)))
            XCTAssertTrue(json.contains("\"1:00\""), json)
        }
    }

    func testGridLayoutLaysOutRowsAsGrid() throws {
        try MainActor.assumeIsolated {
            let layout = GridLayout(horizontalSpacing: 4)
            let viaLayout = layout {
                GridRow {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            let viaGrid = Grid(horizontalSpacing: 4) {
                GridRow {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            XCTAssertEqual(try render(viaLayout), try render(viaGrid))
        }
    }

    func testEditableListsBuildRowsFromBindings() throws {
        try MainActor.assumeIsolated {
            let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
            let json = try layout(List(.constant(items), editActions: .all) { $item in Text(item.name) }.frame(width: 300, height: 200))
            XCTAssertTrue(json.contains("\"One\"") && json.contains("\"Two\""), json)
        }
    }

    func testPlainlyDrawnViewsShowTheirLabels() throws {
        try MainActor.assumeIsolated {
            let launch = DocumentLaunchView("My Notes", for: [.plainText]) {
                NewDocumentButton("Start Writing")
            } onDocumentOpen: { _ in
                Text("Editor")
            }
            let json = try layout(launch.frame(width: 390, height: 600))
            XCTAssertTrue(json.contains("\"My Notes\"") && json.contains("\"Start Writing\""), json)
            XCTAssertTrue(try layout(MultiDatePicker("Days", selection: .constant([]))).contains("\"Days\""))
            XCTAssertTrue(try layout(RenameButton()).contains("\"Rename\""))
            XCTAssertTrue(try layout(ShareLink(items: ["a", "b"])).contains("\"Share\""))
            // One item with its preview, as Sprite Catalog shares an image: the label is drawn.
            let image = Image(systemName: "star")
            let custom = ShareLink(item: image, subject: Text("Sprite"), message: Text("Found"), preview: SharePreview("Sprite", icon: image)) {
                Text("Send")
            }
            XCTAssertTrue(try layout(custom).contains("\"Send\""))
            XCTAssertTrue(try layout(ShareLink(item: image, preview: SharePreview("Sprite", image: image))).contains("\"Share\""))
        }
    }
}
