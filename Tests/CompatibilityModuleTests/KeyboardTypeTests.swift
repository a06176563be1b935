import SwiftUI
import UIKit
import XCTest

/// `.keyboardType(_:)` with UIKit's `UIKeyboardType`: compiles as on iOS and leaves the
/// picture unchanged (nothing is typed in a still).
final class KeyboardTypeTests: XCTestCase {
    func testKeyboardTypeLeavesTheFieldUnchanged() throws {
        try MainActor.assumeIsolated {
            let plain = try ImageRenderer(content: TextField("Amount", text: .constant("12")).frame(width: 200)).render().pixelHash
            for type: UIKeyboardType in [.default, .decimalPad, .emailAddress, .URL, .numberPad] {
                let typed = TextField("Amount", text: .constant("12")).keyboardType(type).frame(width: 200)
                XCTAssertEqual(try ImageRenderer(content: typed).render().pixelHash, plain, "\(type)")
            }
        }
    }

    func testRawValuesFollowUIKit() {
        MainActor.assumeIsolated {
            // UIKit's declaration order: default 0 … decimalPad 8, webSearch 10; alphabet is asciiCapable.
            XCTAssertEqual(UIKeyboardType.default.rawValue, 0)
            XCTAssertEqual(UIKeyboardType.decimalPad.rawValue, 8)
            XCTAssertEqual(UIKeyboardType.webSearch.rawValue, 10)
            XCTAssertEqual(UIKeyboardType.alphabet, .asciiCapable)
        }
    }
}
