@testable import SwatchRaster
import XCTest

/// A tag cloud that measures itself inside its `alignmentGuide` closures and frames itself
/// with the height it found: the well-known "wrapping HStack" pattern of real SwiftUI code.
/// On iOS, the write to the view's own `@ObservedObject` during layout makes SwiftUI update
/// that view with the same object (SwiftUI keeps the view value, and so the object, when only
/// the view's own model changed; Apple, "Monitoring data changes in your app": an observed
/// object's change invalidates the views that observe it), so the height settles and the
/// cloud is drawn whole. Before the fix we kept the first value, 0, and cut the cloud off.
final class LayoutTimeModelTests: XCTestCase {
    final class CloudHeight: ObservableObject {
        @Published var height: CGFloat = 0
    }

    static let tags = ["Swift", "Layout", "Preferences", "FreeType", "PNG", "Linux", "Snapshots", "Themes", "Tokens"]

    /// Places tags left to right, wrapping at `width`, through alignment guides; reports the
    /// height through `report` when the last tag is placed.
    static func cloud(width: CGFloat, report: @escaping (CGFloat) -> Void) -> some View {
        var x: CGFloat = 0, y: CGFloat = 0
        return ZStack(alignment: .topLeading) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(4)
                    .alignmentGuide(.leading) { d in
                        if abs(x - d.width) > width { x = 0; y -= d.height }
                        let result = x
                        x = tag == tags.last ? 0 : x - d.width
                        return result
                    }
                    .alignmentGuide(.top) { d in
                        let result = y
                        if tag == tags.last {
                            report(-y + d.height)
                            y = 0
                        }
                        return result
                    }
            }
        }
    }

    struct ObservedCloud: View {
        let width: CGFloat
        @ObservedObject private var measured = CloudHeight()
        var body: some View {
            let measured = self.measured
            return LayoutTimeModelTests.cloud(width: width) { height in
                if measured.height != height { measured.height = height }
            }
            .frame(width: width, height: measured.height, alignment: .topLeading)
        }
    }

    struct StateCloud: View {
        let width: CGFloat
        @State private var height: CGFloat = 0
        var body: some View {
            let binding = $height
            return LayoutTimeModelTests.cloud(width: width) { height in
                if binding.wrappedValue != height { binding.wrappedValue = height }
            }
            .frame(width: width, height: height, alignment: .topLeading)
        }
    }

    func testObservedObjectWrittenDuringLayoutSettlesLikeState() throws {
        let observed = try layOut(ObservedCloud(width: 200))
        let state = try layOut(StateCloud(width: 200))
        let rowHeight = try layOut(Text("Swift").padding(4)).frame.height
        XCTAssertGreaterThanOrEqual(state.frame.height, rowHeight * 2 - 0.001, "the state cloud wraps into rows")
        XCTAssertEqual(observed.frame.height, state.frame.height, accuracy: 0.001,
                       "the observed object's layout-time height reaches the frame")
        // Every tag lies inside the cloud's frame: nothing is cut off.
        for text in observed.all("Text") {
            XCTAssertLessThanOrEqual(text.frame.maxY, observed.frame.maxY + 0.001, "\(text.frame)")
        }
    }

    func testAModelWrittenEveryLayoutWithTheSameValueStillSettles() throws {
        // The cloud writes its height on every layout; equal writes are not changes, so the
        // settle loop ends instead of failing after its pass limit.
        XCTAssertNoThrow(try render(ObservedCloud(width: 160)))
    }

    func testAModelThatNoViewObservesDoesNotRelayout() throws {
        // A write during layout to an object no view observes changes nothing on screen.
        let stray = CloudHeight()
        let view = Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in
            stray.height += 1
            return d[.leading]
        }
        _ = try layOut(ZStack { view })
        XCTAssertLessThanOrEqual(stray.height, 8, "one pass, not a settle loop")
    }
}
