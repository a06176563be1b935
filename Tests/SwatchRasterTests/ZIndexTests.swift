@testable import SwatchRaster
import XCTest

/// `.zIndex`: a ZStack draws its children in ascending zIndex, ties in declaration order
/// (Apple, `zIndex(_:)`: "views with higher values placed in front of views with lower").
final class ZIndexTests: XCTestCase {
    func testHigherZIndexIsDrawnInFront() throws {
        let plain = ZStack { Color.red; Color.blue }.frame(width: 10, height: 10)
        XCTAssertEqual(try render(plain).rgba(5, 5), [0, 122, 255, 255], "the later child is in front")
        let raised = ZStack { Color.red.zIndex(1); Color.blue }.frame(width: 10, height: 10)
        XCTAssertEqual(try render(raised).rgba(5, 5), [255, 59, 48, 255])
        // The trait passes up through modifiers around the view.
        let wrapped = ZStack { Color.red.zIndex(1).padding(0).opacity(1); Color.blue }.frame(width: 10, height: 10)
        XCTAssertEqual(try render(wrapped).rgba(5, 5), [255, 59, 48, 255])
    }

    func testTiesKeepDeclarationOrderAndNegativeGoesBack() throws {
        let ties = ZStack { Color.red.zIndex(2); Color.green.zIndex(2); Color.blue.zIndex(1) }.frame(width: 10, height: 10)
        XCTAssertEqual(try render(ties).rgba(5, 5), [52, 199, 89, 255])
        let back = ZStack { Color.red; Color.blue.zIndex(-1) }.frame(width: 10, height: 10)
        XCTAssertEqual(try render(back).rgba(5, 5), [255, 59, 48, 255])
    }

    func testOrderDoesNotChangeFrames() throws {
        let small = Color.red.frame(width: 4, height: 4)
        let root = try layOut(ZStack(alignment: .topLeading) { small.zIndex(1); Color.blue.frame(width: 10, height: 6) })
        assertFrame(root.frame, 0, 0, 10, 6)
    }
}
