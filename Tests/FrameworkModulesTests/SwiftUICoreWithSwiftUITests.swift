import SwiftUI
import SwiftUICore
import XCTest

// SwiftUI and SwiftUICore imported together: every name is found once.
struct BothImports: View {
    @State private var count = 2
    var body: some View {
        HStack {
            Text("\(count)")
            Color.green.frame(width: 8, height: 8)
        }
    }
}

final class SwiftUICoreWithSwiftUITests: XCTestCase {
    func testImportingBothIsNotAmbiguous() throws {
        try MainActor.assumeIsolated {
            let a = try ImageRenderer(content: BothImports()).render()
            let b = try ImageRenderer(content: SwiftUICore.HStack { SwiftUI.Text("2"); Color.green.frame(width: 8, height: 8) }).render()
            XCTAssertEqual(a.pixels, b.pixels)
        }
    }
}
