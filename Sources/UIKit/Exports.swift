// `import UIKit` on Linux (docs/ARCHITECTURE.md §2.7): the value types SwiftUI code reaches
// for (UIColor, UIFont, UIImage, UIScreen), each mapped onto the engine's own, and nothing
// that needs a window or a run loop. Apple's UIKit re-exports Foundation; so does this.
@_exported import Foundation
@_exported import CoreGraphics
import SwatchRaster
