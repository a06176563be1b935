@testable import SwatchRaster
import XCTest

/// `scrollBounceBehavior`, `contentMargins` and `focusEffectDisabled` compile with SwiftUI's
/// signatures and leave a still unchanged (contentMargins is inert here, §5.19).
final class ScrollBehaviorTests: XCTestCase {
    func testScrollSettingsLeaveThePictureUnchanged() throws {
        let scroll = ScrollView { VStack { ForEach(0..<5) { Text("Row \($0)") } } }.frame(width: 200, height: 120)
        let plain = try render(scroll).pixelHash
        XCTAssertEqual(try render(scroll.scrollBounceBehavior(.basedOnSize)).pixelHash, plain)
        XCTAssertEqual(try render(scroll.scrollBounceBehavior(.always, axes: [.horizontal, .vertical])).pixelHash, plain)
        XCTAssertEqual(try render(scroll.contentMargins(.horizontal, 20, for: .scrollContent)).pixelHash, plain)
        XCTAssertEqual(try render(scroll.contentMargins(16)).pixelHash, plain)
        XCTAssertEqual(try render(scroll.contentMargins(.all, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).pixelHash, plain)
        XCTAssertEqual(try render(scroll.focusEffectDisabled()).pixelHash, plain)
    }
}
