// Apple's CoreGraphics brings CGFloat, CGPoint, CGSize and CGRect; on Linux those live in
// Foundation, so `import CoreGraphics` alone must re-export it (docs/ARCHITECTURE.md §2.7).
@_exported import Foundation
