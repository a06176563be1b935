import Foundation
@testable import SwatchXcodeProject
import XCTest

/// The copy of a file with Objective-C wiring (issue 46): the smallest change that builds on
/// Linux, each line kept where it was, comments and strings untouched.
final class ObjectiveCWiringTests: XCTestCase {
    func testWiringIsRewrittenOnItsOwnLines() throws {
        let source = """
        @objcMembers final class Watcher: NSObject {
            @objc dynamic var count = 0
            @IBOutlet weak var banner: UIView?
            @NSManaged public var title: String?
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: #selector(refresh(_:)), name: .init("R"), object: nil)
                button.addTarget(self, action: #selector (getter: Watcher.count), for: .touchUpInside)
            }
            @objc(refreshWithNote:) func refresh(_ note: Notification) {}
            // @objc in a comment, #selector(comment) too
            let text = "@objc #selector(string) @NSManaged"
        }
        """
        let result = try XCTUnwrap(ObjectiveCWiring.rewrite(source))
        XCTAssertEqual(result.text, """
        final class Watcher: NSObject {
            dynamic var count = 0
            weak var banner: UIView?
            @_NSManaged public var title: String?
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: Selector("refresh(_:)"), name: .init("R"), object: nil)
                button.addTarget(self, action: Selector("getter: Watcher.count"), for: .touchUpInside)
            }
            func refresh(_ note: Notification) {}
            // @objc in a comment, #selector(comment) too
            let text = "@objc #selector(string) @NSManaged"
        }
        """)
        XCTAssertEqual(result.changes, ObjectiveCWiring.Changes(objcAttributes: 3, outlets: 1, selectors: 2, managed: 1))
        XCTAssertEqual(result.changes.description,
                       "@objc ×3 removed, @IBOutlet ×1 removed, #selector ×2 as Selector(\"…\"), @NSManaged ×1 as @_NSManaged")
        XCTAssertEqual(result.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    func testFilesWithoutWiringAreLinkedAsTheyAre() {
        XCTAssertNil(ObjectiveCWiring.rewrite("struct A { var objcCount = 0 }"))
        XCTAssertNil(ObjectiveCWiring.rewrite("// @objc only in a comment\nlet a = 1"))
        XCTAssertNil(SourceRewrite("struct A {}").text)
    }

    func testBothRewritesCombineWithANoteEach() throws {
        let rewrite = SourceRewrite("#if os(iOS)\n@objc func tap() {}\n#endif")
        XCTAssertEqual(rewrite.text, "#if (os(iOS) || os(Linux))\nfunc tap() {}\n#endif")
        XCTAssertEqual(rewrite.notes.count, 2)
        XCTAssertTrue(rewrite.notes[1].hasPrefix("@objc ×1 removed"))
        XCTAssertEqual(SourceRewrite("#if os(iOS)\n#endif", iOSConditions: false).text, nil)
    }
}
