// `import Security` on Linux (docs/ARCHITECTURE.md §2.7): the keychain calls apps make to keep
// a token or a password (`SecItemAdd`, `SecItemCopyMatching`, …), over a keychain in this
// process's memory. Apple's Security brings Core Foundation's types, which keychain code
// writes (`query as CFDictionary`, `var result: CFTypeRef?`, `OSStatus`); here they are
// CoreGraphics' stand-ins, re-exported one by one so that `import Security` alone brings
// no more than Apple's does.
@_exported import typealias CoreGraphics.CFString
@_exported import typealias CoreGraphics.CFDictionary
@_exported import typealias CoreGraphics.CFTypeRef
@_exported import typealias CoreGraphics.CFData
@_exported import typealias CoreGraphics.CFArray
@_exported import typealias CoreGraphics.CFBoolean
@_exported import typealias CoreGraphics.CFError
@_exported import typealias CoreGraphics.OSStatus
@_exported import var CoreGraphics.kCFBooleanTrue
@_exported import var CoreGraphics.kCFBooleanFalse
@_exported import var CoreGraphics.noErr
@_exported import Foundation
