import SwiftUI
import SwatchRasterTesting
import XCTest

// Swift 6 language mode (this target's default). swift-sharing's `Shared` is a Sendable
// property wrapper that stores `@State var generation`; swift-dependencies' `Dependency`
// stores an `@Environment`. Apple declares `State`, `Environment` and `Binding` Sendable when
// their value is (`extension State : Sendable where Value : Sendable`); without that, this
// file does not build: "stored property '_generation' of 'Sendable'-conforming struct … has
// non-Sendable type 'State<Int>'".
private struct Tracked: DynamicProperty, Sendable {
    @State var generation = 0
    @Environment(\.layoutDirection) var direction
    let count: Binding<Int>
}

private func sendAcross<T: Sendable>(_ value: T) -> T { value }

private struct TrackedView: View {
    @State private var count = 3
    var body: some View {
        let tracked = sendAcross(Tracked(count: $count))
        Color.red.frame(width: CGFloat(tracked.count.wrappedValue + tracked.generation) * 10, height: 10)
    }
}

final class SendablePropertyWrapperTests: XCTestCase {
    func testSendableWrappersKeepTheirValues() throws {
        let image = try MainActor.assumeIsolated { try ImageRenderer(content: TrackedView()).render() }
        XCTAssertEqual(image.width, 30)
        XCTAssertEqual(image.height, 10)
    }
}
