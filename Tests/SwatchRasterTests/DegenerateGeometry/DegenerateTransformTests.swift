@testable import SwatchRaster
import XCTest

/// Issue 40, placement and drawing: non-finite offsets, positions, scales, rotations,
/// opacities and blur or shadow radii. The view whose value is degenerate keeps its layout
/// (its neighbours do not move) but is not drawn, and one warning names the modifier and the
/// value (docs/ARCHITECTURE.md §5.21).
final class DegenerateTransformTests: XCTestCase {
    private var square: some View { Color.red.frame(width: 30, height: 30) }

    /// The report: `.offset(y: -inf)` from a division by a zero size failed the whole
    /// preview. Infinite and NaN offsets are not drawn; the marker stays.
    func testNonFiniteOffsetsAreNotDrawn() throws {
        for (offset, spelled) in [(CGSize(width: 0, height: -CGFloat.infinity), "x: 0.0, y: -inf"),
                                  (CGSize(width: CGFloat.infinity, height: 0), "x: inf, y: 0.0"),
                                  (CGSize(width: CGFloat.nan, height: 4), "x: nan, y: 4.0")] {
            let probes = try DegenerateProbe.check({ square.offset(offset) }, like: { square },
                                                   warns: "offset(\(spelled)): invalid offset (non-finite); not drawn")
            XCTAssertFalse(DegenerateProbe.drawsInside(probes.degenerate.image, probes.reference.subject), "\(offset)")
            XCTAssertTrue(DegenerateProbe.drawsInside(probes.reference.image, probes.reference.subject))
        }
    }

    /// `position(x: .nan)`: the positioned view still takes the space offered, as
    /// `position` always does; its content is not drawn.
    func testNaNPositionIsNotDrawn() throws {
        let probes = try DegenerateProbe.check({ square.position(x: .nan, y: 15) }, like: { square.position(x: 15, y: 15) },
                                               warns: "position(x: nan, y: 15.0): invalid position (non-finite); not drawn")
        XCTAssertFalse(DegenerateProbe.drawsInside(probes.degenerate.image, probes.reference.subject))
    }

    /// Scales and rotations: a transform with a NaN or infinite entry draws nothing.
    func testNonFiniteScalesAndRotationsAreNotDrawn() throws {
        let scaled = try DegenerateProbe.check({ square.scaleEffect(.infinity) }, like: { square },
                                               warns: "scaleEffect(x: inf, y: inf): invalid transform (non-finite); not drawn")
        XCTAssertFalse(DegenerateProbe.drawsInside(scaled.degenerate.image, scaled.reference.subject))
        let rotated = try DegenerateProbe.check({ square.rotationEffect(.radians(.nan)) }, like: { square },
                                                warns: "rotationEffect(.radians(nan)): invalid transform (non-finite); not drawn")
        XCTAssertFalse(DegenerateProbe.drawsInside(rotated.degenerate.image, rotated.reference.subject))
        // A zero scale is legal: invisible, and no warning.
        let zero = try DegenerateProbe.run { square.scaleEffect(0) }
        XCTAssertEqual(zero.warnings, [])
    }

    /// Opacity: NaN is not drawn; infinities are clamped to the 0...1 range, with a warning.
    func testNonFiniteOpacities() throws {
        let nan = try DegenerateProbe.check({ square.opacity(.nan) }, like: { square.opacity(0) },
                                            warns: "opacity(nan): invalid opacity (non-finite); not drawn")
        XCTAssertEqual(nan.degenerate.image, nan.reference.image)
        let infinite = try DegenerateProbe.check({ square.opacity(.infinity) }, like: { square },
                                                 warns: "opacity(inf): invalid opacity (non-finite); drawn opaque")
        XCTAssertEqual(infinite.degenerate.image, infinite.reference.image)
    }

    /// Blur: a non-finite radius spreads the view over no finite area (not drawn). Shadow: the
    /// view is drawn without the shadow.
    func testNonFiniteBlurAndShadowRadii() throws {
        let blurred = try DegenerateProbe.check({ square.blur(radius: .infinity) }, like: { square.opacity(0) },
                                                warns: "blur(radius: inf): invalid blur radius (non-finite); not drawn")
        XCTAssertEqual(blurred.degenerate.image, blurred.reference.image)
        let shadowed = try DegenerateProbe.check({ square.shadow(radius: .nan) }, like: { square },
                                                 warns: "shadow(radius: nan, x: 0.0, y: 0.0): invalid shadow (non-finite); drawn without the shadow")
        XCTAssertEqual(shadowed.degenerate.image, shadowed.reference.image)
    }
}
