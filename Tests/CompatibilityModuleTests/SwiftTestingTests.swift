// Swift Testing beside `import SwiftUI` and `import UIKit`: the toolchain's Testing module
// asks for `_Testing_CoreGraphics` and `_Testing_UIKit` once modules of those names are in
// view; this file compiles only because the package provides them (ARCHITECTURE §2.7).
import SwiftUI
import Testing
import UIKit

@Test @MainActor func uiColorThroughSwiftTesting() throws {
    #expect(try pixel(Color(.white).frame(width: 3, height: 3)) == [255, 255, 255, 255])
}
