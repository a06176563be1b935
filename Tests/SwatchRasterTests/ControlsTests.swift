@testable import SwatchRaster
import XCTest

/// Controls in their iOS look (docs/ARCHITECTURE.md §5.19), written as SwiftUI code on a Mac
/// would be. Expected pixels are computed from the blending rule of §7.4: a color rounded to
/// bytes, premultiplied, then source + destination × (255 − source alpha) / 255.
final class ControlsTests: XCTestCase {
    /// systemBlue in light appearance (UIKit's dynamic color, Colors/SystemColor.swift).
    private let blue: [UInt8] = [0, 122, 255, 255]

    /// `color` at `alpha` (0…255) over opaque white, per §7.4.
    private func overWhite(_ rgb: [Int], alpha: Int) -> [UInt8] {
        rgb.map { c in
            let premultiplied = (c * alpha + 127) / 255
            return UInt8(premultiplied + (255 * (255 - alpha) + 127) / 255)
        } + [255]
    }

    private func pixels(_ image: RasterImage, _ xs: Range<Int>, _ ys: Range<Int>) -> [[UInt8]] {
        ys.flatMap { y in xs.map { x in image.rgba(x, y) } }
    }

    private func assertClose(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) where abs(Int(x) - Int(y)) > tolerance {
            XCTFail("\(a) is not \(b)", file: file, line: line)
            return
        }
    }

    // MARK: Buttons

    func testBorderedProminentIsFilledWithTheTintUnderAWhiteLabel() throws {
        let image = try render(Button("Go") {}.buttonStyle(.borderedProminent), background: .white)
        // Inside the platter, left of the label (12 pt padding), halfway down: the tint.
        XCTAssertEqual(image.rgba(3, image.height / 2), blue)
        // Every pixel between the padding is blue blended with white text: blue channel 255,
        // and the text's fully covered pixels are white.
        let inner = pixels(image, 12..<(image.width - 12), 7..<(image.height - 7))
        XCTAssertTrue(inner.allSatisfy { $0[2] == 255 }, "label is not white")
        XCTAssertTrue(inner.contains([255, 255, 255, 255]), "no white label pixel")
    }

    func testPublicTintColorsTheControls() throws {
        // `.tint(_:)` (SwiftUI's public modifier) reaches the controls: a prominent button is
        // filled with systemRed instead of the accent blue.
        let image = try render(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red), background: .white)
        XCTAssertEqual(image.rgba(3, image.height / 2), [255, 59, 48, 255])
        // A Label's systemImage is the symbol image, in the foreground color.
        let label = try render(Label("Palette", systemImage: "paintpalette"), background: .white)
        let glyphOnly = try render(Image(systemName: "paintpalette"), background: .white)
        XCTAssertGreaterThan(label.width, glyphOnly.width)
        XCTAssertEqual(label.height, max(glyphOnly.height, label.height))
    }

    func testBorderedHasATranslucentTintPlatterAndATintedLabel() throws {
        let image = try render(Button("Go") {}.buttonStyle(.bordered), background: .white)
        // systemBlue at 15 % (alpha byte 38) over white.
        assertClose(image.rgba(3, image.height / 2), overWhite([0, 122, 255], alpha: 38))
        XCTAssertTrue(pixels(image, 0..<image.width, 0..<image.height).contains(blue), "label is not tinted")
    }

    func testAutomaticButtonIsATintedLabelAndDestructiveIsRed() throws {
        let plain = try render(Button("Go") {}, background: .white)
        XCTAssertTrue(pixels(plain, 0..<plain.width, 0..<plain.height).contains(blue))
        let label = try render(Text("Go"), background: .white)
        XCTAssertEqual(plain.width, label.width)   // no padding, no platter
        let delete = try render(Button("Delete", role: .destructive) {}, background: .white)
        XCTAssertTrue(pixels(delete, 0..<delete.width, 0..<delete.height).contains([255, 59, 48, 255]))  // systemRed
    }

    func testDisabledButtonsDim() throws {
        let image = try render(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true), background: .white)
        // The platter becomes tertiarySystemFill (118, 118, 128 at alpha 30) over white.
        assertClose(image.rgba(3, image.height / 2), overWhite([118, 118, 128], alpha: 30))
        let all = pixels(image, 0..<image.width, 0..<image.height)
        XCTAssertFalse(all.contains(blue))
        XCTAssertFalse(all.contains([255, 255, 255, 255]) && all.allSatisfy { $0[0] == 255 })
        let text = try render(Button("Go") {}.disabled(true), background: .white)
        XCTAssertFalse(pixels(text, 0..<text.width, 0..<text.height).contains { Int($0[2]) > Int($0[0]) + 40 }, "disabled label still tinted")
    }

    func testCustomButtonStyleMakeBodyIsUsed() throws {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(configuration.role == .destructive ? Color.red : Color.green)
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        let image = try render(Button("Go") {}.buttonStyle(Pill()))
        XCTAssertEqual(image.rgba(2, 2), [52, 199, 89, 255])   // systemGreen: the style drew it
        let role = try render(Button("Go", role: .destructive) {}.buttonStyle(Pill()))
        XCTAssertEqual(role.rgba(2, 2), [255, 59, 48, 255])    // the role reached the style
    }

    func testPrimitiveButtonStyleTriggersTheAction() throws {
        final class Box: @unchecked Sendable { var fired = false }
        let box = Box()
        struct Firing: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.trigger()
                return configuration.label
            }
        }
        _ = try render(Button("Go") { box.fired = true }.buttonStyle(Firing()))
        XCTAssertTrue(box.fired)
    }

    func testControlSizeAndBorderShapeChangeThePlatter() throws {
        let regular = try layOut(Button("Go") {}.buttonStyle(.bordered))
        let large = try layOut(Button("Go") {}.buttonStyle(.bordered).controlSize(.large))
        // Large adds 8 pt each side horizontally and 7 pt vertically (ControlMetrics).
        XCTAssertEqual(large.frame.width - regular.frame.width, 16, accuracy: 0.001)
        XCTAssertEqual(large.frame.height - regular.frame.height, 14, accuracy: 0.001)
        // A capsule leaves the corner pixel clear where the 6 pt rounded rectangle covers it.
        let rounded = try render(Button("Go") {}.buttonStyle(.borderedProminent))
        let capsule = try render(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        XCTAssertEqual(rounded.rgba(4, 4), blue)
        XCTAssertEqual(capsule.rgba(4, 4)[3], 0)
    }

    // MARK: Labels and toggles

    func testLabelStyles() throws {
        let both = try layOut(Label("Star", systemImage: "star"))
        let title = try layOut(Label("Star", systemImage: "star").labelStyle(.titleOnly))
        let icon = try layOut(Label("Star", systemImage: "star").labelStyle(.iconOnly))
        // Icon (the symbol image at the body size) + 8 pt spacing + title.
        let symbol = try layOut(Image(systemName: "star"))
        XCTAssertEqual(icon.frame.width, symbol.frame.width, accuracy: 0.001)
        XCTAssertEqual(both.frame.width, symbol.frame.width + 8 + title.frame.width, accuracy: 0.001)
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.icon; configuration.title }
            }
        }
        let stacked = try layOut(Label("Star", systemImage: "star").labelStyle(Stacked()))
        XCTAssertEqual(stacked.frame.width, title.frame.width, accuracy: 0.001)
    }

    func testToggleStyles() throws {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                (configuration.isOn ? Color.green : Color.red).frame(width: 10, height: 10)
            }
        }
        XCTAssertEqual(try render(Toggle("A", isOn: .constant(true)).toggleStyle(Check())).rgba(5, 5), [52, 199, 89, 255])
        XCTAssertEqual(try render(Toggle("A", isOn: .constant(false)).toggleStyle(Check())).rgba(5, 5), [255, 59, 48, 255])
        // Button style: on draws the bordered platter, off only the tinted label.
        let on = try render(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), background: .white)
        assertClose(on.rgba(3, on.height / 2), overWhite([0, 122, 255], alpha: 38))
        let off = try render(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), background: .white)
        XCTAssertEqual(off.rgba(0, off.height / 2), [255, 255, 255, 255])
        // The default is the switch, unchanged.
        XCTAssertEqual(try render(Toggle("A", isOn: .constant(true)).toggleStyle(.switch)).pixelHash,
                       try render(Toggle("A", isOn: .constant(true))).pixelHash)
    }

    // MARK: Progress, slider, stepper, gauge

    func testProgressViewFillsItsFraction() throws {
        let view = ProgressView(value: 0.25).frame(width: 200)
        let root = try layOut(view)
        let capsules = root.all("Capsule")
        XCTAssertEqual(capsules.count, 2)
        assertFrame(capsules[0].frame, 0, 0, 200, 4)   // the track
        assertFrame(capsules[1].frame, 0, 0, 50, 4)    // exactly a quarter of it
        let image = try render(view, background: .white)
        XCTAssertEqual(image.rgba(40, 2), blue)
        // Past the quarter: the systemFill track (120, 120, 128 at alpha 51) over white.
        assertClose(image.rgba(60, 2), overWhite([120, 120, 128], alpha: 51))
        // value/total: 30 of 120 is also a quarter.
        XCTAssertEqual(try render(ProgressView(value: 30, total: 120).frame(width: 200)).pixelHash,
                       try render(ProgressView(value: 0.25).frame(width: 200)).pixelHash)
    }

    /// A Foundation `Progress` draws its fraction as a bar, and the spinner while it is
    /// indeterminate (Apple: `init(_ progress: Progress)`).
    func testAFoundationProgressDrawsItsFraction() throws {
        let download = Progress(totalUnitCount: 8)
        download.completedUnitCount = 2
        XCTAssertEqual(try render(ProgressView(download).frame(width: 200)).pixelHash,
                       try render(ProgressView(value: 0.25).frame(width: 200)).pixelHash)
        let unknown = Progress(parent: nil, userInfo: nil)
        XCTAssertTrue(unknown.isIndeterminate)
        XCTAssertEqual(try layOut(ProgressView(unknown)).all("Capsule").count, 8)
    }

    /// A title held as a `LocalizedStringKey` (a generated strings table's value) labels a
    /// progress view and a section as the same literal does.
    func testLocalizedKeyTitles() throws {
        let key: LocalizedStringKey = "Loading"
        XCTAssertEqual(try render(ProgressView(key)).pixelHash, try render(ProgressView("Loading")).pixelHash)
        XCTAssertEqual(try render(ProgressView(key, value: 0.5).frame(width: 120)).pixelHash,
                       try render(ProgressView("Loading", value: 0.5).frame(width: 120)).pixelHash)
        let title: LocalizedStringKey = "Browsing country"
        let keyed = List { Section(title) { Text("Japan") } }.frame(width: 240, height: 160)
        let literal = List { Section("Browsing country") { Text("Japan") } }.frame(width: 240, height: 160)
        XCTAssertEqual(try render(keyed).pixelHash, try render(literal).pixelHash)
        XCTAssertNotEqual(try render(keyed).pixelHash, try render(List { Section { Text("Japan") } }.frame(width: 240, height: 160)).pixelHash)
    }

    func testIndeterminateProgressIsTheSpinner() throws {
        let root = try layOut(ProgressView())
        XCTAssertEqual(root.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(root.all("Capsule").count, 8)
    }

    func testSliderKnobSitsAtTheValue() throws {
        let root = try layOut(Slider(value: .constant(5.0), in: 0...10).frame(width: 228))
        let knob = try XCTUnwrap(root.all("Circle").first)
        // Travel is 228 − 28 = 200 pt; half of it puts the knob's centre at 14 + 100.
        XCTAssertEqual(knob.frame.midX, 114, accuracy: 0.001)
        XCTAssertEqual(root.frame.height, 28, accuracy: 0.001)
        // Steps snap: 7.4 with step 5 draws at 5.
        let stepped = try layOut(Slider(value: .constant(7.4), in: 0...10, step: 5).frame(width: 228))
        XCTAssertEqual(try XCTUnwrap(stepped.all("Circle").first).frame.midX, 114, accuracy: 0.001)
    }

    func testStepperControlSize() throws {
        let root = try layOut(Stepper("Count", value: .constant(0), in: 0...5).frame(width: 300))
        let control = try XCTUnwrap(root.all("RoundedRectangle").first)
        assertFrame(control.frame, 300 - 94, control.frame.minY, 94, 32)
    }

    // MARK: Pickers and fields

    func testSegmentedPickerDrawsEverySegmentAndHighlightsTheSelection() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
        let root = try layOut(picker)
        let texts = root.all("Text")
        XCTAssertEqual(texts.map { Double($0.frame.midX) }, [50, 150, 250])
        XCTAssertEqual(root.frame.height, 32, accuracy: 0.001)
        let image = try render(picker, background: .white)
        // The selected segment is raised white; its neighbours show the tertiarySystemFill track.
        XCTAssertEqual(image.rgba(150, 5), [255, 255, 255, 255])
        let track = overWhite([118, 118, 128], alpha: 30)
        assertClose(image.rgba(50, 5), track)
        assertClose(image.rgba(250, 5), track)
        // ForEach tags its elements with their ids, as in SwiftUI.
        let fromForEach = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
        XCTAssertEqual(try render(fromForEach, background: .white).pixelHash, image.pixelHash)
    }

    func testTextFieldShowsPlaceholderOrValue() throws {
        func darkest(_ image: RasterImage) -> Int {
            pixels(image, 0..<image.width, 0..<image.height).map { Int($0[0]) }.min() ?? 255
        }
        let empty = try render(TextField("Name", text: .constant("")).frame(width: 200), background: .white)
        let filled = try render(TextField("Name", text: .constant("Ada")).frame(width: 200), background: .white)
        // The placeholder is placeholderText (60, 60, 67 at alpha 76): at full coverage over
        // white it is no darker than this; the value is black text.
        let placeholder = overWhite([60, 60, 67], alpha: 76)
        XCTAssertEqual(darkest(empty), Int(placeholder[0]))
        XCTAssertEqual(darkest(filled), 0)
        // SecureField draws bullets, not the value.
        let secure = try render(SecureField("Password", text: .constant("Ada")).frame(width: 200), background: .white)
        let bullets = try render(Text("\u{2022}\u{2022}\u{2022}").frame(width: 200, alignment: .leading), background: .white)
        XCTAssertEqual(secure.pixelHash, bullets.pixelHash)
        // prompt replaces the title as placeholder.
        let prompted = try render(TextField("Name", text: .constant(""), prompt: Text("Required")).frame(width: 200), background: .white)
        let promptText = try render(Text("Required").foregroundColor(Color(.placeholderText)).frame(width: 200, alignment: .leading), background: .white)
        XCTAssertEqual(prompted.pixelHash, promptText.pixelHash)
    }

    // MARK: Navigation

    func testNavigationStackDrawsALargeTitle() throws {
        let screen = NavigationStack {
            Text("Content").navigationTitle("Settings")
        }
        let root = try layOut(screen, width: 390, height: 844)
        let texts = root.all("Text")
        XCTAssertEqual(texts.count, 2)
        let title = texts[0], content = texts[1]
        // The same text set alone in the large title font gives the title's size.
        let alone = try layOut(Text("Settings").font(.largeTitle.bold()))
        // 16 pt from the leading edge; its line box ends 8 pt above the bottom of the 44 + 52 pt bar.
        assertFrame(title.frame, 16, 44 + 52 - 8 - alone.frame.height, alone.frame.width, alone.frame.height)
        // The content is centred in the space below the bar.
        XCTAssertEqual(content.frame.midX, 195, accuracy: 0.001)
        XCTAssertEqual(content.frame.midY, 96 + (844 - 96) / 2, accuracy: 0.001)
    }

    func testInlineTitleIsCentredInTheBar() throws {
        let screen = NavigationStack {
            Text("Content").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }
        let root = try layOut(screen, width: 390, height: 844)
        let title = root.all("Text")[0]
        XCTAssertEqual(title.frame.midX, 195, accuracy: 0.001)
        XCTAssertEqual(title.frame.midY, 22, accuracy: 0.001)
        let headline = try layOut(Text("Detail").font(.headline))
        XCTAssertEqual(title.frame.height, headline.frame.height, accuracy: 0.001)
    }

    func testTabViewShowsTheSelectedTabAndATabBar() throws {
        let tabs = TabView(selection: .constant(2)) {
            Text("One").tabItem { Label("One", systemImage: "1") }.tag(1)
            Text("Two").tabItem { Label("Two", systemImage: "2") }.tag(2)
        }
        let root = try layOut(tabs, width: 390, height: 600)
        let texts = root.all("Text").map { $0.frame }
        // The selected tab's view, then the two item titles in the 49 pt bar.
        XCTAssertEqual(texts.count, 3)
        XCTAssertEqual(texts[0].midY, (600 - 49) / 2, accuracy: 0.001)
        XCTAssertEqual(texts[1].midX, 97.5, accuracy: 0.001)
        XCTAssertEqual(texts[2].midX, 292.5, accuracy: 0.001)
        XCTAssertGreaterThan(texts[1].minY, 600 - 49)
        // The selected item is tinted; the other is black at 40 % (153 over white: measured on
        // Yazan98/Gitly@61d474a's iOS 17 screenshot, TabItemTests).
        let image = try render(tabs, width: 390, height: 600, background: .white)
        let second = pixels(image, 200..<390, 551..<600), first = pixels(image, 0..<195, 551..<600)
        XCTAssertTrue(second.contains(blue))
        XCTAssertFalse(first.contains(blue))
        XCTAssertTrue(first.contains([153, 153, 153, 255]))
    }

    func testLinkIsTintedText() throws {
        let image = try render(Link("Apple", destination: URL(string: "https://apple.com")!), background: .white)
        XCTAssertTrue(pixels(image, 0..<image.width, 0..<image.height).contains(blue))
    }
}
