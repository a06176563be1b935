import Dispatch
@testable import SwatchRaster
import XCTest

/// The process-wide cache of view kinds and field plans (`ViewTypeCache`, `FieldPlan`):
/// which views skip `Mirror`, that their state still binds, and that renders on several
/// threads share the cache without changing a pixel.
final class ViewTypeCacheTests: XCTestCase {
    private enum Reported: PreferenceKey {
        static var defaultValue: CGFloat { 0 }
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
    }

    /// The sheet's swatch pattern: `@State` set from a preference, beside an optional field.
    private struct NotedSwatch: View {
        let target: CGFloat
        var note: String?
        var nested: Int?? = 3
        @State private var width: CGFloat = 1
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: width, height: 2)
                Color.clear.frame(width: target, height: 1).preference(key: Reported.self, value: target)
                if let note { Text(note) }
            }
            .onPreferenceChange(Reported.self) { width = $0 }
        }
    }

    private struct OptionalState: View {
        @State var width: CGFloat = 1
        var maybe: State<CGFloat>? = State(initialValue: 2)
        var body: some View { Color.red.frame(width: width, height: 1) }
    }

    private struct ExistentialField: View {
        var anything: Any = 1
        var body: some View { EmptyView() }
    }

    private struct ClassOptional: View {
        var object: AnyObject?
        var body: some View { EmptyView() }
    }

    private func fieldNames(_ plan: FieldPlan) -> [String]? {
        guard case .fields(let fields) = plan else { return nil }
        return fields.map(\.name)
    }

    /// Optionals of plain types are planned (no `Mirror`); optionals that could hold a
    /// dynamic property, existentials and classes keep `Mirror`, as before.
    func testOptionalFieldsOfPlainTypesArePlanned() {
        XCTAssertEqual(fieldNames(FieldPlan.make(for: NotedSwatch(target: 1, note: nil))), ["_width"])
        XCTAssertNil(fieldNames(FieldPlan.make(for: OptionalState())))
        XCTAssertNil(fieldNames(FieldPlan.make(for: ExistentialField())))
        XCTAssertNil(fieldNames(FieldPlan.make(for: ClassOptional())))
    }

    /// A planned view with an optional field still links its `@State`: the width written by
    /// the preference action survives the next evaluation, with or without a note.
    func testStateBindsInAViewWithAnOptionalField() throws {
        for note in [nil, "n"] as [String?] {
            let view = HStack(alignment: .top, spacing: 0) {
                ForEach([5, 17] as [CGFloat], id: \.self) { NotedSwatch(target: $0, note: note) }
            }
            let widths = try layOut(view).all("Color").filter { $0.frame.height == 2 }.map(\.frame.width)
            XCTAssertEqual(widths, [5, 17], "note: \(note ?? "nil")")
        }
    }

    /// The kind and plan are the same whichever way they are asked for, and the shared cache
    /// answers what a fresh computation answers.
    func testSharedCacheAgreesWithAFreshPlan() {
        let view = NotedSwatch(target: 2, note: "x")
        XCTAssertEqual(fieldNames(ViewTypeCache.shared.plan(for: view)), fieldNames(FieldPlan.make(for: view)))
        guard case .composite = ViewTypeCache.shared.kind(of: NotedSwatch.self) else {
            return XCTFail("NotedSwatch should be composite")
        }
        guard case .primitive = ViewTypeCache.shared.kind(of: Color.self) else {
            return XCTFail("Color should be primitive")
        }
    }

    /// Types first met by eight renders at once (the cache filled from several threads while
    /// the main thread serves view phases, as `batch --jobs` does) give the pixels of a render
    /// on its own.
    func testParallelRendersOfNewTypesEqualASerialRender() throws {
        struct Fresh: View {
            let target: CGFloat
            var label: String?
            @State private var width: CGFloat = 1
            var body: some View {
                VStack(alignment: .leading, spacing: 1) {
                    Color.blue.frame(width: width, height: 3)
                    Text(label ?? "label").fixedSize()
                        .background(GeometryReader { Color.clear.preference(key: Reported.self, value: $0.size.width) })
                        .onPreferenceChange(Reported.self) { width = max($0, target) }
                }
                .padding(2)
                .border(Color.gray)
            }
        }
        let hashes = HashSlots(count: 8)
        ViewPhase.serve {
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let view = HStack { Fresh(target: 10, label: index % 2 == 0 ? nil : "label"); Fresh(target: 40) }
                hashes.set(index, (try? ImageRenderer(content: view).render().pixelHash) ?? "failed")
            }
        }
        let expected = try ImageRenderer(content: HStack { Fresh(target: 10); Fresh(target: 40) }).render().pixelHash
        XCTAssertEqual(hashes.values, Array(repeating: expected, count: 8))
    }
}
