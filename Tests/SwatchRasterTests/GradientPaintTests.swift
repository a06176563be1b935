@testable import SwatchRaster
import XCTest

/// Gradients as SwiftUI code uses them (`.fill`, `.stroke`, `.strokeBorder`, `.border`,
/// `.background`, `.foregroundStyle` on text, gradients as views). Expected pixels are computed
/// from the rule each gradient follows: the parameter t at the pixel's centre, unit points
/// mapped to the painted frame, colors interpolated with premultiplied alpha in sRGB.
final class GradientPaintTests: XCTestCase {
    /// Fixed colors, so expected values do not depend on the system color table.
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let white = Color(red: 1, green: 1, blue: 1)
    private let black = Color(red: 0, green: 0, blue: 0)

    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    private func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }

    /// Opaque red→blue at parameter t.
    private func redToBlue(_ t: Double) -> [Int] { [byte(1 - t), 0, byte(t), 255] }

    private func assertClose(_ actual: [Int], _ expected: [Int], tolerance: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) where abs(a - e) > tolerance {
            XCTFail("\(actual) is not \(expected) (±\(tolerance))", file: file, line: line)
            return
        }
    }

    func testLinearGradientToClearInterpolatesPremultiplied() throws {
        // Red to clear across 100 px. Premultiplied interpolation keeps the color red while
        // alpha falls (un-premultiplied: 255, 0, 0, a); straight interpolation would darken it
        // towards clear's black (about 129, 0, 0, 129 at the midpoint). docs §7.10.
        let view = Rectangle()
            .fill(LinearGradient(colors: [red, .clear], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 10)
        let image = try render(view)
        let t = 49.5 / 100
        XCTAssertEqual(pixel(image, 49, 5), [255, 0, 0, byte(1 - t)])
        XCTAssertEqual(pixel(image, 0, 5), [255, 0, 0, byte(1 - 0.5 / 100)])
        XCTAssertEqual(pixel(image, 99, 5)[3], byte(0.5 / 100))
    }

    func testStopsAndHardEdges() throws {
        // Two stops at 0.5 make a hard edge; colors before the first and after the last stop
        // extend to the ends (t clamped to the stops).
        let gradient = LinearGradient(stops: [
            .init(color: blue, location: 0.2), .init(color: blue, location: 0.5),
            .init(color: red, location: 0.5), .init(color: red, location: 0.8),
        ], startPoint: .top, endPoint: .bottom)
        let image = try render(Rectangle().fill(gradient).frame(width: 10, height: 20))
        XCTAssertEqual(pixel(image, 5, 0), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 5, 9), [0, 0, 255, 255])   // t = 0.475
        XCTAssertEqual(pixel(image, 5, 10), [255, 0, 0, 255])  // t = 0.525
        XCTAssertEqual(pixel(image, 5, 19), [255, 0, 0, 255])
    }

    func testRadialGradientRadiiArePoints() throws {
        // White to black from the centre out to 50 pt; at @2x that is 100 px.
        let view = RadialGradient(colors: [white, black], center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 100, height: 100)
        let image = try render(view, scale: 2)
        let t = ((30.5 * 30.5 + 0.5 * 0.5) as Double).squareRoot() / 100
        let gray = byte(1 - t)
        XCTAssertEqual(pixel(image, 130, 100), [gray, gray, gray, 255])
        XCTAssertEqual(pixel(image, 0, 0), [0, 0, 0, 255])  // beyond the end radius
    }

    func testConicGradientRunsClockwiseFromTrailing() throws {
        // A full turn from 0° (pointing to the trailing edge); y grows downwards, so the
        // pixel below the centre is a quarter of the way round, the one above three quarters.
        let view = Rectangle()
            .fill(.conicGradient(colors: [red, blue], center: .center))
            .frame(width: 100, height: 100)
        let image = try render(view)
        func t(_ x: Int, _ y: Int) -> Double {
            var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if a < 0 { a += 2 * Double.pi }
            return a / (2 * Double.pi)
        }
        XCTAssertEqual(pixel(image, 49, 80), redToBlue(t(49, 80)))
        XCTAssertEqual(pixel(image, 49, 20), redToBlue(t(49, 20)))
        XCTAssertGreaterThan(pixel(image, 49, 80)[0], pixel(image, 49, 20)[0])
    }

    func testAngularGradientFillsTheGapWithLastThenFirstColor() throws {
        // 0°...180°: the upper half is the gap; from 180° to 270° it shows the color at
        // location 1 (blue), from 270° to 360° the color at location 0 (red) (Apple's
        // AngularGradient documentation).
        let view = AngularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
            .frame(width: 100, height: 100)
        let image = try render(view)
        XCTAssertEqual(pixel(image, 20, 20), [0, 0, 255, 255])  // 225°
        XCTAssertEqual(pixel(image, 79, 20), [255, 0, 0, 255])  // 315°
        var a = atan2(29.5, -29.5) / Double.pi  // 135° in the drawn half
        if a < 0 { a += 2 }
        XCTAssertEqual(pixel(image, 20, 79), redToBlue(a))
    }

    func testEllipticalGradientStretchesOverTheBounds() throws {
        // Default end radius 0.5: the unit square's circle of radius 0.5 becomes the ellipse
        // touching all four edges of a 200 × 100 frame.
        let view = Rectangle().fill(.ellipticalGradient(colors: [white, black])).frame(width: 200, height: 100)
        let image = try render(view)
        func gray(_ x: Int, _ y: Int) -> [Int] {
            let ux = (Double(x) + 0.5 - 100) / 200, uy = (Double(y) + 0.5 - 50) / 100
            let v = byte(1 - min(1, (ux * ux + uy * uy).squareRoot() / 0.5))
            return [v, v, v, 255]
        }
        XCTAssertEqual(pixel(image, 149, 49), gray(149, 49))
        XCTAssertEqual(pixel(image, 99, 24), gray(99, 24))
        XCTAssertEqual(pixel(image, 199, 49), gray(199, 49))
    }

    func testGradientsInStrokeBorderBackgroundAndStroke() throws {
        let horizontal = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        let vertical = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 40).border(horizontal, width: 4)
            Circle().strokeBorder(vertical, lineWidth: 6).frame(width: 40, height: 40)
            Color.clear.frame(width: 40, height: 40).background(horizontal, in: Capsule())
            Rectangle().stroke(vertical, lineWidth: 4).frame(width: 40, height: 40).padding(2)
        }
        let image = try render(view)
        // .border: the gradient spans the bordered view's frame.
        XCTAssertEqual(pixel(image, 1, 20), redToBlue(1.5 / 40))
        XCTAssertEqual(pixel(image, 38, 20), redToBlue(38.5 / 40))
        XCTAssertEqual(pixel(image, 20, 20)[3], 0)
        // .strokeBorder on a circle: top of the ring. The 40 pt views are centred in the
        // 44 pt row (the padded stroke sets its height), so they span y 2...42.
        XCTAssertEqual(pixel(image, 60, 4), redToBlue(2.5 / 40))
        XCTAssertEqual(pixel(image, 60, 22)[3], 0)
        // .background(_:in:): inside the capsule.
        XCTAssertEqual(pixel(image, 100, 20), redToBlue(20.5 / 40))
        // .stroke centred on the outline: the gradient still spans the shape's frame (x 122...162).
        XCTAssertEqual(pixel(image, 142, 2), redToBlue(0.5 / 40))
        XCTAssertEqual(pixel(image, 142, 41), redToBlue(39.5 / 40))
    }

    func testTextForegroundStyleGradientSpansTheTextFrame() throws {
        let gradient = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        let view = Text("HHHH").font(.system(size: 40)).foregroundStyle(gradient)
        let root = try layOut(view)
        let frame = try XCTUnwrap(root.all("Text").first).frame
        let image = try render(view)
        var checked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a == 255 {
                XCTAssertEqual(pixel(image, x, y), redToBlue((Double(x) + 0.5 - frame.minX) / frame.width), "pixel \(x), \(y)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
        // A view-level foregroundStyle reaches text inside too.
        let viaView = try render(VStack { Text("HHHH").font(.system(size: 40)) }.foregroundStyle(gradient))
        XCTAssertEqual(viaView.pixelHash, image.pixelHash)
    }

    func testColorGradientIsALighterTopToTheColor() throws {
        // rgb(51, 102, 204) = (0.2, 0.4, 0.8): HSL (0.611, 0.6, 0.5). The top stop raises the
        // lightness by 0.15 to 0.65: (0.44, 0.58, 0.86). TUIkit measured SwiftUI's top at
        // L 0.639 for this color (TUIkit AnyGradient.swift, "How this differs from SwiftUI's").
        let base = Color(red: 0.2, green: 0.4, blue: 0.8)
        let image = try render(Rectangle().fill(base.gradient).frame(width: 10, height: 100))
        func expected(_ t: Double) -> [Int] {
            [byte(0.44 + (0.2 - 0.44) * t), byte(0.58 + (0.4 - 0.58) * t), byte(0.86 + (0.8 - 0.86) * t), 255]
        }
        assertClose(pixel(image, 5, 0), expected(0.005))
        assertClose(pixel(image, 5, 50), expected(0.505))
        assertClose(pixel(image, 5, 99), expected(0.995))
    }

    func testPerceptualInterpolationUsesOklab() throws {
        // The Oklab midpoint of red and blue is oklab(0.540, 0.096, -0.093) = rgb(140, 83, 162)
        // (Ottosson's matrices; CSS Color 5 color-mix(in oklab, red, blue) gives the same);
        // the device (sRGB) midpoint is (128, 0, 128).
        let perceptual = Rectangle()
            .fill(.linearGradient(Gradient(colors: [red, blue]).colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing))
            .frame(width: 101, height: 1)
        assertClose(pixel(try render(perceptual), 50, 0), [140, 83, 162, 255], tolerance: 1)
        let device = Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)).frame(width: 101, height: 1)
        XCTAssertEqual(pixel(try render(device), 50, 0), [128, 0, 128, 255])
    }

    func testSolidFillsAreUnchangedByThePaintPath() throws {
        // A one-color gradient paints exactly as the color does.
        let solid = try render(Circle().fill(red).frame(width: 30, height: 30))
        let gradient = try render(Circle().fill(LinearGradient(colors: [red, red], startPoint: .top, endPoint: .bottom)).frame(width: 30, height: 30))
        XCTAssertEqual(solid.pixelHash, gradient.pixelHash)
    }

    /// A settings card as it would be written on a Mac, using the gradient and style spellings
    /// SwiftUI has; it must compile unchanged and paint each part.
    private struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(.linearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 40, height: 20)
                Circle().fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 10))
                    .frame(width: 20, height: 20)
                Rectangle().fill(.angularGradient(colors: [.red, .green, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(360)))
                    .frame(width: 20, height: 20)
                Capsule().fill(.ellipticalGradient(Color.blue.gradient)).frame(width: 40, height: 20)
                Text("Tint").foregroundStyle(.tint)
                Text("Soft").foregroundStyle(.secondary)
                Color.clear.frame(width: 40, height: 20).background(.mint.gradient)
                Color.clear.frame(width: 40, height: 20).background(.quaternary, in: Capsule())
                Rectangle().fill(AnyShapeStyle(LinearGradient(gradient: Gradient(stops: [
                    Gradient.Stop(color: .indigo, location: 0), Gradient.Stop(color: .teal, location: 1),
                ]), startPoint: .top, endPoint: .bottom))).frame(width: 40, height: 20)
                Rectangle().fill(.conicGradient(Color.red.gradient, center: .center)).frame(width: 20, height: 20)
                Rectangle().fill(.blue.gradient).frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20).foregroundStyle(.red.gradient)
            }
            .padding(4)
            .border(.tint, width: 2)
            .tint(.orange)
        }
    }

    func testSwiftUISpellingsCompileAndPaint() throws {
        let root = try layOut(Card())
        let image = try render(Card())
        XCTAssertEqual(pixel(image, 0, 0), [255, 149, 0, 255])  // border in the tint: systemOrange
        // Every shape and background paints something at its centre (not the border's
        // rectangle, which spans the card and is hollow).
        for node in root.all("RoundedRectangle") + root.all("Circle") + root.all("Rectangle") + root.all("Capsule")
        where node.frame.width <= 40 {
            let x = Int(node.frame.midX), y = Int(node.frame.midY)
            XCTAssertGreaterThan(pixel(image, x, y)[3], 0, "\(node.kind ?? "") at \(x), \(y)")
        }
    }
}
