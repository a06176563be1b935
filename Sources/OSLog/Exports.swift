// `import OSLog` on Linux (docs/ARCHITECTURE.md §2.7): as on Apple, it brings `os` (Logger,
// OSLog, signposts) and Foundation, which Apple's Objective-C OSLog framework re-exports, and
// adds reading the log back (`OSLogStore.swift`).
@_exported import os
@_exported import Foundation
