@testable import SwatchRaster
import XCTest

/// The reference-type model API views use (`ObservableObject`, `@Published`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`), written as on a Mac where `import SwiftUI`
/// brings Combine's protocol along.
final class ObservableObjectTests: XCTestCase {
    final class Palette: ObservableObject {
        @Published var name = "Brand"
        @Published var width: CGFloat = 30
        static var made = 0
        init() { Palette.made += 1 }
    }

    private struct Owner: View {
        @StateObject private var palette = Palette()
        var body: some View {
            Color.red.frame(width: palette.width, height: 10)
                .preference(key: WidthKey.self, value: 50)
                .onPreferenceChange(WidthKey.self) { palette.width = $0 }   // a write during the settle loop
        }
    }

    private struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct Reader: View {
        @EnvironmentObject var palette: Palette
        var body: some View { Color.blue.frame(width: palette.width, height: 10) }
    }

    private struct Editor: View {
        @ObservedObject var palette: Palette
        var body: some View {
            Toggle(palette.name, isOn: .constant(true)).frame(width: 200)
        }
    }

    func testStateObjectIsMadeOnceAndKeepsItsStateAcrossPasses() throws {
        Palette.made = 0
        let image = try ImageRenderer(content: Owner()).render()
        XCTAssertEqual(image.width, 50)   // the preference's write stuck: the object persisted
        XCTAssertEqual(Palette.made, 1)
    }

    func testEnvironmentObjectReachesDescendants() throws {
        let palette = Palette()
        palette.width = 42
        let image = try ImageRenderer(content: VStack { Reader() }.environmentObject(palette)).render()
        XCTAssertEqual(image.width, 42)
    }

    func testObservedObjectBindingsWriteThrough() throws {
        let palette = Palette()
        let editor = Editor(palette: palette)
        let binding = editor.$palette.name
        binding.wrappedValue = "Accent"
        XCTAssertEqual(palette.name, "Accent")
        XCTAssertNoThrow(try ImageRenderer(content: editor).render())
        palette.objectWillChange.send()
    }
}
