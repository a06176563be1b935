// SwiftUI re-exports Foundation, so user code gets CGFloat, CGSize and CGRect
// from `import SwiftUI` alone; we do the same so pasted code compiles unchanged.
@_exported import Foundation
