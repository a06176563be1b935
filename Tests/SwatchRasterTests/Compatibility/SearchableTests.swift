@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// `searchable(text:placement:prompt:)` (issue 24): the field under the large title, with its
/// prompt, the text when there is some, and nothing outside a navigation container. Its
/// sizes are approximations (see Controls/Searchable.swift).
final class SearchableTests: XCTestCase {
    private func screen(_ text: String, prompt: String? = nil) -> some View {
        NavigationStack {
            Group {
                if let prompt {
                    Color.white.searchable(text: .constant(text), prompt: prompt)
                } else {
                    Color.white.searchable(text: .constant(text))
                }
            }
            .navigationTitle("Fruits")
        }
        .frame(width: 390, height: 400)
    }

    func testTheFieldSitsUnderTheLargeTitleWithItsPrompt() throws {
        let renderer = ImageRenderer(content: screen(""))
        let texts = try LayoutDump(json: renderer.layoutJSON()).nodes.filter { $0.kind == "Text" }
        let prompt = try XCTUnwrap(texts.first { $0.text == "Search" })
        // Below the 44 + 52 pt bar, inside the 36 pt field.
        XCTAssertGreaterThan(prompt.frame[1], 96)
        XCTAssertLessThan(prompt.frame[1] + prompt.frame[3], 96 + 36)
        let image = try renderer.render()
        // The field's gray at its right end (no text there), white below it.
        let field = image[370, 114], below = image[370, 150]
        XCTAssertLessThan(field.r, 250)
        XCTAssertEqual([below.r, below.g, below.b], [255, 255, 255])
    }

    func testPromptAndTextReplaceTheDefault() throws {
        let prompted = try LayoutDump(json: ImageRenderer(content: screen("", prompt: "Find a fruit")).layoutJSON()).nodes
        XCTAssertTrue(prompted.contains { $0.text == "Find a fruit" })
        XCTAssertFalse(prompted.contains { $0.text == "Search" })
        let typed = try LayoutDump(json: ImageRenderer(content: screen("kiwi")).layoutJSON()).nodes
        XCTAssertTrue(typed.contains { $0.text == "kiwi" })
    }

    func testNothingIsDrawnOutsideANavigationContainer() throws {
        let plain = try render(Color.white.frame(width: 100, height: 60), background: .white)
        let searchable = try render(Color.white.frame(width: 100, height: 60).searchable(text: .constant("")), background: .white)
        XCTAssertEqual(plain.pixelHash, searchable.pixelHash)
    }
}
