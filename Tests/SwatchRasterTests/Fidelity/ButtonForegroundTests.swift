@testable import SwatchRaster
import XCTest

/// A foreground style set on a container colors a default-style `Button`'s label, as on iOS
/// (Apple's `foregroundStyle(_:)` docs: the style applies to the views inside; a borderless
/// button tints its label only when no foreground style is set: Apple's sample
/// `Button("Sign In") { }.foregroundStyle(.black)`, and iOS screenshots of real views).
final class ButtonForegroundTests: XCTestCase {
    /// The darkest pixel of a rendered button label.
    private func inkColor<V: View>(_ view: V) throws -> [UInt8] {
        let image = try render(view, scale: 2, background: .white)
        var best = [UInt8](repeating: 255, count: 4), bestSum = Int.max
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.rgba(x, y)
            let sum = Int(p[0]) + Int(p[1]) + Int(p[2])
            if sum < bestSum { bestSum = sum; best = p }
        } }
        return best
    }

    func testContainerForegroundColorReachesADefaultButton() throws {
        let ink = try inkColor(VStack { Button("Continue") {} }.foregroundColor(.black))
        XCTAssertLessThan(Int(ink[2]), 60, "black, not the blue tint: \(ink)")
    }

    func testForegroundStyleReachesABorderlessButton() throws {
        let ink = try inkColor(Button("Continue") {}.buttonStyle(.borderless).foregroundStyle(Color.red))
        XCTAssertGreaterThan(Int(ink[0]), 200, "red, not blue: \(ink)")
        XCTAssertLessThan(Int(ink[2]), 90, "red, not blue: \(ink)")
    }

    func testWithoutAForegroundStyleTheLabelIsTinted() throws {
        let ink = try inkColor(Button("Continue") {})
        XCTAssertGreaterThan(Int(ink[2]), 200, "the accent blue: \(ink)")
        XCTAssertLessThan(Int(ink[0]), 80)
    }

    func testDestructiveButtonsStayRed() throws {
        let ink = try inkColor(Button("Delete", role: .destructive) {}.foregroundColor(.black))
        XCTAssertGreaterThan(Int(ink[0]), 200, "red: \(ink)")
    }
}
