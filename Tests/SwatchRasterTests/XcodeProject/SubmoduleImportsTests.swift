@testable import SwatchXcodeProject
import XCTest

/// Imports of Apple frameworks' Clang submodules, made whole (issue 46: Nuke, Then, os.log).
final class SubmoduleImportsTests: XCTestCase {
    func testSubmodulesOfOurModulesAreMadeWholeOnTheirLines() throws {
        let source = """
            import Foundation
            import UIKit.UIGeometry
            @preconcurrency import os.log
            import struct UIKit.UIImage
            public import UIKit.UIApplication
            import Darwin.C
            let x = 1 // import UIKit.UIView
            """
        let rewritten = try XCTUnwrap(SubmoduleImports.rewrite(source))
        XCTAssertEqual(rewritten.count, 3)
        XCTAssertEqual(rewritten.text, """
            import Foundation
            import UIKit
            @preconcurrency import os
            import struct UIKit.UIImage
            public import UIKit
            import Darwin.C
            let x = 1 // import UIKit.UIView
            """, "declaration imports, modules that are not ours and comments stay")
        XCTAssertNil(SubmoduleImports.rewrite("import UIKit\nimport SwiftUI\n"))
        XCTAssertEqual(SourceRewrite("import os.signpost\n").notes, ["import of a submodule ×1 made whole (Apple's frameworks are Swift modules here)"])
    }
}
