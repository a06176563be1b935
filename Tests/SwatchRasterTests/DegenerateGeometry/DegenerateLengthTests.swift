@testable import SwatchRaster
import XCTest

/// Issue 40, lengths: non-finite or negative values in `frame`, `padding`, stack spacing,
/// corner radii and stroke widths render the screen, keep the neighbours where the
/// replacement value puts them, and print one warning (docs/ARCHITECTURE.md §5.21).
final class DegenerateLengthTests: XCTestCase {
    /// SwiftUI's `_FrameLayout` drops a negative or non-finite dimension ("Invalid frame
    /// dimension (negative or non-finite).") and the frame takes the content's length.
    func testFrameDimensionNaNIsIgnored() throws {
        try DegenerateProbe.check({ Color.red.frame(width: .nan, height: 20) }, like: { Color.red.frame(height: 20) },
                                  warns: "frame(width: nan): invalid frame dimension (negative or non-finite); ignored")
    }

    func testFrameDimensionInfinityIsIgnored() throws {
        try DegenerateProbe.check({ Color.red.frame(width: 20, height: .infinity) }, like: { Color.red.frame(width: 20) },
                                  warns: "frame(height: inf): invalid frame dimension (negative or non-finite); ignored")
    }

    func testNegativeFrameDimensionIsIgnored() throws {
        let probes = try DegenerateProbe.check({ Color.red.frame(width: -30, height: 20) }, like: { Color.red.frame(height: 20) },
                                               warns: "frame(width: -30.0): invalid frame dimension (negative or non-finite); ignored")
        // The content's own width: a Color's ideal is 10 points, so the marker starts at 10.
        XCTAssertEqual(probes.degenerate.marker.minX, 10)
    }

    /// Flexible frames: a NaN limit, or an infinite minimum, is dropped; `maxWidth: .infinity` is fine.
    func testFlexibleFrameNaNAndInfiniteMinimumAreIgnored() throws {
        try DegenerateProbe.check({ Color.red.frame(minWidth: .nan, maxHeight: 30) }, like: { Color.red.frame(maxHeight: 30) },
                                  warns: "frame(minWidth: nan): invalid frame dimension (non-finite); ignored")
        try DegenerateProbe.check({ Color.red.frame(minWidth: 20, minHeight: .infinity) }, like: { Color.red.frame(minWidth: 20) },
                                  warns: "frame(minHeight: inf): invalid frame dimension (non-finite); ignored")
    }

    /// Non-finite padding is drawn as 0; negative padding stays legal (no warning).
    func testInfinitePaddingIsDrawnAsZero() throws {
        try DegenerateProbe.check({ Color.red.frame(width: 20, height: 20).padding(-.infinity) },
                                  like: { Color.red.frame(width: 20, height: 20).padding(0) },
                                  warns: "padding(-inf): invalid padding (non-finite); drawn as 0")
        try DegenerateProbe.check({ Color.red.frame(width: 20, height: 20).padding(.horizontal, .nan) },
                                  like: { Color.red.frame(width: 20, height: 20).padding(.horizontal, 0) },
                                  warns: "padding([.leading, .trailing], nan): invalid padding (non-finite); drawn as 0")
        let negative = try DegenerateProbe.run { Color.red.frame(width: 20, height: 20).padding(-5) }
        XCTAssertEqual(negative.warnings, [])
        XCTAssertEqual(negative.marker.minX, 10)
    }

    /// A NaN stack spacing is the default spacing.
    func testNaNStackSpacingIsTheDefault() throws {
        try DegenerateProbe.check({
            HStack(spacing: .nan) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }, like: {
            HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }, warns: "HStack(spacing: nan): invalid spacing (non-finite); default spacing used")
        try DegenerateProbe.check({
            VStack(spacing: -.infinity) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }, like: {
            VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }, warns: "VStack(spacing: -inf): invalid spacing (non-finite); default spacing used")
    }

    /// Corner radii: NaN and negative radii are square corners, an infinite one is clamped to
    /// half the side (a capsule), each with a warning.
    func testDegenerateCornerRadiiRender() throws {
        let nan = try DegenerateProbe.check({ RoundedRectangle(cornerRadius: .nan).fill(Color.red).frame(width: 30, height: 30) },
                                            like: { Rectangle().fill(Color.red).frame(width: 30, height: 30) },
                                            warns: "RoundedRectangle(cornerRadius: nan): invalid corner radius (negative or non-finite); drawn square")
        XCTAssertEqual(nan.degenerate.image, nan.reference.image, "a NaN radius is a square corner")
        let negative = try DegenerateProbe.check({ RoundedRectangle(cornerRadius: -8).fill(Color.red).frame(width: 30, height: 30) },
                                                 like: { Rectangle().fill(Color.red).frame(width: 30, height: 30) },
                                                 warns: "RoundedRectangle(cornerRadius: -8.0): invalid corner radius (negative or non-finite); drawn square")
        XCTAssertEqual(negative.degenerate.image, negative.reference.image)
        let infinite = try DegenerateProbe.check({ RoundedRectangle(cornerRadius: .infinity, style: .circular).fill(Color.red).frame(width: 30, height: 30) },
                                                 like: { Circle().fill(Color.red).frame(width: 30, height: 30) },
                                                 warns: "RoundedRectangle(cornerRadius: inf): invalid corner radius (negative or non-finite); clamped to half the side")
        XCTAssertEqual(infinite.degenerate.image[0, 0].a, 0, "the corner is cut: a capsule")
        XCTAssertEqual(infinite.degenerate.image[15, 15].a, 255)
        let uneven = try DegenerateProbe.check({ UnevenRoundedRectangle(topLeadingRadius: .nan).fill(Color.red).frame(width: 30, height: 30) },
                                               like: { Rectangle().fill(Color.red).frame(width: 30, height: 30) },
                                               warns: "UnevenRoundedRectangle(cornerRadius: nan): invalid corner radius (negative or non-finite); drawn square")
        XCTAssertEqual(uneven.degenerate.image, uneven.reference.image)
    }

    /// Stroke widths: NaN, negative and infinite widths draw no stroke, with a warning; the
    /// stroked view keeps its frame.
    func testDegenerateStrokeWidthsDrawNoStroke() throws {
        for (width, spelled) in [(CGFloat.nan, "nan"), (-3, "-3.0"), (.infinity, "inf")] {
            let probes = try DegenerateProbe.check({ Circle().stroke(Color.red, lineWidth: width).frame(width: 30, height: 30) },
                                                   like: { Circle().stroke(Color.red, lineWidth: 0).frame(width: 30, height: 30) },
                                                   warns: "stroke(lineWidth: \(spelled)): invalid line width (negative or non-finite); not drawn")
            XCTAssertFalse(DegenerateProbe.drawsInside(probes.degenerate.image, probes.degenerate.subject), "width \(width)")
        }
    }
}
