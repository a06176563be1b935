@testable import SwatchXcodeProject
import XCTest

/// Back-ports that iOS obsoletes, left out (issue 46: swift-perception's `Bindable` made
/// try! Swift Tokyo's `@Bindable var store` ambiguous).
final class ObsoletedOnIOSTests: XCTestCase {
    func testDeclarationsObsoletedOnIOSBecomeBlanksOnTheirLines() throws {
        let source = """
            #if canImport(SwiftUI)
              import SwiftUI
              /// A back-port.
              @available(
                iOS,
                introduced: 13,
                obsoleted: 17,
                message: "Use SwiftUI's"
              )
              @propertyWrapper
              public struct Bindable<Value> {
                public var wrappedValue: Value
              }
            #endif
            @available(iOS, introduced: 13, obsoleted: 17)
            extension Bindable { func x() {} }
            @available(iOS, deprecated: 17)
            public func kept() {}
            @available(macOS, obsoleted: 14)
            public func alsoKept() {}
            """
        let rewritten = try XCTUnwrap(ObsoletedOnIOS.rewrite(source))
        XCTAssertEqual(rewritten.count, 2)
        let lines = rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count, "every line stays where it was")
        XCTAssertFalse(rewritten.text.contains("struct Bindable"))
        XCTAssertFalse(rewritten.text.contains("extension Bindable"))
        XCTAssertTrue(rewritten.text.contains("  /// A back-port."), "the doc comment is trivia, and harmless")
        XCTAssertTrue(rewritten.text.contains("public func kept() {}"), "deprecated is not obsoleted")
        XCTAssertTrue(rewritten.text.contains("public func alsoKept() {}"), "only iOS counts: Linux stands for iOS")
        XCTAssertTrue(rewritten.text.contains("#endif"))
        XCTAssertNil(ObsoletedOnIOS.rewrite("@available(iOS 17, *)\nstruct New {}\n"))
        XCTAssertEqual(SourceRewrite(source).notes, ["declaration obsoleted on iOS ×2 left out (a back-port that our SwiftUI, the newest iOS, replaces)"])
    }
}
