import SwiftUI
import SwatchRasterTesting
import XCTest

// Swift 6 language mode (this target's default). SwiftUI's `View` is `@MainActor`, so a view
// may hold a `@MainActor` view model in `@StateObject` and read it in `body`; two of forty
// randomly chosen public view files failed to compile on this alone before `View` was
// `@MainActor` here too (issue 24).
@MainActor final class MainActorCounterModel: ObservableObject {
    @Published var count = 3
    var label: String { "Count \(count)" }
}

struct MainActorCounterView: View {
    @StateObject private var model = MainActorCounterModel()
    var body: some View {
        Text(model.label).padding(4).background(Color.white)
    }
}

final class MainActorViewModelTests: XCTestCase {
    func testAMainActorViewModelInStateObjectRendersItsText() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: MainActorCounterView())
            let json = try renderer.layoutJSON()
            let text = try XCTUnwrap(try LayoutDump(json: json).nodes.first { $0.kind == "Text" })
            XCTAssertGreaterThan(text.frame[2], 30, "the model's label was laid out")
            let image = try renderer.render()
            // Some dark text pixel exists inside the white background.
            let darkest = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }.min() ?? 255
            XCTAssertLessThan(darkest, 80)
        }
    }
}
