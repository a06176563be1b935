@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// Collects every value in tree order, to observe the exact reduce order.
private enum Trace: PreferenceKey {
    static var defaultValue: [Int] { [-1] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Keeps the first value: the seed's `ViewPreference.First`.
private enum FirstWidth: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

/// A reference box so tests can see what actions received.
final class Log<T> {
    var values: [T] = []
}

final class PreferenceTests: XCTestCase {
    func testReduceFoldsChildrenInTreeOrderStartingFromTheFirstValue() throws {
        let log = Log<[Int]>()
        let view = VStack {
            Color.red.preference(key: Trace.self, value: [1])
            Color.green
            HStack {
                Color.blue.preference(key: Trace.self, value: [2])
                Color.blue.preference(key: Trace.self, value: [3])
            }
        }
        .onPreferenceChange(Trace.self) { log.values.append($0) }
        _ = try layOut(view)
        // The default ([-1]) never enters the fold: the first contributor is taken as is.
        XCTAssertEqual(log.values, [[1, 2, 3]])
    }

    func testNoContributorMeansNoFiring() throws {
        let log = Log<[Int]>()
        _ = try layOut(Color.red.onPreferenceChange(Trace.self) { log.values.append($0) })
        XCTAssertEqual(log.values, [])
    }

    func testFirstValueFiresOnceAndEqualValuesDoNotRefire() throws {
        let log = Log<CGFloat>()
        struct Probe: View {
            let log: Log<CGFloat>
            @State var passes = 0
            var body: some View {
                Color.red.frame(width: 42, height: 1)
                    .preference(key: FirstWidth.self, value: 42)
                    .onPreferenceChange(FirstWidth.self) { value in
                        log.values.append(value)
                        passes += 1
                    }
            }
        }
        _ = try layOut(Probe(log: log))
        // Fired once with the first value; the state change causes a second pass in which
        // the value is unchanged, so the action does not fire again and layout settles.
        XCTAssertEqual(log.values, [42])
    }

    func testWriterReplacesChildrenValue() throws {
        let log = Log<[Int]>()
        let view = VStack { Color.red.preference(key: Trace.self, value: [1]) }
            .preference(key: Trace.self, value: [9])
            .onPreferenceChange(Trace.self) { log.values.append($0) }
        _ = try layOut(view)
        XCTAssertEqual(log.values, [[9]])
    }

    func testGeometryReaderWidthFlowsThroughStateIntoLayout() throws {
        // The seed's pattern: a label reports its width, the parent's state takes it.
        struct Grow: View {
            @State var width: CGFloat = 10
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: width, height: 5)
                    Color.blue.frame(width: 73, height: 5)
                        .background(GeometryReader { geo in
                            Color.clear.preference(key: FirstWidth.self, value: geo.size.width)
                        })
                        .onPreferenceChange(FirstWidth.self) { width = $0 }
                }
            }
        }
        let root = try layOut(Grow())
        XCTAssertEqual(root.all("Color")[0].frame.width, 73, accuracy: 0.001)
    }

    func testLoopThatNeverSettlesEndsWithErrorNamingTheKey() throws {
        struct Runaway: View {
            @State var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 5)
                    .background(GeometryReader { geo in
                        Color.clear.preference(key: FirstWidth.self, value: geo.size.width)
                    })
                    .onPreferenceChange(FirstWidth.self) { width = $0 + 1 }
            }
        }
        XCTAssertThrowsError(try layOut(Runaway())) { error in
            guard case RenderError.unsettled(let passes, let keys) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(passes, 32)
            XCTAssertEqual(keys.count, 1)
            XCTAssertTrue(keys[0].contains("FirstWidth"), keys[0])
        }
    }

    func testAnchorResolvesInReaderCoordinates() throws {
        enum Bounds: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        let log = Log<CGRect>()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { geo in
                let _ = anchor.map { log.values.append(geo[$0]) }
                Color.clear
            }
        }
        _ = try layOut(view)
        // Padding 5; the blue color is centred under the 30-wide red: x = 5 + 5, y = 5 + 10.
        XCTAssertEqual(log.values.last, CGRect(x: 10, y: 15, width: 20, height: 10))
    }
}

/// The rest of the preference API under SwiftUI's names.
final class PreferenceAPITests: XCTestCase {
    private enum Sum: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    private enum Point: PreferenceKey {
        static var defaultValue: Anchor<CGPoint>? { nil }
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
    }

    func testTransformPreferenceEditsTheFoldedValue() throws {
        let log = Log<Int>()
        let view = VStack {
            Color.red.preference(key: Sum.self, value: 2)
            Color.red.preference(key: Sum.self, value: 3)
        }
        .transformPreference(Sum.self) { $0 *= 10 }
        .onPreferenceChange(Sum.self) { log.values.append($0) }
        _ = try layOut(view)
        XCTAssertEqual(log.values, [50])
    }

    func testPointAnchorResolvesInANamedSpaceAndProxy() throws {
        final class Box { var point: CGPoint?; var named: CGRect? }
        let box = Box()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 10, height: 10).anchorPreference(key: Point.self, value: .center) { $0 }
        }
        .coordinateSpace(.named("row"))
        .overlayPreferenceValue(Point.self) { anchor in
            GeometryReader { geo in
                let _ = box.point = anchor.map { geo[$0] }
                let _ = box.named = geo.frame(in: .named("row"))
                Color.clear
            }
        }
        _ = try layOut(view)
        // The blue square is centred vertically beside the 30-pt red one: centre (35, 15).
        XCTAssertEqual(box.point, CGPoint(x: 35, y: 15))
        XCTAssertEqual(box.named, CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testCustomLayoutWrittenAgainstThePublicProtocol() throws {
        /// Stacks subviews diagonally: each starts where the previous one ended.
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.reduce(.zero) { size, subview in
                    let s = subview.sizeThatFits(.unspecified)
                    return CGSize(width: size.width + s.width, height: size.height + s.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var point = bounds.origin
                for subview in subviews {
                    let s = subview.sizeThatFits(.unspecified)
                    subview.place(at: point, proposal: .unspecified)
                    point.x += s.width
                    point.y += s.height
                }
            }
        }
        let root = try layOut(Diagonal {
            Color.red.frame(width: 10, height: 5)
            Color.blue.frame(width: 4, height: 6)
        })
        assertFrame(root.frame, 0, 0, 14, 11)
        assertFrame(root.all("Color")[1].frame, 10, 5, 4, 6)
    }
}
