@testable import SwatchRaster
import XCTest

/// `ConcentricRectangle` (iOS 26) as Apple documents it: a fixed corner is a rounded corner of
/// that radius, a concentric corner is the container's corner radius less the distance between
/// the corners (inside a `containerShape(_:)`, the container-relative shape), square where
/// nothing is in reach, and never below its minimum.
final class ConcentricRectangleTests: XCTestCase {
    private func image<V: View>(_ view: V) throws -> RasterImage {
        try ImageRenderer(content: view.frame(width: 40, height: 40)).render()
    }

    /// The alpha of the top-leading corner pixel and of the centre of a 40×40 black fill.
    private func corner<S: Shape>(_ shape: S) throws -> (corner: UInt8, centre: UInt8) {
        let drawn = try image(shape.fill(Color.black))
        return (drawn[0, 0].a, drawn[20, 20].a)
    }

    func testWithoutAContainerConcentricCornersAreSquareOrTheirMinimum() throws {
        XCTAssertEqual(try corner(ConcentricRectangle()).corner, 255)
        let implicit: ConcentricRectangle = .rect(corners: .concentric, isUniform: true)
        XCTAssertEqual(try corner(implicit).corner, 255)
        let floored = try corner(ConcentricRectangle(corners: .concentric(minimum: .fixed(12))))
        XCTAssertEqual(floored.corner, 0)
        XCTAssertEqual(floored.centre, 255)
        // The minimum draws as a fixed corner of the same radius does, pixel for pixel.
        XCTAssertEqual(try image(ConcentricRectangle(corners: .concentric(minimum: .fixed(12))).fill(Color.black)).pixelHash,
                       try image(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.black)).pixelHash)
    }

    func testFixedCornersAreRoundedEachByItsRadius() throws {
        let mixed = ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .fixed(0))
        let drawn = try image(mixed.fill(Color.black))
        XCTAssertEqual(drawn[0, 0].a, 0, "top leading rounded")
        XCTAssertEqual(drawn[39, 0].a, 0, "top trailing rounded")
        XCTAssertEqual(drawn[0, 39].a, 255, "bottom leading square")
        XCTAssertEqual(drawn.pixelHash,
                       try image(UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(Color.black)).pixelHash)
        // isUniform gives every corner the largest radius.
        XCTAssertEqual(try image(ConcentricRectangle(corners: .fixed(10), isUniform: true).fill(Color.black)).pixelHash,
                       try image(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.black)).pixelHash)
    }

    func testInsideAContainerConcentricCornersFollowTheContainer() throws {
        func card<S: Shape>(_ inner: S) -> some View {
            inner.fill(Color.black).padding(6)
                .background(Color.white)
                .containerShape(RoundedRectangle(cornerRadius: 18))
        }
        let concentric = try image(card(ConcentricRectangle()))
        XCTAssertEqual(concentric.pixelHash, try image(card(ContainerRelativeShape())).pixelHash)
        XCTAssertNotEqual(concentric.pixelHash, try image(card(Rectangle())).pixelHash, "rounded, not square")
    }

    func testCornerSets() {
        XCTAssertEqual(Edge.Corner.Set.all, [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
        XCTAssertTrue(Edge.Corner.Set.leading.contains(.bottomLeading))
        XCTAssertFalse(Edge.Corner.Set.top.contains(.bottomTrailing))
        XCTAssertEqual(Edge.Corner.allCases.count, 4)
    }
}
