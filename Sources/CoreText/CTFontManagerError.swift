import Foundation

/// The domain of the errors the font manager reports.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The user-info key of the font URLs an error is about.
public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs"

/// Why a font could not be registered or unregistered: Core Text's codes, so that code that
/// switches on them finds the same cases.
public enum CTFontManagerError: Int, Sendable {
    /// No file at the URL.
    case fileNotFound = 101
    /// The process may not read the file.
    case insufficientPermissions = 102
    /// FreeType could not read the file as a font.
    case unrecognizedFormat = 103
    /// The data is not a font.
    case invalidFontData = 104
    /// The font is registered already.
    case alreadyRegistered = 105
    /// Too many fonts.
    case exceedsResourceLimit = 106
    /// No asset of that name.
    case assetNotFound = 107
    /// The font was not registered.
    case notRegistered = 201
    /// The font is in use.
    case inUse = 202
    /// The system needs the font.
    case systemRequired = 203
    /// Registration failed for another reason.
    case registrationFailed = 301
    /// An entitlement is missing.
    case missingEntitlement = 302
    /// Not enough information to register.
    case insufficientInfo = 303
    /// The user cancelled.
    case cancelledByUser = 304
    /// A font of the same name is registered.
    case duplicatedName = 305
    /// The path is not valid.
    case invalidFilePath = 306
    /// The scope is not supported.
    case unsupportedScope = 307
}

extension CTFontManagerError {
    /// The `CFError` (an `NSError` here) for this code, naming `urls` as Core Text does.
    func error(urls: [URL], reason: String) -> CFError {
        NSError(domain: kCTFontManagerErrorDomain, code: rawValue, userInfo: [
            kCTFontManagerErrorFontURLsKey: urls,
            NSLocalizedDescriptionKey: reason,
        ])
    }
}
