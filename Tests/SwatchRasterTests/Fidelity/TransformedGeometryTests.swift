import Foundation
@testable import SwatchRaster
import XCTest

/// Rotated, scaled and skewed views drawn from their transformed geometry with exact-area
/// coverage, as Core Graphics draws them; only bitmaps are resampled (docs/ARCHITECTURE.md §7.16).
final class TransformedGeometryTests: XCTestCase {
    private func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    /// The 45° square measured on iOS by Skip's SwiftUI port (github.com/skiptools/skip-ui,
    /// Tests/SkipUITests/LayoutTests.swift, `testRotatedSquareAliased`, iOS expectation added in
    /// commit da53fd6, 2023-09-08; still there at ff81a28): a white 6-pt `Color` rotated 45° in
    /// a `ZStack` over a black 12-pt `Color`, rendered at scale 1 with anti-aliasing on
    /// (`UIGraphicsImageRenderer`, `layer.render(in:)`), printed as the red byte of each pixel.
    /// iOS: FF inside, B6 on the pixels just inside the edge, 07 on the ring just outside.
    /// Resampling an unrotated layer gave AB and nothing.
    func testFortyFiveDegreeSquareMatchesIOS() throws {
        let view = ZStack {
            Color.black.frame(width: 12, height: 12)
            Color.white.frame(width: 6, height: 6).rotationEffect(.degrees(45))
        }
        let image = try render(view)
        XCTAssertEqual(image.width, 12)
        XCTAssertEqual(image.height, 12)
        let iOS = [
            "00 00 00 00 00 00 00 00 00 00 00 00",
            "00 00 00 00 00 07 07 00 00 00 00 00",
            "00 00 00 00 07 B6 B6 07 00 00 00 00",
            "00 00 00 07 B6 FF FF B6 07 00 00 00",
            "00 00 07 B6 FF FF FF FF B6 07 00 00",
            "00 07 B6 FF FF FF FF FF FF B6 07 00",
            "00 07 B6 FF FF FF FF FF FF B6 07 00",
            "00 00 07 B6 FF FF FF FF B6 07 00 00",
            "00 00 00 07 B6 FF FF B6 07 00 00 00",
            "00 00 00 00 07 B6 B6 07 00 00 00 00",
            "00 00 00 00 00 07 07 00 00 00 00 00",
            "00 00 00 00 00 00 00 00 00 00 00 00",
        ]
        let ours = (0..<12).map { y in (0..<12).map { x in String(format: "%02X", image[x, y].r) }.joined(separator: " ") }
        XCTAssertEqual(ours, iOS, "\n" + ours.joined(separator: "\n"))
    }

