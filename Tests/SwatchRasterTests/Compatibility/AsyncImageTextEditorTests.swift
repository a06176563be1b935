import Foundation
@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// `AsyncImage` and `TextEditor` (issue 24). A render never waits on a network: a remote
/// URL draws the placeholder phase; a local PNG's `file:` URL is loaded at once.
final class AsyncImageTextEditorTests: XCTestCase {
    private let remote = URL(string: "https://example.com/avatar.png")

    func testARemoteURLDrawsItsPlaceholder() throws {
        let image = try render(AsyncImage(url: remote) { image in image.resizable() } placeholder: { Color.red }
            .frame(width: 10, height: 10), background: .white)
        XCTAssertEqual(image[5, 5].r, 255)
        XCTAssertEqual(image[5, 5].g, 59)  // systemRed
    }

    func testTheStandardPlaceholderFillsTheOfferedSpaceInGray() throws {
        let image = try render(AsyncImage(url: remote).frame(width: 10, height: 10), background: .white)
        let p = image[5, 5]
        XCTAssertLessThan(p.r, 250, "a gray fill, not the white background")
        XCTAssertEqual(p.r, p.g)
    }

    func testAFileURLLoadsThePNGAsTheSuccessPhase() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("async-\(UUID().uuidString).png")
        try RasterImage(width: 2, height: 2, scale: 1, pixels: Array(repeating: [0, 0, 255, 255], count: 4).flatMap { $0 }).writePNG(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var phases: [String] = []
        let view = AsyncImage(url: file) { phase -> AnyView in
            switch phase {
            case .success(let image): phases.append("success"); return AnyView(image.resizable())
            case .empty: phases.append("empty"); return AnyView(Color.red)
            case .failure: phases.append("failure"); return AnyView(Color.green)
            @unknown default: return AnyView(Color.green)
            }
        }
        let image = try render(view.frame(width: 8, height: 8), background: .white)
        XCTAssertEqual([image[4, 4].r, image[4, 4].g, image[4, 4].b], [0, 0, 255])
        XCTAssertEqual(Set(phases), ["success"])
        // A missing file is the failure phase.
        let missing = try render(AsyncImage(url: file.appendingPathExtension("gone")) { phase in
            if phase.error != nil { Color.green } else { Color.red }
        }.frame(width: 4, height: 4), background: .white)
        XCTAssertEqual(missing[2, 2].g, 199)  // systemGreen
    }

    func testTextEditorDrawsItsTextTopLeadingWithUITextViewInsets() throws {
        let renderer = ImageRenderer(content: TextEditor(text: .constant("Notes")).frame(width: 200, height: 120))
        let json = try renderer.layoutJSON()
        let text = try XCTUnwrap(try LayoutDump(json: json).nodes.first { $0.kind == "Text" })
        XCTAssertEqual(text.frame[0], 5, accuracy: 0.01)  // lineFragmentPadding
        XCTAssertEqual(text.frame[1], 8, accuracy: 0.01)  // textContainerInset.top
        let image = try renderer.render()
        XCTAssertEqual(image.height, 120)
    }

    /// iOS 18's editor bound to a selection (Harbour's text editor) draws as the plain one:
    /// a still shows no caret or highlight.
    func testTextEditorWithASelectionDrawsAsWithout() throws {
        let text = "services:\n  web: nginx"
        let selection = TextSelection(range: text.startIndex..<text.index(text.startIndex, offsetBy: 8))
        let selected = try ImageRenderer(content: TextEditor(text: .constant(text), selection: .constant(selection)).frame(width: 200, height: 120)).render()
        let plain = try ImageRenderer(content: TextEditor(text: .constant(text)).frame(width: 200, height: 120)).render()
        XCTAssertEqual(selected.pixelHash, plain.pixelHash)
        XCTAssertFalse(selection.isInsertion)
        XCTAssertTrue(TextSelection(insertionPoint: text.endIndex).isInsertion)
        XCTAssertEqual(TextSelection(ranges: RangeSet(text.startIndex..<text.endIndex)).indices, .multiSelection(RangeSet(text.startIndex..<text.endIndex)))
    }
}
