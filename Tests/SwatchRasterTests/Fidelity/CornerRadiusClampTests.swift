@testable import SwatchRaster
import XCTest

/// A corner radius above half the shorter side is clamped to it, so the corners stay
/// circular and the shape becomes a capsule (issue 37): a calculator's wide "0" key is a
/// capsule on iOS. Before, each axis was clamped apart: on a 100 × 40 shape a radius of 30
/// drew 30 × 20 elliptic corners.
final class CornerRadiusClampTests: XCTestCase {
    private func hash<V: View>(_ view: V) throws -> String {
        let renderer = ImageRenderer(content: view.frame(width: 100, height: 40))
        renderer.scale = 2
        return try renderer.render().pixelHash
    }

    func testRoundedRectangleClampsToACapsule() throws {
        let half = try hash(RoundedRectangle(cornerRadius: 20, style: .circular).fill(.black))
        XCTAssertEqual(try hash(RoundedRectangle(cornerRadius: 30, style: .circular).fill(.black)), half)
        XCTAssertEqual(try hash(RoundedRectangle(cornerRadius: 500, style: .circular).fill(.black)), half)
        XCTAssertEqual(try hash(Capsule(style: .circular).fill(.black)), half, "the clamped shape is the capsule")
        XCTAssertNotEqual(try hash(RoundedRectangle(cornerRadius: 10, style: .circular).fill(.black)), half)
        // The continuous style clamps the same way.
        XCTAssertEqual(try hash(RoundedRectangle(cornerRadius: 30).fill(.black)), try hash(RoundedRectangle(cornerRadius: 20).fill(.black)))
    }

    func testCornerRadiusModifierAndClipShapeClamp() throws {
        let capsule = try hash(Color.black.clipShape(RoundedRectangle(cornerRadius: 20)))
        XCTAssertEqual(try hash(Color.black.cornerRadius(30)), try hash(Color.black.cornerRadius(20)))
        XCTAssertEqual(try hash(Color.black.clipShape(.rect(cornerRadius: 30))), capsule)
    }

    func testUnevenRoundedRectangleClampsEachCorner() throws {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 30, bottomTrailingRadius: 0,
                                            topTrailingRadius: 0, style: .circular)
        let clamped = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 20, bottomTrailingRadius: 0,
                                             topTrailingRadius: 0, style: .circular)
        XCTAssertEqual(try hash(uneven.fill(.black)), try hash(clamped.fill(.black)))
    }
}