    /// A skewed and sheared rectangle: every pixel's coverage is the exact area of the
    /// parallelogram inside it (computed here by clipping the parallelogram to the pixel),
    /// as ⌊area × 256⌋ at most 255, and so within 1/255 of the area.
    func testSkewedRectangleCoverageIsTheExactArea() throws {
        let skew = CGAffineTransform(a: 1, b: 0.21, c: 0.37, d: 1, tx: 0, ty: 0)
        let view = ZStack(alignment: .topLeading) {
            Color.black.frame(width: 40, height: 24)
            Color.white.frame(width: 20, height: 10).transformEffect(skew).offset(x: 10, y: 5)
        }
        let image = try render(view)
        let origin = CGPoint(x: 10, y: 5)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 0, y: 10)]
            .map { CGPoint(x: origin.x + $0.x * skew.a + $0.y * skew.c, y: origin.y + $0.x * skew.b + $0.y * skew.d) }
        var edgePixels = 0
        for y in 0..<24 {
            for x in 0..<40 {
                let area = Self.area(of: corners, inPixel: x, y)
                let expected = min(255, Int(area * 256 + 1e-6))
                let got = Int(image[x, y].r)
                XCTAssertEqual(got, expected, "pixel (\(x), \(y)) covers \(area)")
                XCTAssertLessThanOrEqual(abs(Double(got) / 255 - area), 1.0 / 255 + 1e-9, "pixel (\(x), \(y))")
                if area > 0.01 && area < 0.99 { edgePixels += 1 }
            }
        }
        XCTAssertGreaterThan(edgePixels, 40)  // the edges really cross pixels at odd angles
    }

    /// Text turned a quarter turn is its glyph outlines turned, not a resampled bitmap: it
    /// equals the unturned text's pixels transposed. The turn is placed so that pixel centres
    /// map to pixel edges, where resampling a layer would average two pixels (a blur of up to
    /// half the contrast at every stem).
    func testQuarterTurnedTextIsTheTextTransposed() throws {
        // Reference: the text half a point to the right. Turned: (x, y) → (30 − y, x + ½).
        // DejaVu Sans, the face the tolerances below were measured with (Inter's finer curves
        // differ by up to 23 levels between FreeType's masks and the exact fill).
        let reference = try render(ZStack(alignment: .topLeading) {
            Color.white.frame(width: 60, height: 60)
            Text("Sharp").font(.custom("DejaVu Sans", size: 17)).foregroundColor(.black).fixedSize().offset(x: 0.5)
        })
        let turned = try render(ZStack(alignment: .topLeading) {
            Color.white.frame(width: 60, height: 60)
            Text("Sharp").font(.custom("DejaVu Sans", size: 17)).foregroundColor(.black).fixedSize()
                .transformEffect(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: 0.5))
        })
        var worst = 0, total = 0, ink = 0
        for j in 0..<30 {
            for i in 0..<60 {
                let a = Int(reference[i, j].r), b = Int(turned[29 - j, i].r)
                worst = max(worst, abs(a - b))
                total += abs(a - b)
                ink += 255 - a
            }
        }
        XCTAssertGreaterThan(ink, 255 * 40, "the text is drawn")
        // FreeType's masks (outline rounded to 1/64 px) against our exact fill of the
        // unrounded outline: a few levels at most.
        XCTAssertLessThanOrEqual(worst, 12, "largest difference")
        XCTAssertLessThan(Double(total) / Double(ink), 0.02, "summed difference over summed ink")
    }

    /// An image is a bitmap: turned, it is still resampled (bilinear), so the step between
    /// its red and blue pixels becomes a ramp; colors turned the same way keep a crisp step.
    func testTurnedImageIsResampledAndColorsAreNot() throws {
        let redBlue = RasterImage(width: 2, height: 1, scale: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let image = try render(Image(rasterImage: redBlue).resizable().frame(width: 20, height: 20)
            .rotationEffect(.degrees(90)))
        let column = (0..<20).map { image[10, $0] }
        XCTAssertEqual(column[0].r, 255); XCTAssertEqual(column[0].b, 0)     // red on top
        XCTAssertEqual(column[19].r, 0); XCTAssertEqual(column[19].b, 255)   // blue below
        let mixed = column.filter { $0.r > 20 && $0.r < 235 && $0.b > 20 && $0.b < 235 }
        XCTAssertGreaterThanOrEqual(mixed.count, 4, "\(column.map(\.r))")
        let colors = try render(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 20)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 20)
        }.rotationEffect(.degrees(90)))
        let crisp = (0..<20).map { colors[10, $0] }
        XCTAssertEqual(crisp.filter { $0.r > 0 && $0.b > 0 }.count, 0, "\(crisp.map(\.r))")
        // The turned image's outer edges are geometry: a 30° turn gives partial coverage there.
        let tilted = try render(Image(rasterImage: redBlue).resizable().frame(width: 20, height: 20)
            .rotationEffect(.degrees(30)).frame(width: 30, height: 30))
        XCTAssertTrue((0..<30).contains { tilted[$0, 15].a > 0 && tilted[$0, 15].a < 255 })
    }

    /// Same view, same pixels, on any number of threads (batch renders in parallel).
    func testTransformedDrawingIsDeterministicAcrossThreads() throws {
        func make() -> some View {
            VStack {
                Text("Tilted").font(.title)
                Circle().stroke(Color.blue, lineWidth: 3).frame(width: 30, height: 30)
                RoundedRectangle(cornerRadius: 6).fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60, height: 20)
            }
            .padding(8).background(Color.white)
            .rotationEffect(.degrees(17)).scaleEffect(x: 1.2, y: 0.9)
        }
        let expected = try render(make(), scale: 2).pixelHash
        let hashes = UnsafeMutableBufferPointer<String>.allocate(capacity: 4)
        hashes.initialize(repeating: "")
        defer { hashes.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            hashes[i] = (try? render(make(), scale: 2).pixelHash) ?? "failed"
        }
        XCTAssertEqual(Array(hashes), Array(repeating: expected, count: 4))
    }

    /// Clips turn with the view (a masked layer), and a shadowed view, drawn untransformed and
    /// resampled, still lands turned: both make a diamond of a square.
    func testClipsAndShadowsTurnWithTheView() throws {
        func diamond<V: View>(_ content: V) throws -> RasterImage {
            try render(ZStack { Color.white.frame(width: 40, height: 40); content.rotationEffect(.degrees(45)) })
        }
        let clipped = try diamond(Color.black.frame(width: 40, height: 40).frame(width: 20, height: 20).clipped())
        let shadowed = try diamond(Color.black.frame(width: 20, height: 20).shadow(color: .clear, radius: 1))
        for image in [clipped, shadowed] {
            XCTAssertEqual(image[20, 20].r, 0)         // centre
            XCTAssertEqual(image[32, 20].r, 0)         // towards a tip: 12 pt out, the half-diagonal is 14.1
            XCTAssertEqual(image[29, 29].r, 255)       // the unturned square's corner: outside the diamond
            XCTAssertEqual(image[10, 10].r, 255)
        }
        // The clip's edge is exact area, the same as an unclipped turned square's.
        let plain = try diamond(Color.black.frame(width: 20, height: 20))
        XCTAssertEqual((0..<40).map { clipped[$0, 20].r }, (0..<40).map { plain[$0, 20].r })
    }

    /// A gradient turns with the shape it paints: leading → trailing, turned a quarter turn,
    /// runs top → bottom, and its pixels are the unturned ones transposed.
    func testGradientTurnsWithItsShape() throws {
        let bar = Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 40, height: 40)
        let upright = try render(bar)
        let turned = try render(bar.rotationEffect(.degrees(90)))
        XCTAssertLessThan(turned[20, 2].r, 20)      // black on top
        XCTAssertGreaterThan(turned[20, 37].r, 235) // white below
        for i in 0..<40 { XCTAssertEqual(turned[20, i].r, upright[i, 20].r, "row \(i)") }
    }

    /// A transform that only translates draws as before: a layer moved when composited.
    func testTranslationOnlyKeepsTheMovedLayer() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(translationX: 10.5, y: 0))
            .frame(width: 30, height: 10, alignment: .leading).background(Color.white)
        let image = try render(view)
        // Half a pixel: the moved layer's samples straddle two pixels at each edge.
        XCTAssertGreaterThan(image[10, 5].g, 59)
        XCTAssertLessThan(image[10, 5].g, 255)
        XCTAssertEqual(image[15, 5].g, 59)
    }

    /// The area of convex polygon `polygon` inside the pixel square at (x, y): Sutherland–
    /// Hodgman clipping against the four sides, then the shoelace formula.
    static func area(of polygon: [CGPoint], inPixel x: Int, _ y: Int) -> Double {
        var points = polygon.map { (Double($0.x), Double($0.y)) }
        let sides: [((Double, Double)) -> Double] = [
            { $0.0 - Double(x) }, { Double(x + 1) - $0.0 }, { $0.1 - Double(y) }, { Double(y + 1) - $0.1 },
        ]
        for inside in sides {
            var out: [(Double, Double)] = []
            for i in points.indices {
                let p = points[i], q = points[(i + 1) % points.count]
                let dp = inside(p), dq = inside(q)
                if dp >= 0 { out.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let t = dp / (dp - dq)
                    out.append((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t))
                }
            }
            points = out
            if points.isEmpty { return 0 }
        }
        var twice = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            twice += p.0 * q.1 - q.0 * p.1
        }
        return abs(twice) / 2
    }
}
