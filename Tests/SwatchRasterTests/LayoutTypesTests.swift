@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// `HStackLayout`, `VStackLayout`, `ZStackLayout`, `AnyLayout`, `LayoutValueKey`, `ViewSpacing`:
/// the layout values SwiftUI added in iOS 16, run by the same nodes as the stack views.
final class LayoutTypesTests: XCTestCase {
    private func dump<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> LayoutDump {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        return try LayoutDump(json: renderer.layoutJSON())
    }

    private func colorFrames(_ dump: LayoutDump) -> [[Double]] {
        dump.nodes.filter { $0.kind == "Color" }.map(\.frame)
    }

    func testStackLayoutsLayOutExactlyAsTheStackViews() throws {
        func children() -> some View {
            Group {
                Color.red.frame(width: 30, height: 10)
                Text("Hello, layout").layoutPriority(1)
                Color.blue.frame(minWidth: 10, maxWidth: .infinity).frame(height: 20)
            }
        }
        let proposal = ProposedViewSize(width: 160, height: 80)
        XCTAssertEqual(try dump(HStack(alignment: .top, spacing: 5) { children() }, proposal).nodes.map(\.frame),
                       try dump(HStackLayout(alignment: .top, spacing: 5) { children() }, proposal).nodes.map(\.frame))
        XCTAssertEqual(try dump(VStack(alignment: .leading) { children() }, proposal).nodes.map(\.frame),
                       try dump(VStackLayout(alignment: .leading) { children() }, proposal).nodes.map(\.frame))
        XCTAssertEqual(try dump(ZStack(alignment: .bottomTrailing) { children() }, proposal).nodes.map(\.frame),
                       try dump(ZStackLayout(alignment: .bottomTrailing) { children() }, proposal).nodes.map(\.frame))
        XCTAssertEqual(try dump(HStack { children() }, proposal).nodes.map(\.frame),
                       try dump(AnyLayout(HStackLayout()) { children() }, proposal).nodes.map(\.frame))
    }

    func testAnyLayoutSwitchesAxis() throws {
        func sample(_ layout: AnyLayout) throws -> [[Double]] {
            try colorFrames(dump(layout { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) }))
        }
        XCTAssertEqual(try sample(AnyLayout(HStackLayout(spacing: 4))), [[0, 0, 20, 10], [24, 0, 20, 10]])
        XCTAssertEqual(try sample(AnyLayout(VStackLayout(spacing: 4))), [[0, 0, 20, 10], [0, 14, 20, 10]])
    }

    /// Switching `AnyLayout` from horizontal to vertical during the settle loop: the child's
    /// `@State`, set from its initializer only the first time the child appears, survives.
    func testAnyLayoutKeepsChildStateAcrossSwitch() throws {
        struct Flip: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct Label: View {
            @State private var text: String
            init(_ text: String) { _text = State(initialValue: text) }
            var body: some View { Text(text).fixedSize() }
        }
        struct Switcher: View {
            @State private var wide = true
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                layout {
                    Label(wide ? "first" : "second")
                    Color.red.frame(width: 10, height: 10)
                }
                .preference(key: Flip.self, value: 1)
                .onPreferenceChange(Flip.self) { _ in wide = false }
            }
        }
        let nodes = try dump(Switcher()).nodes
        let text = try XCTUnwrap(nodes.first { $0.kind == "Text" })
        let color = try XCTUnwrap(nodes.first { $0.kind == "Color" })
        XCTAssertGreaterThan(color.frame[1], text.frame[1], "laid out vertically after the switch")
        XCTAssertEqual(text.text, "first", "state kept across the switch")
    }

    func testLayoutValueKeyReachesTheLayout() throws {
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        /// Stacks subviews left to right in ascending `Rank`.
        struct RankedRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
        }
        let frames = try colorFrames(dump(RankedRow {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.green.frame(width: 20, height: 10)                      // default 0
            Color.blue.frame(width: 30, height: 10).layoutValue(key: Rank.self, value: 1)
        }))
        XCTAssertEqual(frames.map { $0[0] }, [50, 0, 20])
    }

    func testViewSpacingDistances() throws {
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing().distance(to: .zero, along: .vertical), 0)
        struct Probe: Layout {
            let record: (ViewSpacing, ViewSpacing) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                record(subviews[0].spacing, subviews[1].spacing)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        final class Seen { var distances: [CGFloat] = [] }
        let seen = Seen()
        _ = try dump(Probe(record: { a, b in seen.distances = [a.distance(to: b, along: .horizontal)] }) {
            Color.red
            Spacer()
        })
        XCTAssertEqual(seen.distances, [0], "a Spacer asks for no gap beside it")
    }

    func testUserLayoutDelegatingToHStackLayout() throws {
        /// A layout that lays out as an HStack with 2-pt spacing, through the public API.
        struct Delegating: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var inner: Void = ()
                return HStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var inner: Void = ()
                HStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
            }
        }
        let frames = try colorFrames(dump(Delegating { Color.red.frame(width: 10, height: 5); Color.blue.frame(width: 10, height: 9) }))
        XCTAssertEqual(frames, [[0, 2, 10, 5], [12, 0, 10, 9]])
    }
}
