@testable import SwatchRaster
import XCTest

/// `presentationDetents`: sheet heights compile as on iOS and leave a still unchanged.
final class PresentationDetentTests: XCTestCase {
    private struct Tall: CustomPresentationDetent {
        static func height(in context: PresentationDetent.Context) -> CGFloat? { context.maxDetentValue * 0.9 }
    }

    func testDetentsAreDistinctValuesAndDrawNothing() throws {
        let detents: Set<PresentationDetent> = [.medium, .large, .fraction(0.25), .height(200), .custom(Tall.self)]
        XCTAssertEqual(detents.count, 5)
        XCTAssertEqual(PresentationDetent.fraction(0.25), .fraction(0.25))
        XCTAssertNotEqual(PresentationDetent.fraction(0.25), .fraction(0.5))
        let base = Text("Sheet").padding()
        var current = PresentationDetent.medium
        let selection = Binding(get: { current }, set: { current = $0 })
        XCTAssertEqual(try render(base.presentationDetents(detents)).pixelHash, try render(base).pixelHash)
        XCTAssertEqual(try render(base.presentationDetents([.medium], selection: selection)).pixelHash, try render(base).pixelHash)
        XCTAssertEqual(current, .medium)
    }
}
