// `import UIKit` on Linux (docs/ARCHITECTURE.md §2.7): the value types SwiftUI code reaches
// for (UIColor, UIFont, UIImage, UIScreen), each mapped onto the engine's own, and nothing
// that needs a window or a run loop. Apple's UIKit re-exports Foundation; so does this.
@_exported import Foundation
@_exported import CoreGraphics
// Apple's UIKit brings Core Text too: apps register fonts with `CTFontManager…` in files that
// import only UIKit or SwiftUI.
@_exported import CoreText
// Apple's UIKit brings the Objective-C runtime's `Selector` (through Foundation): target–action
// code names one in files that import UIKit alone (a gesture recognizer's `action:`).
@_exported import struct SwatchRaster.Selector
import SwatchRaster
