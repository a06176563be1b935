@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// `.rotationEffect`, `.scaleEffect`, `.transformEffect`, `.position` and `ViewThatFits`:
/// frames from layout, pixels from the rasterizer.
final class TransformEffectTests: XCTestCase {
    private func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    func testRotationLeavesLayoutAlone() throws {
        let plain = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 10, height: 10) })
        let turned = ImageRenderer(content: HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)); Color.blue.frame(width: 10, height: 10)
        })
        XCTAssertEqual(try plain.layoutJSON(), try turned.layoutJSON())
    }

    func testQuarterTurnAboutCentreSwapsTheBar() throws {
        // A 40 × 10 red bar centred in a 40 × 40 white square, turned 90°: it becomes 10 × 40.
        let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90))
            .frame(width: 40, height: 40).background(Color.white)
        let image = try render(view)
        XCTAssertEqual(image[20, 2].r, 255); XCTAssertEqual(image[20, 2].g, 59)  // top of the turned bar
        XCTAssertEqual(image[20, 37].g, 59)                                            // bottom of it
        XCTAssertEqual(image[5, 20].g, 255)                                            // where the bar's end was: white
        XCTAssertEqual(image[34, 20].g, 255)
    }

    func testFortyFiveDegreesIsAntialiased() throws {
        let view = Color.black.frame(width: 20, height: 20).rotationEffect(.degrees(45))
            .frame(width: 40, height: 40).background(Color.white)
        let image = try render(view, scale: 2)
        // Centre is covered, the corners of the unrotated square are now white, and the
        // diamond's edge has intermediate grays.
        XCTAssertEqual(image[40, 40].r, 0)
        XCTAssertEqual(image[22, 22].r, 255)
        let edge = (0..<80).map { image[$0, 40].r }
        XCTAssertTrue(edge.contains { $0 > 0 && $0 < 255 }, "\(edge)")
        // Diamond reaches 10·√2 ≈ 14.14 pt from the centre: x 20 - 14.14 = 5.86 pt.
        XCTAssertEqual(image[2 * 7, 40].r, 0)
        XCTAssertEqual(image[2 * 5, 40].r, 255)
    }

    func testScaleEffectAboutAnchor() throws {
        // Scaled by 2 about the top-leading corner, a 10 × 10 square covers 20 × 20 pt.
        let view = Color.blue.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading)
            .frame(width: 30, height: 30, alignment: .topLeading).background(Color.white)
        let image = try render(view)
        XCTAssertEqual(image[18, 18].b, 255); XCTAssertEqual(image[18, 18].r, 0)
        XCTAssertEqual(image[22, 5].r, 255)
        // x/y form: only the width doubles.
        let wide = try render(Color.blue.frame(width: 10, height: 10).scaleEffect(x: 2, anchor: .topLeading)
            .frame(width: 30, height: 30, alignment: .topLeading).background(Color.white))
        XCTAssertEqual(wide[18, 5].r, 0)
        XCTAssertEqual(wide[5, 15].r, 255)
    }

    func testIdentityTransformDrawsExactlyThePlainView() throws {
        let text = Text("Hello").padding(3).background(Color.yellow)
        XCTAssertEqual(try render(text, scale: 2).pixelHash, try render(text.rotationEffect(.zero).scaleEffect(1), scale: 2).pixelHash)
    }

    func testTransformEffectTranslates() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(translationX: 10, y: 0))
            .frame(width: 30, height: 10, alignment: .leading).background(Color.white)
        let image = try render(view)
        XCTAssertEqual(image[5, 5].g, 255)
        XCTAssertEqual(image[15, 5].g, 59)
    }

    func testRotatedTextIsDrawnRotated() throws {
        // A wide label turned 90° is drawn in a tall, narrow band around its centre.
        let view = Text("MMMMMMMM").fixedSize().rotationEffect(.degrees(90))
            .frame(width: 120, height: 120).background(Color.white)
        let image = try render(view)
        var inkX: [Int] = [], inkY: [Int] = []
        for y in 0..<120 { for x in 0..<120 where image[x, y].r < 128 { inkX.append(x); inkY.append(y) } }
        let width = inkX.max()! - inkX.min()!, height = inkY.max()! - inkY.min()!
        XCTAssertGreaterThan(height, 3 * width, "ink spans \(width) × \(height)")
    }

    func testPositionCentresChildAndTakesTheProposal() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).position(x: 30, y: 20)
            .frame(width: 100, height: 50))
        let nodes = try LayoutDump(json: renderer.layoutJSON()).nodes
        let color = try XCTUnwrap(nodes.first { $0.kind == "Color" })
        XCTAssertEqual(color.frame, [25, 15, 10, 10])
    }

    func testViewThatFitsPicksFirstFittingChild() throws {
        // Apple's documentation: the first child whose ideal size fits the proposal on the
        // constrained axes; the last one when none fits.
        func chosen(width: CGFloat) throws -> [Double] {
            let view = ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10)
                Color.green.frame(width: 100, height: 10)
                Color.blue.frame(width: 150, height: 10)
            }.frame(width: width)
            let nodes = try LayoutDump(json: ImageRenderer(content: view).layoutJSON()).nodes
            return try XCTUnwrap(nodes.first { $0.kind == "Color" }).frame
        }
        XCTAssertEqual(try chosen(width: 250)[2], 200)
        XCTAssertEqual(try chosen(width: 120)[2], 100)
        XCTAssertEqual(try chosen(width: 50)[2], 150)  // none fits: the last
    }

    func testViewThatFitsDrawsOnlyTheChosenChild() throws {
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 10)
            Color.green.frame(width: 20, height: 10)
        }.frame(width: 40, height: 10).background(Color.white)
        let image = try render(view)
        XCTAssertEqual(image[20, 5].r, 52)   // systemGreen
        XCTAssertEqual(image[2, 5].g, 255)   // white around it, no red
    }
}

/// Geometry types SwiftUI code takes from Core Graphics, which Foundation on Linux lacks.
final class CoreGraphicsGeometryTests: XCTestCase {
    func testAffineTransformAlgebra() {
        // A quarter turn maps the x axis onto the y axis (y points down, so clockwise).
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(turn)
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
        // translatedBy applies the translation first: scale 2 then… (2·(1+3), 2·(0+0)).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 3, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 8, y: 0))
        // concatenating applies self first, then the argument.
        let c = CGAffineTransform(translationX: 3, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(c), CGPoint(x: 8, y: 0))
        // The inverse undoes it; a singular matrix comes back unchanged.
        let back = CGPoint(x: 8, y: 0).applying(c.inverted())
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 0, accuracy: 1e-12)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 2, height: 1).applying(turn).size.width, 1, accuracy: 1e-12)
    }

    func testVectorAndAngle() {
        XCTAssertEqual(CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0))
        XCTAssertEqual(CGVector.zero, CGVector())
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
        var angle = Angle.radians(.pi / 2)
        angle.degrees += 90
        XCTAssertEqual(angle.radians, .pi, accuracy: 1e-12)
        XCTAssertLessThan(Angle.degrees(10), Angle.degrees(20))
    }
}
