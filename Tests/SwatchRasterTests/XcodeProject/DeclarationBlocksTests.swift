@testable import SwatchXcodeProject
import XCTest

/// The declaration left out for an error outside any body (issue 46): the innermost member or
/// top-level one, with its doc comment and attributes, only when it has its lines to itself.
final class DeclarationBlocksTests: XCTestCase {
    private let source = """
        import SwiftUI
        import MessageUI

        /// What the mail sheet is filled with.
        struct MailDraft {
            let subject: String
        }

        /// The system's mail sheet.
        struct MailSheet: UIViewControllerRepresentable {
            let draft: MailDraft
            @MainActor
            func makeUIViewController(context: Context) -> MFMailComposeViewController {
                MFMailComposeViewController()
            }
            func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        }
        struct A {}; struct B: Missing {}

        #Preview { Text("x") }
        """

    func testTheInnermostDeclarationWithItsDocCommentAndAttributes() throws {
        // The return type of a method: the method, with its attribute line.
        let method = try XCTUnwrap(DeclarationBlocks.declaration(at: 13, column: 53, in: source))
        XCTAssertEqual(method.name, "func makeUIViewController(context:)")
        XCTAssertEqual(method.lines, 12...15)
        // The conformance: the whole type, with its doc comment.
        let type = try XCTUnwrap(DeclarationBlocks.declaration(at: 10, column: 19, in: source))
        XCTAssertEqual(type.name, "struct MailSheet")
        XCTAssertEqual(type.lines, 9...17)
        // An import of a module nothing provides.
        XCTAssertEqual(DeclarationBlocks.declaration(at: 2, column: 8, in: source), LeftOutDeclaration(name: "import MessageUI", lines: 2...2))
        XCTAssertEqual(DeclarationBlocks.declaration(at: 6, column: 17, in: source)?.name, "let subject")
    }

    /// Harbour's settings keep `AppIconMenu` in a `private extension` inside `#if os(iOS)`:
    /// its failing `let tip` goes alone, not the whole `#if` block with the view.
    func testADeclarationInsideATopLevelIfBlockGoesAlone() throws {
        let text = """
            import SwiftUI

            #if os(iOS)
            private extension Settings {
                struct AppIconMenu: View {
                    private let tip = Settings.AppIconTip()
                    var body: some View { Text("Icon") }
                }
            }
            #endif
            """
        let found = try XCTUnwrap(DeclarationBlocks.declaration(at: 6, column: 27, in: text))
        XCTAssertEqual(found.name, "let tip")
        XCTAssertEqual(found.lines, 6...6)
        XCTAssertEqual(DeclarationBlocks.declaration(at: 4, column: 5, in: text)?.name, "extension Settings")
    }

    func testNothingForSharedLinesPreviewsAndEmptySpace() {
        XCTAssertNil(DeclarationBlocks.declaration(at: 18, column: 32, in: source), "struct B shares its line with struct A")
        XCTAssertNil(DeclarationBlocks.declaration(at: 20, column: 12, in: source), "a #Preview is left out as a preview")
        XCTAssertNil(DeclarationBlocks.declaration(at: 3, column: 1, in: source))
    }

    func testBlankingKeepsTheRestAndItsLines() throws {
        let type = try XCTUnwrap(DeclarationBlocks.declaration(at: 10, column: 19, in: source))
        let blanked = PreviewBlocks.blanking([type.lines], in: source)
        XCTAssertEqual(blanked.split(separator: "\n", omittingEmptySubsequences: false).count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(blanked.contains("struct MailDraft {"))
        XCTAssertFalse(blanked.contains("MailSheet"))
    }
}

/// A line above that starts with an attribute is another declaration (issue 46: Harbour's
/// editor lost `dismiss`, `backingText` and `text` with its failing `selection`).
final class DeclarationBlocksAttributeLinesTests: XCTestCase {
    func testTheDeclarationsAboveStayEvenWhenTheyStartWithAnAttribute() throws {
        let source = """
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text: String
                /// The caret.
                @State private var selection: TextSelection?
                @ScaledMetric(relativeTo: .body)
                private var fontSize: Double = 12
            }
            """
        XCTAssertEqual(DeclarationBlocks.declaration(at: 5, column: 35, in: source),
                       LeftOutDeclaration(name: "var selection", lines: 4...5), "its doc comment only")
        XCTAssertEqual(DeclarationBlocks.declaration(at: 7, column: 26, in: source),
                       LeftOutDeclaration(name: "var fontSize", lines: 6...7), "an attribute on its own line is the node's own")
    }
}
