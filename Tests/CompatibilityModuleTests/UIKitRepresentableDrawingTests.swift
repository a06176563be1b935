import SwiftUI
import UIKit
import SwatchRasterTesting
import XCTest

// Issue 47: a representable's UIKit view is made, updated and drawn from its properties.
// Labels, text fields, text views, search bars, image views and stacks of them draw; any
// other view is the named tile. Frames come from the layout dump, colors from pixels.

/// An iPhone 15 screen of `view`; `afterRender` runs between the render and the layout dump
/// (each of which resolves the view once).
@MainActor private func screen<V: View>(_ view: V, afterRender: () -> Void = {}) throws -> (RasterImage, [LayoutDump.Node]) {
    let renderer = ImageRenderer(content: view)
    renderer.apply(.iPhone15)
    renderer.backgroundColor = .systemBackground
    let image = try renderer.render()
    afterRender()
    let dump = try LayoutDump(json: try renderer.layoutJSON())
    return (image, dump.nodes)
}

@MainActor private func picture<V: View>(_ view: V, width: CGFloat) throws -> (RasterImage, [LayoutDump.Node]) {
    let renderer = ImageRenderer(content: view.frame(width: width).background(Color.white))
    let image = try renderer.render()
    return (image, try LayoutDump(json: try renderer.layoutJSON()).nodes)
}

private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

/// The columns in which some pixel of the row band `rows` satisfies `test`.
private func columns(_ image: RasterImage, rows: Range<Int>, where test: ([UInt8]) -> Bool) -> [Int] {
    (0..<image.width).filter { x in rows.contains { y in test(rgba(image, x, y)) } }
}

private final class Greeter { let greeting = "Hello from UIKit" }

private struct GreetingLabel: UIViewRepresentable {
    nonisolated(unsafe) static var made = 0
    func makeCoordinator() -> Greeter { Greeter() }
    func makeUIView(context: Context) -> UILabel {
        GreetingLabel.made += 1
        let label = UILabel()
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 28)
        label.textAlignment = .center
        label.setContentHuggingPriority(.required, for: .vertical)
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = context.coordinator.greeting }
}

private final class FieldCoordinator: NSObject, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
}

private struct EmailField: UIViewRepresentable {
    @Binding var text: String
    func makeCoordinator() -> FieldCoordinator { FieldCoordinator() }
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Email address"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.returnKeyType = .done
        field.delegate = context.coordinator
        field.addAction(UIAction { _ in }, for: .editingChanged)
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return field
    }
    func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
}

private struct NameSearchBar: UIViewRepresentable {
    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.placeholder = "Search names"
        bar.searchBarStyle = .minimal
        return bar
    }
    func updateUIView(_ uiView: UISearchBar, context: Context) {}
}

private struct PlainUIView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.layer.cornerRadius = 12
        _ = view.topAnchor.constraint(equalTo: view.bottomAnchor)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

private final class LabelController: UIViewController {
    override func loadView() {
        let label = UILabel()
        label.text = "Controller label"
        view = label
    }
}

private struct LabelControllerRepresentable: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LabelController { LabelController() }
    func updateUIViewController(_ uiViewController: LabelController, context: Context) {}
}

private struct TwoLabelStack: UIViewRepresentable {
    func makeUIView(context: Context) -> UIStackView {
        let top = UILabel(), bottom = UILabel()
        top.text = "Top"
        bottom.text = "Bottom"
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = 10
        return stack
    }
    func updateUIView(_ uiView: UIStackView, context: Context) {}
}

final class UIKitRepresentableDrawingTests: XCTestCase {
    func testALabelWrapperDrawsItsTextCenteredInItsColorWithOneMakePerResolve() throws {
        try MainActor.assumeIsolated {
            GreetingLabel.made = 0
            let (image, nodes) = try screen(VStack { GreetingLabel(); Spacer() }) {
                XCTAssertEqual(GreetingLabel.made, 1, "makeUIView once for the render's one resolve")
            }
            let text = try XCTUnwrap(nodes.first { $0.text == "Hello from UIKit" })
            // UIColor.red is pure red; the text is centered on the 393 pt screen.
            let top = Int(text.frame[1] * 3), bottom = Int((text.frame[1] + text.frame[3]) * 3)
            let red = columns(image, rows: top..<bottom) { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 }
            XCTAssertFalse(red.isEmpty, "red glyphs")
            let middle = Double(red.first! + red.last!) / 2 / 3
            XCTAssertEqual(middle, 393 / 2, accuracy: 3, "centered")
        }
    }

