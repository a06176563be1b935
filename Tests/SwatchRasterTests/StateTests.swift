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

    /// SwiftUI's projecting initializers: an optional binding unwrapped while it holds a
    /// value (EhPanda's `if let isOn = Binding($setting.useOriginalImages)`), a plain one seen
    /// as optional, and one seen through `AnyHashable`.
    func testBindingProjections() throws {
        var flag: Bool? = nil
        let optional = Binding(get: { flag }, set: { flag = $0 })
        XCTAssertNil(Binding(optional), "nil while the base is nil")
        flag = false
        let unwrapped = try XCTUnwrap(Binding(optional))
        unwrapped.wrappedValue = true
        XCTAssertEqual(flag, true)

        var count = 3
        let plain = Binding(get: { count }, set: { count = $0 })
        let asOptional = Binding<Int?>(plain)
        XCTAssertEqual(asOptional.wrappedValue, 3)
        asOptional.wrappedValue = 5
        asOptional.wrappedValue = nil
        XCTAssertEqual(count, 5, "nil cannot be written into a plain value")

        let hashable = Binding<AnyHashable>(plain)
        hashable.wrappedValue = AnyHashable(8)
        hashable.wrappedValue = AnyHashable("eight")
        XCTAssertEqual(count, 8)
        XCTAssertEqual(hashable.wrappedValue, AnyHashable(8))

        // In a view: the toggle shows while the optional setting has a value.
        struct Settings: View {
            @State var original: Bool?
            var body: some View {
                VStack { if let isOn = Binding($original) { Toggle("Original images", isOn: isOn) } }.frame(width: 240, height: 60)
            }
        }
        func hash<V: View>(_ view: V) throws -> String { try ImageRenderer(content: view).render().pixelHash }
        XCTAssertEqual(try hash(Settings(original: true)),
                       try hash(VStack { Toggle("Original images", isOn: .constant(true)) }.frame(width: 240, height: 60)))
        XCTAssertEqual(try hash(Settings(original: nil)), try hash(VStack {}.frame(width: 240, height: 60)))
    }
}
