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
}