    func testATextFieldWrapperDrawsItsPlaceholderInTheRoundedRectBorder() throws {
        try MainActor.assumeIsolated {
            let (image, nodes) = try picture(EmailField(text: .constant("")), width: 240)
            XCTAssertTrue(nodes.contains { $0.text == "Email address" })
            // The roundedRect chrome: 34 pt tall, a separator line at the edge, white inside.
            XCTAssertEqual(image.height, 34)
            XCTAssertEqual(rgba(image, 120, 2), [255, 255, 255, 255])
            XCTAssertNotEqual(rgba(image, 120, 0), [255, 255, 255, 255], "the border line")
            // placeholderText is (60, 60, 67) at 30 % over white: a light gray, not black.
            let gray = columns(image, rows: 8..<26) { $0[0] < 235 && $0[0] > 150 && $0[2] >= $0[0] }
            XCTAssertFalse(gray.isEmpty, "gray placeholder glyphs")
            XCTAssertLessThan(gray.first!, 20, "leading, inside the 7 pt inset")
            // With text, the text replaces the placeholder.
            let (_, filled) = try picture(EmailField(text: .constant("ann@example.com")), width: 240)
            XCTAssertTrue(filled.contains { $0.text == "ann@example.com" })
            XCTAssertFalse(filled.contains { $0.text == "Email address" })
        }
    }

    func testASearchBarWrapperDrawsTheSearchableField() throws {
        try MainActor.assumeIsolated {
            let (image, nodes) = try picture(NameSearchBar(), width: 300)
            XCTAssertTrue(nodes.contains { $0.text == "Search names" })
            XCTAssertEqual(image.height, 56, "the bar")
            // tertiarySystemFill (118, 118, 128, 30/255) over white inside the field; white
            // outside it (the 10 pt above, a minimal bar has no background).
            let fill = rgba(image, 150, 14)
            XCTAssertTrue(fill[0] > 225 && fill[0] < 245, "field fill \(fill)")
            XCTAssertEqual(rgba(image, 150, 4), [255, 255, 255, 255])
        }
    }

    func testAnUnknownUIViewIsStillTheNamedTile() throws {
        try MainActor.assumeIsolated {
            let (image, nodes) = try picture(PlainUIView().frame(height: 60), width: 120)
            XCTAssertTrue(nodes.contains { $0.text == "PlainUIView" })
            let corner = rgba(image, 2, 2)
            XCTAssertTrue(corner[0] < 250 && corner[0] > 220, "tile fill \(corner)")
            XCTAssertEqual(rgba(image, 118, 58), corner)
        }
    }

    func testAControllerWhoseViewIsALabelAndAStackOfLabelsDraw() throws {
        try MainActor.assumeIsolated {
            let (_, controller) = try picture(LabelControllerRepresentable(), width: 200)
            XCTAssertTrue(controller.contains { $0.text == "Controller label" })
            let (_, stack) = try picture(TwoLabelStack(), width: 200)
            let top = try XCTUnwrap(stack.first { $0.text == "Top" })
            let bottom = try XCTUnwrap(stack.first { $0.text == "Bottom" })
            XCTAssertEqual(bottom.frame[1] - (top.frame[1] + top.frame[3]), 10, accuracy: 0.01, "the stack's spacing")
        }
    }

    func testKeyboardNotificationNamesAndTheFrameKeyAreUIKits() {
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        let frame = CGRect(x: 0, y: 500, width: 393, height: 352)
        XCTAssertEqual(NSValue(cgRect: frame).cgRectValue, frame)
        XCTAssertEqual(NSAttributedString.Key.link.rawValue, "NSLink")
        XCTAssertEqual(IndexPath(row: 3, section: 1).row, 3)
    }
}
