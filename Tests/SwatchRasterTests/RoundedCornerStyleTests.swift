@testable import SwatchRaster
import XCTest

/// Continuous versus circular corners, measured by the area the corners cut away.
final class RoundedCornerStyleTests: XCTestCase {
    /// The darkness of a black shape on white, summed over the image, in square pixels.
    private func paintedArea(_ image: RasterImage) -> Double {
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += 255 - Int(image.rgba(x, y)[0]) } }
        return Double(sum) / 255
    }

    /// The area between a corner and its continuous curve, for radius `r`, integrated
    /// independently of the engine from the published curve: the iOS 7+ rounded-rect corner
    /// reverse-engineered by PaintCode ("Code for iOS 7 rounded rectangles") and Manfred
    /// Schwind ("Exploring iOS 7 rounded corners"): it starts 1.528665 r from the corner and is
    /// three cubics with these control points (units of r, measured from the corner).
    private func continuousCutArea(_ r: Double) -> Double {
        let k = 1.528665
        let curves: [[(Double, Double)]] = [
            [(k, 0), (1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016)],
            [(0.631493792830993, 0.074911387847016), (0.372823826625747, 0.169059556044370),
             (0.169059556044370, 0.372823826625747), (0.074911387847016, 0.631493792830993)],
            [(0.074911387847016, 0.631493792830993), (0, 0.868406944063002), (0, 1.088492957618529), (0, k)],
        ]
        var polygon: [(Double, Double)] = [(0, 0)]
        for c in curves {
            for i in 0...2000 {
                let t = Double(i) / 2000, u = 1 - t
                let x = u * u * u * c[0].0 + 3 * u * u * t * c[1].0 + 3 * u * t * t * c[2].0 + t * t * t * c[3].0
                let y = u * u * u * c[0].1 + 3 * u * u * t * c[1].1 + 3 * u * t * t * c[2].1 + t * t * t * c[3].1
                polygon.append((x * r, y * r))
            }
        }
        var twice = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            twice += p.0 * q.1 - q.0 * p.1
        }
        return abs(twice) / 2
    }

    /// Curves are drawn as chords within `Path.deviceTolerance` (0.05 px) inside the curve,
    /// so a convex curve's painted area may fall short by at most its length × 0.05.
    private func assertArea(_ measured: Double, _ expected: Double, curveLength: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(measured, expected + 0.5, file: file, line: line)
        XCTAssertGreaterThanOrEqual(measured, expected - curveLength * 0.05 - 0.5, file: file, line: line)
    }

    func testContinuousCornersCutTheAreaOfThePublishedCurve() throws {
        // 100 × 100, radius 30: the continuous corner reaches 45.9 along each side, within the
        // 50-pt half side, so the full curve is drawn.
        let circular = try render(RoundedRectangle(cornerRadius: 30, style: .circular).fill(Color.black).frame(width: 100, height: 100), background: .white)
        let continuous = try render(RoundedRectangle(cornerRadius: 30, style: .continuous).fill(Color.black).frame(width: 100, height: 100), background: .white)
        let circularCut = 30.0 * 30.0 * (1 - Double.pi / 4)   // 193.1 per corner
        let continuousCut = continuousCutArea(30)
        assertArea(paintedArea(circular), 10_000 - 4 * circularCut, curveLength: 4 * 30 * Double.pi / 2)
        assertArea(paintedArea(continuous), 10_000 - 4 * continuousCut, curveLength: 4 * 2 * 45.9)
        // The continuous corner cuts more: the difference is well beyond the tolerance.
        XCTAssertGreaterThan(paintedArea(circular) - paintedArea(continuous), 25)
        // Where they differ: 30 pt from the corner along the top edge the circular corner has
        // met the straight edge (row 0 is full) while the continuous one is still 0.2 pt
        // below it (curve parameter ≈ 0.45 on its first cubic: 0.0749 · 0.45³ · 30).
        XCTAssertEqual(circular.rgba(30, 0), [0, 0, 0, 255])
        XCTAssertGreaterThan(continuous.rgba(30, 0)[0], 30)
        // The default style is continuous, as SwiftUI documents.
        let defaulted = try render(RoundedRectangle(cornerRadius: 30).fill(Color.black).frame(width: 100, height: 100), background: .white)
        XCTAssertEqual(defaulted.pixelHash, continuous.pixelHash)
    }

    func testLargeContinuousRadiusBecomesACapsule() throws {
        // Radius = half the height: the continuous corner cannot fit (1.53 × 20 > 20) and
        // degrades to the circular one (approximation, see docs/ARCHITECTURE.md §7.7), so a
        // continuous capsule has semicircular ends: area 60 × 40 + π·20².
        let continuous = try render(Capsule(style: .continuous).fill(Color.black).frame(width: 100, height: 40), background: .white)
        let circular = try render(Capsule(style: .circular).fill(Color.black).frame(width: 100, height: 40), background: .white)
        assertArea(paintedArea(circular), 2400 + Double.pi * 400, curveLength: 2 * Double.pi * 20)
        assertArea(paintedArea(continuous), 2400 + Double.pi * 400, curveLength: 2 * Double.pi * 20)
        XCTAssertEqual(continuous.rgba(50, 0), [0, 0, 0, 255], "straight sides between the ends")
        XCTAssertEqual(continuous.rgba(0, 0), [255, 255, 255, 255])
    }

    func testUnevenCornersRoundOnlyTheCornersGiven() throws {
        let image = try render(UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular)
            .fill(Color.black).frame(width: 60, height: 60), background: .white)
        XCTAssertEqual(image.rgba(0, 0), [255, 255, 255, 255], "top leading is rounded")
        XCTAssertEqual(image.rgba(59, 0), [0, 0, 0, 255], "top trailing is square")
        XCTAssertEqual(image.rgba(0, 59), [0, 0, 0, 255], "bottom leading is square")
        XCTAssertEqual(image.rgba(59, 59), [255, 255, 255, 255], "bottom trailing is rounded")
        let cut = 400 * (1 - Double.pi / 4) + 100 * (1 - Double.pi / 4)
        assertArea(paintedArea(image), 3600 - cut, curveLength: 30 * Double.pi / 2)
    }
}
