// `import SwiftUI` on Linux (docs/ARCHITECTURE.md §2.7). Apple's SwiftUI re-exports
// Foundation, CoreGraphics and Combine, and on iOS code reaches UIKit's `UIColor` through it;
// this module does the same with the package's own modules, so a user's files build with
// their imports and `#if canImport(SwiftUI)` unchanged. The previews' macros and types come
// along, as `#Preview` does with Apple's.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import SwatchRaster
@_exported import Combine
@_exported import UIKit
@_exported import SwatchPreviews
@_exported import Observation
// On Apple platforms `URLSession` and `URLRequest` are Foundation's, so `import SwiftUI`
// reaches them; on Linux they live in FoundationNetworking (1.4 % of the usage sample's files
// use them, coverage/foundation-on-linux.md), re-exported here for the same reach.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
