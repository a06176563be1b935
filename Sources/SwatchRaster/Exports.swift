// SwiftUI re-exports Foundation, so user code gets CGFloat, CGSize and CGRect
// from `import SwiftUI` alone; we do the same so pasted code compiles unchanged.
@_exported import Foundation
// And CoreGraphics, for `CGAffineTransform`, `CGVector` and `CGLineCap`. On Linux this is
// the package's own `CoreGraphics` target, the single definition of those types; on a Mac it
// is Apple's framework (docs/ARCHITECTURE.md §2.7). The engine tests the platform, never
// `canImport(CoreGraphics)`, which is true on Linux too once that target is in the build.
@_exported import CoreGraphics
// And Observation, as Apple's SwiftUI does since iOS 17: `@Observable` models work with
// `import SwiftUI` alone. It is the Swift toolchain's own module on every platform.
@_exported import Observation
