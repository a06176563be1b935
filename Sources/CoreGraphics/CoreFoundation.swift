import Foundation

// Core Foundation names that Foundation on Linux does not re-export. Apple's CoreGraphics
// re-exports CoreFoundation, and so reaches every file that imports UIKit or SwiftUI; these are
// the ones the real-app sample calls (an app's version from `kCFBundleVersionKey`, timings
// from `CFAbsoluteTimeGetCurrent()`).
//
// Linux does have a `CoreFoundation` module, but its strings are C types that do not bridge to
// `String` (`kCFBundleVersionKey as String` fails there), so these are Swift declarations of
// the same names, not a re-export. A file that also writes `import CoreFoundation` sees both
// and must qualify them (`CoreGraphics.CFAbsoluteTimeGetCurrent()`); in the 30-app sample one
// file imports CoreFoundation (ZIPFoundation's `Entry.swift`), and it names none of these.

/// Core Foundation's time in seconds.
public typealias CFTimeInterval = Double
/// Core Foundation's absolute time: seconds since 1 January 2001, 00:00 GMT.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time, as Core Foundation's `CFAbsoluteTimeGetCurrent()`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// Seconds between 1 January 1970 and 1 January 2001, as Core Foundation's constant.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200
/// Seconds between 1 January 1904 and 1 January 2001, as Core Foundation's constant.
public let kCFAbsoluteTimeIntervalSince1904: CFTimeInterval = 3_061_152_000

/// The Info.plist key of the build number, `CFBundleVersion`. Apple's is a `CFString`, which
/// apps write `kCFBundleVersionKey as String`; here it is a `String` already, so the same
/// expression compiles.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The Info.plist key of the bundle's name, `CFBundleName`.
public let kCFBundleNameKey = "CFBundleName"
/// The Info.plist key of the bundle's identifier, `CFBundleIdentifier`.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The Info.plist key of the executable's name, `CFBundleExecutable`.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist key of the development region, `CFBundleDevelopmentRegion`.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The Info.plist key of the localizations, `CFBundleLocalizations`.
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
/// The Info.plist key of the Info.plist version, `CFBundleInfoDictionaryVersion`.
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"

/// Core Foundation's string: a Swift `String` here, so that `name as CFString` and
/// `kCGColorSpaceSRGB as String` both compile.
public typealias CFString = String
/// Core Foundation's dictionary: Foundation's `NSDictionary`, to which Swift dictionaries
/// convert with `as CFDictionary`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's array: Foundation's `NSArray`, to which Swift arrays convert with
/// `as CFArray` (Core Text's font manager takes its URLs so).
public typealias CFArray = NSArray
/// Core Foundation's data: Foundation's `NSData`, so that `data as CFData` compiles.
public typealias CFData = NSData
/// Core Foundation's URL: Foundation's `URL`, so that `url as CFURL` is an identity.
public typealias CFURL = URL
/// Core Foundation's error: Foundation's `NSError`, which `Unmanaged<CFError>` holds.
public typealias CFError = NSError
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// Core Foundation's Boolean object: Foundation's `NSNumber`, as `kCFBooleanTrue` is one.
public typealias CFBoolean = NSNumber
/// Core Foundation's true, which keychain queries pass for their `kSecReturn…` keys.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// A status code of Apple's C frameworks (Security, Core Audio); 0 is success.
public typealias OSStatus = Int32
/// The status of no error.
public var noErr: OSStatus { 0 }
