// A user's file as written for iOS: `import SwiftUI` and `import CoreGraphics`, nothing else.
import CoreGraphics
import SwiftUI
import XCTest

final class ImportTests: XCTestCase {
    func testCanImportSwiftUIIsTrue() {
        MainActor.assumeIsolated {
            // Packages that wrap everything in `#if canImport(SwiftUI)` must see their code.
            #if canImport(SwiftUI)
            let seen = true
            #else
            let seen = false
            #endif
            XCTAssertTrue(seen)
        }
    }

    func testCoreGraphicsTypesHaveOneDefinition() {
        MainActor.assumeIsolated {
            // These names resolve without qualification: if the engine still declared its own
            // copies beside the CoreGraphics module, this file would not compile (ambiguity).
            let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
            XCTAssertEqual(CGPoint(x: 1, y: 1).applying(transform), CGPoint(x: 12, y: 2))
            XCTAssertEqual(CGVector(dx: 3, dy: 4).dx, 3)
            let style = StrokeStyle(lineWidth: 2, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel)
            XCTAssertEqual(style.lineCap, .round)
            // The engine's API and the module's type are the same type.
            let effect = Rectangle().transformEffect(transform)
            _ = effect
        }
    }

    func testGeometryDebugDescriptions() {
        MainActor.assumeIsolated {
            // Apple's CoreGraphics prints these as `(x, y)`, `(w, h)` and `(x, y, w, h)`.
            XCTAssertEqual(CGPoint(x: 1, y: 2).debugDescription, "(1.0, 2.0)")
            XCTAssertEqual(CGSize(width: 3, height: 4).debugDescription, "(3.0, 4.0)")
            XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription, "(1.0, 2.0, 3.0, 4.0)")
            XCTAssertEqual(CGVector(dx: 5, dy: 6).debugDescription, "(5.0, 6.0)")
        }
    }
}
