import SwiftUICore
import XCTest

// A file that imports only SwiftUICore, as one real app's does.
struct CoreBadge: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Text("Core")
        }
    }
}

final class SwiftUICoreOnlyTests: XCTestCase {
    func testViewsFromSwiftUICoreRender() throws {
        try MainActor.assumeIsolated {
            let image = try ImageRenderer(content: CoreBadge()).render()
            let corner = image[Int(image.scale), Int(image.scale)]
            XCTAssertEqual([corner.r, corner.g, corner.b, corner.a], [255, 59, 48, 255])
        }
    }
}
