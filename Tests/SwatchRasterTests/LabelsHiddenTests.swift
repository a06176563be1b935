@testable import SwatchRaster
import XCTest

/// `labelsHidden()`: a toggle shrinks to its switch and a picker in a row to its menu.
final class LabelsHiddenTests: XCTestCase {
    func testToggleDrawsOnlyTheSwitch() throws {
        // A UISwitch is 51 × 31 pt (UIKit's fixed switch size, the same the engine's switch
        // style uses, docs/ARCHITECTURE.md §5.19); with its label hidden the toggle is that.
        let image = try render(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), width: 300)
        XCTAssertEqual(image.width, 51)
        XCTAssertEqual(image.height, 31)
        // The capsule's on color fills the left of the switch (the knob sits trailing).
        XCTAssertEqual(image.rgba(8, 15), [52, 199, 89, 255])
        let labelled = try render(Toggle("Wi-Fi", isOn: .constant(true)), width: 300)
        XCTAssertEqual(labelled.width, 300)
    }

    func testPickerInARowDropsItsTitle() throws {
        struct Row: View {
            let title: String
            let hidden: Bool
            var body: some View {
                List {
                    if hidden {
                        Picker(title, selection: .constant(1)) { Text("One").tag(1) }.labelsHidden()
                    } else {
                        Picker(title, selection: .constant(1)) { Text("One").tag(1) }
                    }
                }
            }
        }
        let hidden = try render(Row(title: "Size", hidden: true), width: 320, height: 120).pixelHash
        XCTAssertNotEqual(hidden, try render(Row(title: "Size", hidden: false), width: 320, height: 120).pixelHash)
        XCTAssertEqual(hidden, try render(Row(title: "Other", hidden: true), width: 320, height: 120).pixelHash,
                       "a hidden title must not reach the picture")
    }

    /// Issue 39: with `Toggle(isOn:) { Text("Active") }.toggleStyle(MyStyle()).labelsHidden()`,
    /// iOS hides what the style draws as `configuration.label`. The same holds for the other
    /// style configurations of controls with a label (a gauge, a progress view, a labeled row).
    func testCustomStylesDrawNoLabelWhenLabelsAreHidden() throws {
        struct Checkbox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 8) {
                    Rectangle().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 20, height: 20)
                    configuration.label
                }
            }
        }
        let hidden = try render(Toggle(isOn: .constant(true)) { Text("Active") }.toggleStyle(Checkbox()).labelsHidden(), width: 300)
        XCTAssertEqual(hidden.width, 20, "only the style's box: the label takes no space")
        let shown = try render(Toggle(isOn: .constant(true)) { Text("Active") }.toggleStyle(Checkbox()), width: 300)
        XCTAssertGreaterThan(shown.width, 60)

        struct Bare: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.label; Rectangle().frame(width: 30, height: 4) }
            }
        }
        let progress = try render(ProgressView("Loading a long title").progressViewStyle(Bare()).labelsHidden(), width: 300)
        XCTAssertEqual(progress.width, 30)
        XCTAssertEqual(progress.height, 4)

        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.label; configuration.content }
            }
        }
        let row = try render(LabeledContent { Color.red.frame(width: 10, height: 10) } label: { Text("Name") }
            .labeledContentStyle(Stacked()).labelsHidden(), width: 300)
        XCTAssertEqual(row.width, 10)
        XCTAssertEqual(row.height, 10)
        // A button's label is its content, not a control's label: it stays.
        struct Plain: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        let button = try render(Button("Tap") {}.buttonStyle(Plain()).labelsHidden(), width: 300)
        XCTAssertGreaterThan(button.width, 20)
    }
}
