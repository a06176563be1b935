@testable import SwatchRaster
import XCTest

/// `menuStyle`: a closed menu draws the same in every style.
final class MenuStyleTests: XCTestCase {
    func testEveryStyleDrawsTheClosedMenu() throws {
        let menu = Menu("Sort") { Button("Name") {} }
        let plain = try render(menu).pixelHash
        XCTAssertEqual(try render(menu.menuStyle(.automatic)).pixelHash, plain)
        XCTAssertEqual(try render(menu.menuStyle(.button)).pixelHash, plain)
        XCTAssertEqual(try render(menu.menuStyle(.borderlessButton)).pixelHash, plain)
        XCTAssertEqual(try render(menu.menuStyle(DefaultMenuStyle())).pixelHash, plain)
    }
}
