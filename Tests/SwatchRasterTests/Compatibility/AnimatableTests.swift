@testable import SwatchRaster
import XCTest

/// `Animatable`, `animatableData`, `AnimatablePair` and `AnimatableModifier` (issue 24): real
/// files declare them on custom shapes and modifiers. A still image draws the current
/// properties; the data must compile, default to empty, and do arithmetic as SwiftUI's does.
final class AnimatableTests: XCTestCase {
    /// A pie slice whose end angle would animate: the common real-world use.
    struct Slice: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            path.closeSubpath()
            return path
        }
    }

    /// A modifier with two animated values, as the deprecated `AnimatableModifier` spells it.
    struct Shift: AnimatableModifier {
        var x: CGFloat
        var y: CGFloat
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(x, y) }
            set { (x, y) = (newValue.first, newValue.second) }
        }
        func body(content: Content) -> some View { content.offset(x: x, y: y) }
    }

    func testAShapeWithAnimatableDataDrawsItsCurrentValue() throws {
        let quarter = try render(Slice(fraction: 0.25).fill(Color.black).frame(width: 40, height: 40), background: .white)
        // The top-right quadrant is filled, the bottom-left is not.
        XCTAssertLessThan(quarter[30, 10].r, 50)
        XCTAssertGreaterThan(quarter[10, 30].r, 200)
        var slice = Slice(fraction: 0.25)
        slice.animatableData = 0.75
        let threeQuarters = try render(slice.fill(Color.black).frame(width: 40, height: 40), background: .white)
        XCTAssertLessThan(threeQuarters[10, 30].r, 50)
    }

    func testAnAnimatableModifierApplies() throws {
        let shifted = try render(Color.black.frame(width: 4, height: 4).modifier(Shift(x: 6, y: 0)).frame(width: 20, height: 4), background: .white)
        let plain = try render(Color.black.frame(width: 4, height: 4).offset(x: 6).frame(width: 20, height: 4), background: .white)
        XCTAssertEqual(shifted.pixelHash, plain.pixelHash)
    }

    func testDefaultsAndArithmetic() {
        XCTAssertEqual(Rectangle().animatableData.magnitudeSquared, 0)  // EmptyAnimatableData by default
        var pair = AnimatablePair<Double, CGFloat>(3, 4)
        XCTAssertEqual(pair.magnitudeSquared, 25)
        pair.scale(by: 2)
        XCTAssertEqual(pair.first, 6)
        XCTAssertEqual(pair.second, 8)
        XCTAssertEqual((pair - AnimatablePair(1, 1)).first, 5)
        XCTAssertEqual((pair + .zero).second, 8)
        XCTAssertEqual(2.0.scaled(by: 1.5), 3)
    }
}
