@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

final class StateTests: XCTestCase {
    /// Each ForEach item owns its state: items widen to their own reported widths.
    func testForEachItemsKeepTheirOwnState() throws {
        enum W: PreferenceKey {
            static var defaultValue: CGFloat { 0 }
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
        }
        struct Item: View {
            let target: CGFloat
            @State private var width: CGFloat = 1
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: width, height: 2)
                    Color.clear.frame(width: target, height: 1)
                        .preference(key: W.self, value: target)
                }
                .onPreferenceChange(W.self) { width = $0 }
            }
        }
        let view = HStack(alignment: .top, spacing: 0) {
            ForEach([5, 17, 29] as [CGFloat], id: \.self) { Item(target: $0) }
        }
        let widths = try layOut(view).all("Color").filter { $0.frame.height == 2 }.map(\.frame.width)
        XCTAssertEqual(widths, [5, 17, 29])
    }

    func testStateInitializedInInitSurvivesReevaluation() throws {
        struct Counter: View {
            @State private var value: CGFloat
            init(start: CGFloat) { _value = State(initialValue: start) }
            var body: some View {
                Color.red.frame(width: value, height: 1)
                    .preference(key: Once.self, value: 1)
                    .onPreferenceChange(Once.self) { _ in value += 10 }
            }
        }
        enum Once: PreferenceKey {
            static var defaultValue: Int { 0 }
            static func reduce(value: inout Int, nextValue: () -> Int) {}
        }
        // Fires once (first value): 20 + 10; the second pass re-creates Counter(start: 20)
        // but keeps the stored 30.
        XCTAssertEqual(try layOut(Counter(start: 20)).frame.width, 30, accuracy: 0.001)
    }

    func testEnvironmentColorSchemeReachesViews() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1) }
        }
        XCTAssertEqual(try layOut(Probe().environment(\.colorScheme, .dark)).frame.width, 20, accuracy: 0.001)
        XCTAssertEqual(try layOut(Probe()).frame.width, 10, accuracy: 0.001)
    }

    /// A user's own `DynamicProperty` struct holding `@State`: the state inside it is bound
    /// to the view's identity too, so a write survives the next evaluation of `body`.
    func testStateInsideACustomDynamicPropertyIsBound() throws {
        struct Counter: DynamicProperty {
            @State var value: CGFloat = 20
        }
        enum Once: PreferenceKey {
            static var defaultValue: Int { 0 }
            static func reduce(value: inout Int, nextValue: () -> Int) {}
        }
        struct Probe: View {
            var counter = Counter()
            var body: some View {
                Color.red.frame(width: counter.value, height: 1)
                    .preference(key: Once.self, value: 1)
                    .onPreferenceChange(Once.self) { _ in counter.value += 10 }
            }
        }
        XCTAssertEqual(try layOut(Probe()).frame.width, 30, accuracy: 0.001)
    }

    /// SwiftUI's `Binding(get:set:)` whose setter takes the write's transaction (The Composable
    /// Architecture 0.14's `ViewStore.binding` animates by it; Milestones' previews use it):
    /// writes go through, each with an empty transaction, since nothing animates in a still,
    /// also through a derived binding (`$model.name`) and after `transaction(_:)`.
    func testBindingWritesReachATransactionSetter() {
        struct Model { var name = "" }
        var model = Model()
        var seen: [Transaction] = []
        let binding = Binding<Model>(get: { model }, set: { value, transaction in
            model = value
            seen.append(transaction)
        })
        binding.wrappedValue = Model(name: "a")
        XCTAssertEqual(model.name, "a")
        binding.transaction(Transaction(animation: .linear))[dynamicMember: \.name].wrappedValue = "c"
        XCTAssertEqual(model.name, "c")
        XCTAssertEqual(seen.count, 2)
        XCTAssertTrue(seen.allSatisfy { $0.animation == nil }, "nothing animates in a still")
        XCTAssertNil(binding.transaction.animation)
        var plain = ""
        Binding(get: { plain }, set: { plain = $0 }).wrappedValue = "d"
        XCTAssertEqual(plain, "d", "the one-argument setter still works")
    }
}
