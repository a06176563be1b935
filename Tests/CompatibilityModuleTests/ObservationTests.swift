import SwiftUI
import SwatchRasterTesting
import XCTest

// iOS 17's model API (issue 34): an `@Observable` class in `@State`, put in the environment
// with `.environment(_:)`, read with `@Environment(T.self)` and bound with `@Bindable`. The
// code is written as an iOS 17 view file writes it.

@Observable final class ObservedPalette {
    var width: CGFloat = 10
    var name = "Ocean"
    var measured: CGFloat = 0
}

private struct PaletteBar: View {
    @Environment(ObservedPalette.self) private var palette
    var body: some View { Color.red.frame(width: palette.width, height: 4) }
}

private struct OptionalPaletteBar: View {
    @Environment(ObservedPalette.self) private var palette: ObservedPalette?
    var body: some View { Color.blue.frame(width: palette == nil ? 7 : 3, height: 4) }
}

private struct BindableField: View {
    @Bindable var palette: ObservedPalette
    var body: some View { TextField("Name", text: $palette.name) }
}

/// A layout-time write to an observed property (a geometry reader storing its width in the
/// model, as apps measure things) must lay the view out again with the new value.
private struct MeasuringView: View {
    @State private var palette = ObservedPalette()
    var body: some View {
        VStack(spacing: 0) {
            Color.green.frame(width: 30, height: 4)
                .background(GeometryReader { proxy in
                    Color.clear.onAppear {}.preference(key: WidthKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(WidthKey.self) { palette.measured = $0 }
            Color.black.frame(width: max(palette.measured, 1), height: 4)
        }
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

@MainActor private func colorWidths<V: View>(_ view: V) throws -> [Double] {
    let json = try ImageRenderer(content: view).layoutJSON()
    return try LayoutDump(json: json).nodes.filter { $0.kind == "Color" }.map { $0.frame[2] }
}

final class ObservationTests: XCTestCase {
    func testEnvironmentObjectOfAnObservableTypeIsReadByType() throws {
        try MainActor.assumeIsolated {
            let palette = ObservedPalette()
            palette.width = 25
            XCTAssertEqual(try colorWidths(PaletteBar().environment(palette)), [25])
        }
    }

    func testOptionalEnvironmentObjectIsNilWithoutAnAncestor() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try colorWidths(OptionalPaletteBar()), [7])
            XCTAssertEqual(try colorWidths(OptionalPaletteBar().environment(ObservedPalette())), [3])
        }
    }

    func testBindableBindsTheModelsProperties() throws {
        try MainActor.assumeIsolated {
            let palette = ObservedPalette()
            Bindable(palette).name.wrappedValue = "Forest"
            XCTAssertEqual(palette.name, "Forest")
            // And the field shows the model's value.
            let json = try ImageRenderer(content: BindableField(palette: palette).frame(width: 120)).layoutJSON()
            XCTAssertTrue(json.contains("Forest"), json)
        }
    }

    func testAWriteAfterResolvingSettlesAsAStateWriteDoes() throws {
        try MainActor.assumeIsolated {
            // The black bar takes the green bar's measured width on a later pass.
            XCTAssertEqual(try colorWidths(MeasuringView()).last, 30)
        }
    }
}
