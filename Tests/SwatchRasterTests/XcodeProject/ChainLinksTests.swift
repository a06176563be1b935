import Foundation
@testable import SwatchXcodeProject
import XCTest

/// One modifier that names a missing API is left out of a view's body, which otherwise
/// stays (Clendar's `.whatsNewSheet()` from a package that cannot be fetched; Harbour's
/// `.textRenderer(…)`), instead of stubbing the whole body.
final class ChainLinksTests: XCTestCase {
    let source = """
    import SwiftUI

    struct Framed: ViewModifier {
        func body(content: Content) -> some View {
            content
                .whatsNewSheet()
                .overlay {
                    Text("Hi").textRenderer(Wavy(amount: 2))
                }
                .padding(8)
        }
    }

    struct Model {
        func total() -> Int {
            values.reduce(0, +).missing()
        }
    }
    """

    func testFindsTheLinkAroundAnErrorInAnOpaqueBody() throws {
        // The error at `.whatsNewSheet` (line 6, column 14: its name).
        let sheet = try XCTUnwrap(ChainLinks.link(at: 6, column: 14, in: source))
        XCTAssertEqual(sheet.position, ChainLinks.Position(line: 6, column: 13))
        XCTAssertEqual(sheet.text, ".whatsNewSheet()")
        // Inside the overlay's closure: the innermost link, `.textRenderer`, not the overlay.
        let renderer = try XCTUnwrap(ChainLinks.link(at: 8, column: 35, in: source))
        XCTAssertEqual(renderer.text, ".textRenderer(…)")
        // In the base of a chain (`content`) there is no link of its own.
        XCTAssertNil(ChainLinks.link(at: 5, column: 9, in: source))
        // A function that returns a value, not an opaque type: its body is stubbed instead.
        XCTAssertNil(ChainLinks.link(at: 16, column: 33, in: source))
    }

    func testDroppingKeepsEveryLineAndColumn() throws {
        let sheet = try XCTUnwrap(ChainLinks.link(at: 6, column: 14, in: source))
        let renderer = try XCTUnwrap(ChainLinks.link(at: 8, column: 35, in: source))
        let dropped = ChainLinks.dropping([sheet.position, renderer.position], in: source)
        let lines = dropped.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count)
        XCTAssertEqual(lines[5].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[7].trimmingCharacters(in: .whitespaces), "Text(\"Hi\")")
        XCTAssertEqual(lines[9].trimmingCharacters(in: .whitespaces), ".padding(8)")
        XCTAssertEqual(dropped.utf8.count, source.utf8.count)

        // Through a body entry that keeps its code.
        let body = try XCTUnwrap(BodyStubs.body(at: 6, column: 14, in: source)).droppingLink(at: sheet.position)
        XCTAssertFalse(body.isStub)
        let written = BodyStubs.stubbing([body], in: source) { _ in "unused" }
        XCTAssertFalse(written.contains("whatsNewSheet"))
        XCTAssertTrue(written.contains(".overlay {"))
        XCTAssertFalse(written.contains("fatalError"))
    }

    /// Harbour's content view puts a package's modifier in a `#if os(iOS)` of its chain: that
    /// link alone goes, as `.self`, so the clause stays non-empty and the links after `#endif`
    /// keep their base; an implicit member in its arguments is never a link of its own.
    func testALinkThatBeginsAnIfConfigClauseBecomesSelf() throws {
        let chained = """
        import SwiftUI

        struct Root: View {
            var body: some View {
                Text("x")
                    .animation(.default, value: 1)
                    #if os(iOS)
                    .indicatorOverlay(model: indicators, insets: .init(top: 4))
                    #elseif os(macOS)
                    .indicatorOverlay(model: indicators, insets: .init(top: 8))
                    #endif
                    .sheet(isPresented: $shown) { Text("y") }
            }
        }
        """
        // The error at `indicatorOverlay` (line 8, column 14).
        let overlay = try XCTUnwrap(ChainLinks.link(at: 8, column: 14, in: chained))
        XCTAssertEqual(overlay.text, ".indicatorOverlay(…)")
        XCTAssertEqual(overlay.position, ChainLinks.Position(line: 8, column: 13))
        // Inside its argument, `.init(top: 4)` is an argument, not a link: the overlay goes.
        XCTAssertEqual(try XCTUnwrap(ChainLinks.link(at: 8, column: 60, in: chained)).position, overlay.position)
        let dropped = ChainLinks.dropping([overlay.position], in: chained)
        let lines = dropped.components(separatedBy: "\n")
        XCTAssertEqual(lines[7].trimmingCharacters(in: .whitespaces), ".self")
        XCTAssertEqual(dropped.utf8.count, chained.utf8.count)
        XCTAssertEqual(lines[11].trimmingCharacters(in: .whitespaces), ".sheet(isPresented: $shown) { Text(\"y\") }")
    }

    /// A static call on a type inside a modifier's arguments is not a link: the modifier holding
    /// it goes instead (SwiftTermApp's `.brightness(Connections.lookupActiveSession(…) != nil
    /// ? 0 : 0.6)`, once `lookupActiveSession` was left out with its UIKit-only type).
    func testAStaticCallOnATypeIsNoLink() throws {
        let dimmed = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Image(systemName: "server.rack")
                    .brightness(Connections.lookupActiveSession(host: host) != nil ? 0 : 0.6)
            }
        }
        """
        // The error at `lookupActiveSession` (line 6, column 38).
        let link = try XCTUnwrap(ChainLinks.link(at: 6, column: 38, in: dimmed))
        XCTAssertEqual(link.text, ".brightness(…)")
    }
}
