import Foundation
@testable import SwatchXcodeProject
import XCTest

/// Finding a file's previews and their lines (so that a stale preview costs only itself), and
/// reading a failed build's first error per file (issue 46).
final class PreviewBlocksTests: XCTestCase {
    func testFindsMacroAndProviderPreviewsWithTheirLines() {
        let source = """
        import SwiftUI

        struct Card: View {
            var body: some View { Text("{ not a brace") }
        }

        #Preview("Dark card") {
            Card()
                .preferredColorScheme(.dark) // }
        }

        #Preview {
            Card()
        }

        @available(iOS 17, *)
        struct Card_Previews : PreviewProvider {
            static var previews: some View {
                Card() /* { */
            }
        }
        """
        let blocks = PreviewBlocks.find(in: source)
        XCTAssertEqual(blocks, [
            PreviewBlock(name: "Dark card", lines: 7...10),
            PreviewBlock(name: "Preview", lines: 12...14),
            PreviewBlock(name: "Card_Previews", lines: 16...21),
        ])
    }

    func testBracesInStringsAndInterpolationsDoNotCount() {
        let source = #"""
        #Preview {
            let raw = #"}"#
            let text = """
            }
            """
            Text("\(raw.count) }")
        }
        struct Other {}
        """#
        XCTAssertEqual(PreviewBlocks.find(in: source), [PreviewBlock(name: "Preview", lines: 1...7)])
    }

    func testSeveralProvidersAndConformanceLists() {
        let source = """
        struct A_Previews: PreviewProvider { static var previews: some View { A() } }
        public struct B: View, PreviewProvider {
            public var body: some View { Text("b") }
            public static var previews: some View { B() }
        }
        // #Preview { commented out }
        struct NotAPreview: View { var body: some View { EmptyView() } }
        """
        XCTAssertEqual(PreviewBlocks.find(in: source).map(\.name), ["A_Previews", "B"])
        XCTAssertEqual(PreviewBlocks.find(in: source).map(\.lines), [1...1, 2...5])
    }

    func testBlankingKeepsLineNumbers() {
        let source = "a\nb\nc\nd"
        XCTAssertEqual(PreviewBlocks.blanking([2...3], in: source), "a\n\n\nd")
    }

    func testFirstErrorPerFile() {
        let sources = URL(fileURLWithPath: "/tmp/out/Sources/App")
        let project = URL(fileURLWithPath: "/tmp/proj")
        let output = """
        [3/9] Compiling App Card.swift
        /tmp/out/Sources/App/Views/Card.swift:12:9: error: missing argument for parameter 'title' in call
        /tmp/out/Sources/App/Views/Card.swift:20:1: error: a second error
        /tmp/out/Sources/App/Model/Store.swift:3:8: error: no such module 'FirebaseFirestore'
        /tmp/out/.build/checkouts/Pkg/Sources/Pkg/X.swift:1:1: error: cannot find 'UIView' in scope
        /tmp/out/Sources/App/Views/Card.swift:12:9: note: a note
        error: fatalError
        """
        let errors = BuildDiagnostics.firstErrors(in: output, sources: sources, projectFolder: project)
        XCTAssertEqual(errors, [
            BuildError(path: "Views/Card.swift", line: 12, message: "missing argument for parameter 'title' in call", isAppFile: true, column: 9),
            BuildError(path: "Model/Store.swift", line: 3, message: "no such module 'FirebaseFirestore'", isAppFile: true, column: 8),
            BuildError(path: "/tmp/out/.build/checkouts/Pkg/Sources/Pkg/X.swift", line: 1, message: "cannot find 'UIView' in scope", isAppFile: false, column: 1),
        ])
        XCTAssertEqual(BuildDiagnostics.firstPlainError(in: "warning: x\nerror: link failed\n"), "error: link failed")
    }
}
