@testable import SwatchRaster
import XCTest

/// `containerShape(_:)` and `ContainerRelativeShape` (issue 24). Apple's documentation:
/// ContainerRelativeShape is "a shape that is replaced by an inset version of the current
/// container shape. If no container shape was defined, is replaced by a rectangle." So a view
/// 8 pt inside a 20-pt rounded container draws a 12-pt rounded rectangle: concentric corners.
final class ContainerShapeTests: XCTestCase {
    private func card<V: View>(_ inner: V) -> some View {
        ZStack { Color.white; inner }.frame(width: 100, height: 100)
    }

    func testInsetContentDrawsTheContainerShapeInsetConcentrically() throws {
        let relative = try render(card(ContainerRelativeShape().fill(Color.blue).padding(8))
            .containerShape(RoundedRectangle(cornerRadius: 20)), scale: 2)
        let expected = try render(card(RoundedRectangle(cornerRadius: 12).fill(Color.blue).padding(8)), scale: 2)
        XCTAssertEqual(relative.pixels, expected.pixels)
        // The corner really is rounded: the pixel at the inner corner is white.
        XCTAssertEqual(relative.rgba(17, 17), [255, 255, 255, 255])
    }

    func testInsetByAddsToTheDistance() throws {
        let relative = try render(card(ContainerRelativeShape().inset(by: 4).fill(Color.blue).padding(8))
            .containerShape(RoundedRectangle(cornerRadius: 20)), scale: 2)
        let expected = try render(card(RoundedRectangle(cornerRadius: 8).fill(Color.blue).padding(12)), scale: 2)
        XCTAssertEqual(relative.pixels, expected.pixels)
    }

    func testUnequalInsetsUseTheSmallestAndDeepInsetsGoSquare() throws {
        // 4 pt from the top, 10 from the sides: the 4-pt inset sets a 16-pt radius.
        let relative = try render(card(ContainerRelativeShape().fill(Color.blue).padding(.top, 4).padding(.horizontal, 10).padding(.bottom, 10))
            .containerShape(RoundedRectangle(cornerRadius: 20)), scale: 2)
        let expected = try render(card(RoundedRectangle(cornerRadius: 16).fill(Color.blue).padding(.top, 4).padding(.horizontal, 10).padding(.bottom, 10)), scale: 2)
        XCTAssertEqual(relative.pixels, expected.pixels)
        // Past the container's radius the corners are square.
        let deep = try render(card(ContainerRelativeShape().fill(Color.blue).padding(30)).containerShape(RoundedRectangle(cornerRadius: 20)), scale: 2)
        XCTAssertEqual(deep.rgba(60, 60), [0, 122, 255, 255])
    }

    func testClipShapeAndTheDefaultRectangle() throws {
        let clipped = try render(card(Color.blue.padding(8).clipShape(ContainerRelativeShape()))
            .containerShape(RoundedRectangle(cornerRadius: 20)), scale: 2)
        let expected = try render(card(Color.blue.padding(8).clipShape(RoundedRectangle(cornerRadius: 12))), scale: 2)
        XCTAssertEqual(clipped.pixels, expected.pixels)
        // No container shape: a rectangle.
        let plain = try render(card(ContainerRelativeShape().fill(Color.blue).padding(8)), scale: 2)
        XCTAssertEqual(plain.rgba(17, 17), [0, 122, 255, 255])
        XCTAssertEqual(plain.pixels, try render(card(Rectangle().fill(Color.blue).padding(8)), scale: 2).pixels)
    }
}
