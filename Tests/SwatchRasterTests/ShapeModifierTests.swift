@testable import SwatchRaster
import XCTest

/// Shape modifiers (offset, rotation, scale, transform, size), type erasure, and the Path
/// API's geometry queries.
final class ShapeModifierTests: XCTestCase {
    private let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]

    func testShapeModifiersReturnSwiftUITypesAndMoveThePath() throws {
        let offset: OffsetShape<Rectangle> = Rectangle().offset(x: 10, y: 0)
        let rotated: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(45))
        let scaled: ScaledShape<Circle> = Circle().scale(0.5)
        let transformed: TransformedShape<Rectangle> = Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1))
        // OffsetShape and RotatedShape are insettable when their content is.
        _ = offset.inset(by: 2)
        _ = rotated.inset(by: 2)

        // A 20-pt square moved 10 right inside a 40 × 20 frame covers x 10–30.
        let moved = try render(offset.fill(Color.black).frame(width: 20, height: 20).frame(width: 40, height: 20, alignment: .leading), background: .white)
        XCTAssertEqual(moved.rgba(5, 10), white)
        XCTAssertEqual(moved.rgba(25, 10), black)
        // A 40-pt square turned 45° about its centre reaches 28.3 pt up from the centre.
        let turned = try render(rotated.fill(Color.black).frame(width: 40, height: 40).padding(20), background: .white)
        XCTAssertEqual(turned.rgba(40, 40 - 25), black, "above the unrotated square")
        XCTAssertEqual(turned.rgba(21, 21), white, "the unrotated corner is empty")
        // A 40-pt circle scaled by 0.5 has radius 10.
        let small = try render(scaled.fill(Color.black).frame(width: 40, height: 40), background: .white)
        XCTAssertEqual(small.rgba(20, 20), black)
        XCTAssertEqual(small.rgba(20, 33), white)
        XCTAssertEqual(small.rgba(20, 28), black)
        // Half as wide, from the frame's origin.
        let squeezed = try render(transformed.fill(Color.black).frame(width: 40, height: 20), background: .white)
        XCTAssertEqual(squeezed.rgba(19, 10), black)
        XCTAssertEqual(squeezed.rgba(20, 10), white)
        // size(width:height:) draws at a fixed size from the origin.
        let sized = try render(Rectangle().size(width: 10, height: 10).fill(Color.black).frame(width: 40, height: 40), background: .white)
        XCTAssertEqual(sized.rgba(5, 5), black)
        XCTAssertEqual(sized.rgba(15, 15), white)
    }

    func testAnyShapeAndShapeStaticsDrawTheWrappedShape() throws {
        let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Rectangle())]
        let round = try render(shapes[0].fill(Color.black).frame(width: 20, height: 20), background: .white)
        let square = try render(shapes[1].fill(Color.black).frame(width: 20, height: 20), background: .white)
        XCTAssertEqual(round.rgba(0, 0), white)
        XCTAssertEqual(square.rgba(0, 0), black)
        let clipped = try render(Color.black.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 10)), background: .white)
        XCTAssertEqual(clipped.rgba(0, 0), white)
        XCTAssertEqual(clipped.rgba(20, 0), black)
        let relative = try render(ContainerRelativeShape().fill(Color.black).frame(width: 20, height: 20), background: .white)
        XCTAssertEqual(relative.rgba(0, 0), black, "a rectangle without a container shape")
    }

    func testPathGeometryQueries() {
        var path = Path()
        XCTAssertNil(path.currentPoint)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 10))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0), "a close returns to the subpath's start")
        // The quadratic's extreme x is at t = 1/2: 0.25·10 + 0.5·20 + 0.25·10 = 15, not the
        // control point's 20.
        let box = path.boundingRect
        XCTAssertEqual(box.maxX, 15, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 10, accuracy: 1e-9)
        XCTAssertTrue(path.contains(CGPoint(x: 12, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 16, y: 5)))
        // Elements are kept as added, open and closed subpaths distinct.
        var kinds: [String] = []
        path.forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .quadCurve: kinds.append("quad")
            case .curve: kinds.append("curve")
            case .closeSubpath: kinds.append("close")
            }
        }
        XCTAssertEqual(kinds, ["move", "line", "quad", "close"])
        // offsetBy and applying move every point.
        XCTAssertEqual(path.offsetBy(dx: 5, dy: 1).boundingRect.minX, 5, accuracy: 1e-9)
        XCTAssertEqual(path.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect.maxX, 30, accuracy: 1e-9)
        // Trimming a 40-pt polyline to its middle half keeps 10…30.
        let line = Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)]) }
        let middle = line.trimmedPath(from: 0.25, to: 0.75).boundingRect
        XCTAssertEqual(middle.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(middle.maxX, 30, accuracy: 1e-9)
        // A tangent arc of radius 10 in a right-angled corner touches both lines 10 from it.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 30), radius: 10)
        XCTAssertEqual(corner.currentPoint!.x, 30, accuracy: 1e-9)
        XCTAssertEqual(corner.currentPoint!.y, 10, accuracy: 1e-9)
        // A relative arc of +90° from 0° ends at 90°.
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(90))
        XCTAssertEqual(relative.currentPoint!.x, 0, accuracy: 1e-9)
        XCTAssertEqual(relative.currentPoint!.y, 5, accuracy: 1e-9)
    }

    func testUserPathIsDrawnInItsFrameCoordinates() throws {
        // SwiftUI hands path(in:) a rect at the origin: a Path drawn from (0, 0) lands at the
        // top-left of its frame, wherever the frame is.
        let path = Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let image = try render(HStack(spacing: 0) {
            Color.white.frame(width: 20, height: 20)
            path.fill(Color.black).frame(width: 20, height: 20)
        }, background: .white)
        XCTAssertEqual(image.rgba(5, 5), white)
        XCTAssertEqual(image.rgba(25, 5), black)
        XCTAssertEqual(image.rgba(35, 15), white)
    }
}
