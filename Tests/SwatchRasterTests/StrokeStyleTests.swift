@testable import SwatchRaster
import XCTest

/// Strokes drawn by the stroker: dashes, caps, joins, arcs, trims and fill rules, probed at
/// pixels whose expected values follow from the geometry (worked out in each comment).
/// Core Graphics' stroke rules (documented for `CGLineCap`, `CGLineJoin`, `miterLimit`):
/// butt ends at the end point, square extends half the width, round adds a half disc; a miter
/// is drawn while miter length / line width = 1 / sin(φ/2) stays within the limit.
final class StrokeStyleTests: XCTestCase {
    private let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]

    /// A horizontal line from (x0, 10) to (x1, 10) in a 100 × 20 frame.
    private func line(_ x0: CGFloat, _ x1: CGFloat, _ style: StrokeStyle) throws -> RasterImage {
        let path = Path { p in
            p.move(to: CGPoint(x: x0, y: 10))
            p.addLine(to: CGPoint(x: x1, y: 10))
        }
        return try render(path.stroke(Color.black, style: style).frame(width: 100, height: 20), background: .white)
    }

    func testDashPatternAlternatesPaintedAndUnpaintedRuns() throws {
        // Dash [10, 10] from x = 0: painted 0–10, 20–30, …; gaps 10–20, 30–40, …
        // A 4-pt line centred on y = 10 covers rows 8–11.
        let image = try line(0, 100, StrokeStyle(lineWidth: 4, dash: [10, 10]))
        for x in [1, 5, 8, 21, 28, 45, 85] { XCTAssertEqual(image.rgba(x, 9), black, "dash at x = \(x)") }
        for x in [11, 15, 18, 31, 38, 55, 95] { XCTAssertEqual(image.rgba(x, 9), white, "gap at x = \(x)") }
        // The phase shifts the pattern back: with phase 5 the first dash is 0–5, the gap 5–15.
        let shifted = try line(0, 100, StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        XCTAssertEqual(shifted.rgba(2, 9), black)
        XCTAssertEqual(shifted.rgba(8, 9), white)
        XCTAssertEqual(shifted.rgba(16, 9), black)
        // An odd-length pattern repeats: [6] is 6 on, 6 off.
        let odd = try line(0, 100, StrokeStyle(lineWidth: 4, dash: [6]))
        XCTAssertEqual(odd.rgba(3, 9), black)
        XCTAssertEqual(odd.rgba(9, 9), white)
        XCTAssertEqual(odd.rgba(15, 9), black)
    }

    func testButtCapsStopAtTheEndAndSquareCapsExtendByHalfTheWidth() throws {
        // A 6-pt line from x = 20 to 80 covers rows 7–12.
        let butt = try line(20, 80, StrokeStyle(lineWidth: 6, lineCap: .butt))
        XCTAssertEqual(butt.rgba(19, 10), white, "butt: nothing before the start")
        XCTAssertEqual(butt.rgba(20, 10), black)
        XCTAssertEqual(butt.rgba(79, 10), black)
        XCTAssertEqual(butt.rgba(80, 10), white)
        // Square: 3 pt beyond each end, so x 17–83; crisp since the ends are whole pixels.
        let square = try line(20, 80, StrokeStyle(lineWidth: 6, lineCap: .square))
        XCTAssertEqual(square.rgba(17, 10), black)
        XCTAssertEqual(square.rgba(16, 10), white)
        XCTAssertEqual(square.rgba(82, 10), black)
        XCTAssertEqual(square.rgba(83, 10), white)
        XCTAssertEqual(square.rgba(17, 7), black, "the square cap's corner")
        // Round: a disc of radius 3 at (20, 10). Pixel (17, 7) has its centre 3.5 from the
        // end point, its nearest corner (18, 8) 2.83 away: mostly outside.
        let round = try line(20, 80, StrokeStyle(lineWidth: 6, lineCap: .round))
        XCTAssertEqual(round.rgba(18, 10), black, "inside the half disc")
        XCTAssertGreaterThan(round.rgba(17, 7)[0], 200, "the round cap leaves the corner out")
        XCTAssertEqual(round.rgba(16, 10), white)
    }

    func testMiterBevelAndRoundJoinsAtASharpCorner() throws {
        // Apex (50, 30) between (10, 100) and (90, 100): the segments meet at φ with
        // cos φ = (−40·40 + 70·70) / 80.62² = 0.5077, φ = 59.49°. Line width 10 (half 5):
        // miter tip 5 / sin(φ/2) = 10.08 above the apex (y = 19.92); miter ratio 2.016.
        // The bevel's outer edge crosses the axis 5·sin(φ/2) = 2.48 above the apex (y = 27.52).
        func corner(_ join: CGLineJoin, limit: CGFloat = 10) throws -> RasterImage {
            let path = Path { p in
                p.move(to: CGPoint(x: 10, y: 100))
                p.addLine(to: CGPoint(x: 50, y: 30))
                p.addLine(to: CGPoint(x: 90, y: 100))
            }
            return try render(path.stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: limit))
                .frame(width: 100, height: 110), background: .white)
        }
        let miter = try corner(.miter)
        XCTAssertEqual(miter.rgba(50, 22), black, "the miter reaches y = 19.92")
        XCTAssertEqual(miter.rgba(50, 18), white, "and no farther")
        let bevel = try corner(.bevel)
        XCTAssertEqual(bevel.rgba(50, 22), white, "a bevel cuts the tip off at y = 27.52")
        XCTAssertEqual(bevel.rgba(50, 28), black)
        XCTAssertEqual(bevel.rgba(50, 26), white)
        // Round: the disc of radius 5 reaches y = 25; pixel row 26 (centre 26.5) is inside.
        let round = try corner(.round)
        XCTAssertEqual(round.rgba(50, 26), black)
        XCTAssertEqual(round.rgba(50, 23), white)
        // A miter limit below the ratio 2.016 turns the miter into a bevel.
        let limited = try corner(.miter, limit: 2)
        XCTAssertEqual(limited.rgba(50, 22), white)
        XCTAssertEqual(limited.rgba(50, 28), black)
    }

    func testArcRunsFromStartToEndInTheDirectionAsked() throws {
        // Centre (50, 50), radius 40, 0° → 90°. With y down, clockwise: false increases the
        // angle: clockwise on screen, from (90, 50) through (78.3, 78.3) to (50, 90).
        func arc(clockwise: Bool) throws -> RasterImage {
            let path = Path { p in
                p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise)
            }
            return try render(path.stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100), background: .white)
        }
        let short = try arc(clockwise: false)
        XCTAssertEqual(short.rgba(78, 78), black, "45° is on the arc")
        XCTAssertEqual(short.rgba(78, 21), white, "−45° is not")
        XCTAssertEqual(short.rgba(21, 78), white, "135° is not")
        // End points, butt caps: 2° past the start (89.98, 51.4) is on, 5° before it is not.
        XCTAssertEqual(short.rgba(89, 52), black)
        XCTAssertEqual(short.rgba(89, 45), white)
        XCTAssertEqual(short.rgba(52, 89), black)
        XCTAssertEqual(short.rgba(45, 89), white)
        // clockwise: true goes the long way round: the other three quarters.
        let long = try arc(clockwise: true)
        XCTAssertEqual(long.rgba(78, 78), white)
        XCTAssertEqual(long.rgba(78, 21), black)
        XCTAssertEqual(long.rgba(21, 78), black)
    }

    func testTrimToAQuarterLeavesExactlyTheFirstQuarter() throws {
        // A circle of radius 40 centred at (50, 50) starts at 3 o'clock and runs clockwise on
        // screen, so its first quarter ends at 6 o'clock (50, 90).
        let image = try render(Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4)
            .frame(width: 80, height: 80).padding(10), background: .white)
        XCTAssertEqual(image.rgba(78, 78), black, "45°")
        XCTAssertEqual(image.rgba(21, 78), white, "135°")
        XCTAssertEqual(image.rgba(21, 21), white, "225°")
        XCTAssertEqual(image.rgba(78, 21), white, "315°")
        // 85° (53.5, 89.8) is in, 95° (46.5, 89.8) is out: the trim ends at 90°.
        XCTAssertEqual(image.rgba(53, 89), black)
        XCTAssertEqual(image.rgba(46, 89), white)
        // Start: 5° (89.8, 53.5) in, −5° (89.8, 46.5) out.
        XCTAssertEqual(image.rgba(89, 53), black)
        XCTAssertEqual(image.rgba(89, 46), white)
    }

    func testEvenOddLeavesTheHoleThatNonZeroFills() throws {
        // Two rects in the same direction: non-zero winding 2 inside the inner one (filled),
        // even-odd 2 crossings (a hole).
        let ring = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
            p.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
        }
        let nonZero = try render(ring.fill(Color.black).frame(width: 60, height: 60), background: .white)
        let evenOdd = try render(ring.fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 60, height: 60), background: .white)
        XCTAssertEqual(nonZero.rgba(30, 30), black)
        XCTAssertEqual(evenOdd.rgba(30, 30), white)
        XCTAssertEqual(evenOdd.rgba(10, 30), black)
        // A five-pointed star drawn in one stroke (every second vertex): its centre pentagon
        // has winding 2, so non-zero fills it and even-odd does not.
        let star = Path { p in
            let points = (0..<5).map { i -> CGPoint in
                let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
                return CGPoint(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle))
            }
            p.addLines(points)
            p.closeSubpath()
        }
        XCTAssertEqual(try render(star.fill(Color.black).frame(width: 100, height: 100), background: .white).rgba(50, 50), black)
        let starEO = try render(star.fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 100, height: 100), background: .white)
        XCTAssertEqual(starEO.rgba(50, 50), white)
        XCTAssertEqual(starEO.rgba(50, 10), black, "the top point is filled either way")
        // clipShape honours the rule too.
        let clipped = try render(Color.black.frame(width: 60, height: 60).clipShape(ring, style: FillStyle(eoFill: true)), background: .white)
        XCTAssertEqual(clipped.rgba(30, 30), white)
        XCTAssertEqual(clipped.rgba(10, 30), black)
    }

    func testStrokeBorderOfACircleStaysInsideTheFrame() throws {
        // strokeBorder insets by half the width: a 6-pt ring inside a 40-pt circle, r 17–20.
        let image = try render(Circle().strokeBorder(Color.black, lineWidth: 6).frame(width: 40, height: 40).padding(5), background: .white)
        XCTAssertEqual(image.rgba(6, 25), black, "x 6–7 is 18–19 from the centre")
        XCTAssertEqual(image.rgba(4, 25), white, "outside the frame")
        XCTAssertEqual(image.rgba(15, 25), white, "inside the ring")
        // The stroke as a shape (`stroke(style:)` returns a Shape), in the foreground color.
        let shape = try render(Circle().stroke(style: StrokeStyle(lineWidth: 6)).foregroundColor(.black).frame(width: 40, height: 40).padding(5), background: .white)
        XCTAssertEqual(shape.rgba(4, 25), black, "centred on the edge: 3 pt outside")
        XCTAssertEqual(shape.rgba(9, 25), white, "and 3 pt inside")
    }

    func testCurvesAreFlattenedForTheDeviceScale() throws {
        // A huge circle stays within 0.05 px of the true curve: at @1x with radius 2000 the
        // polygon has hundreds of points per quarter, a small one only a few.
        let big = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4000, height: 4000)).devicePolygons(scale: 1)
        let small = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).devicePolygons(scale: 1)
        XCTAssertGreaterThan(big[0].count, 400)
        XCTAssertLessThan(small[0].count, 24)
        for p in big[0] {
            let r = hypot(p.x - 2000, p.y - 2000)
            // The cubic quarter itself is within 0.027 % of the radius (0.54 px at r 2000).
            XCTAssertEqual(r, 2000, accuracy: 0.6)
        }
    }

    /// `Path.strokedPath(_:)` (SwiftUI) is the stroke's outline as a path: filled, it draws the
    /// same pixels as the stroke. A 6-pt butt line from x 20 to 80 at y 10 spans rows 7–12.
    func testStrokedPathFillsWhereTheStrokeDraws() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 20, y: 10))
            p.addLine(to: CGPoint(x: 80, y: 10))
        }
        let style = StrokeStyle(lineWidth: 6, lineCap: .butt)
        let outline = path.strokedPath(style)
        XCTAssertEqual(outline.boundingRect, CGRect(x: 20, y: 7, width: 60, height: 6))
        let filled = try render(outline.fill(Color.black).frame(width: 100, height: 20), background: .white)
        XCTAssertEqual(filled.rgba(20, 10), black)
        XCTAssertEqual(filled.rgba(19, 10), white)
        XCTAssertEqual(filled.rgba(50, 7), black)
        XCTAssertEqual(filled.rgba(50, 13), white)
        XCTAssertEqual(filled.pixelHash, try line(20, 80, style).pixelHash)
    }
}
