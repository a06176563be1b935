@testable import SwatchXcodeProject
import XCTest

/// A property wrapper of a package that cannot be fetched (issue 46: pompaddo's
/// `@CloudStorage`): its attribute and the property's `private` are blanked in place, the
/// property stays.
final class UnknownPropertyWrappersTests: XCTestCase {
    private let source = """
        struct TaskCheckBoxView: View {
            @Bindable var task: Todo
            @CloudStorage("bujoCheckboxes") var bujoCheckboxes: Bool = false
            @CloudStorage("timerSaveUnifinished") private var timerSaveUnfinished: Bool = false
            @CloudStorage("estimate") var estimate: Double
        }
        """

    func testTheAttributeAndPrivateGoTheLineStays() throws {
        XCTAssertTrue(UnknownPropertyWrappers.isUnknownAttribute("unknown attribute 'CloudStorage'"))
        let once = try XCTUnwrap(UnknownPropertyWrappers.blanking(.init(line: 4, column: 6), in: source))
        let lines = once.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(String(lines[3]), "    " + String(repeating: " ", count: 38) + String(repeating: " ", count: 8) + "var timerSaveUnfinished: Bool = false")
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(once.count, source.count, "spaces in place: every column stays")
        let both = UnknownPropertyWrappers.blanking([.init(line: 3, column: 6), .init(line: 4, column: 6)], in: source)
        XCTAssertFalse(both.contains("bujoCheckboxes\")"))
        XCTAssertTrue(both.contains("var bujoCheckboxes: Bool = false"))
        // No default value: the wrapper was its only source of one, so this does not apply.
        XCTAssertNil(UnknownPropertyWrappers.blanking(.init(line: 5, column: 6), in: source))
        XCTAssertNil(UnknownPropertyWrappers.blanking(.init(line: 2, column: 20), in: source), "not on an attribute")
    }

    /// Firestore's `@DocumentID var id: String?` (Basic Car Maintenance): an optional `var`
    /// starts as nil, so its attribute goes and the property stays; an optional `let` has no
    /// such default and is left to the file's other repairs.
    func testAnOptionalVarKeepsItsImplicitNil() throws {
        let model = """
            struct Vehicle: Identifiable {
                @DocumentID var id: String?
                @DocumentID let key: String?
                @ServerTimestamp var created: Date!
            }
            """
        let blanked = try XCTUnwrap(UnknownPropertyWrappers.blanking(.init(line: 2, column: 6), in: model))
        XCTAssertTrue(blanked.contains("            var id: String?"), blanked)
        XCTAssertNil(UnknownPropertyWrappers.blanking(.init(line: 3, column: 6), in: model), "a let has no implicit nil")
        XCTAssertNotNil(UnknownPropertyWrappers.blanking(.init(line: 4, column: 6), in: model), "an implicitly unwrapped optional starts as nil too")
    }
}
