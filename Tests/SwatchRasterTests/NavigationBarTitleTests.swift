@testable import SwatchRaster
import XCTest

/// `navigationBarTitle`, the iOS 13 spelling, draws exactly as `navigationTitle` (with
/// `navigationBarTitleDisplayMode` for its `displayMode:` form).
final class NavigationBarTitleTests: XCTestCase {
    private func screen<V: View>(_ content: V) throws -> RasterImage {
        try render(NavigationStack { content }, width: 390, height: 300, background: .white)
    }

    func testEachFormDrawsAsNavigationTitle() throws {
        let modern = try screen(Text("Body").navigationTitle("Inbox")).pixelHash
        XCTAssertNotEqual(modern, try screen(Text("Body")).pixelHash, "the title must draw something")
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle("Inbox")).pixelHash, modern)
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle(Text("Inbox"))).pixelHash, modern)
        let name: Substring = "Inbox"
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle(name)).pixelHash, modern)
    }

    func testDisplayModeFormMatchesTheTwoModernModifiers() throws {
        let inline = try screen(Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)).pixelHash
        let large = try screen(Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.large)).pixelHash
        XCTAssertNotEqual(inline, large)
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle("Inbox", displayMode: .inline)).pixelHash, inline)
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle(Text("Inbox"), displayMode: .large)).pixelHash, large)
        let name = "Inbox"
        XCTAssertEqual(try screen(Text("Body").navigationBarTitle(name, displayMode: .inline)).pixelHash, inline)
    }
}
