import Foundation
@_spi(SwatchRaster) import CoreGraphics
import SwatchRaster

/// Posted to `NotificationCenter.default` after fonts are registered or unregistered. Apple's
/// is a `CFString` that apps write `as Notification.Name`; `CFString` is `String` here and
/// does not convert so, so this is the `Notification.Name` itself, which the same expression
/// leaves unchanged.
public let kCTFontManagerRegisteredFontsChangedNotification = Notification.Name("CTFontManagerFontChangedNotification")

/// What the font manager has registered, over the engine's `RegisteredFonts` (which adds each
/// file to fontconfig, so `.custom(_:size:)` finds the font).
enum CTFontManagerRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scopes: [String: CTFontManagerScope] = [:]

    /// Registers the file at `url`; the error Core Text would give otherwise.
    static func register(_ url: URL, scope: CTFontManagerScope) -> CFError? {
        guard url.isFileURL else { return CTFontManagerError.invalidFilePath.error(urls: [url], reason: "not a file URL: \(url)") }
        guard scope != .none else { return CTFontManagerError.unsupportedScope.error(urls: [url], reason: "scope none registers nothing") }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return CTFontManagerError.fileNotFound.error(urls: [url], reason: "no font file at \(url.path)")
        }
        if RegisteredFonts.isRegistered(path: url.path) {
            return CTFontManagerError.alreadyRegistered.error(urls: [url], reason: "font \(url.path) is registered already")
        }
        do {
            try RegisteredFonts.register(path: url.path)
        } catch {
            return CTFontManagerError.unrecognizedFormat.error(urls: [url], reason: String(describing: error))
        }
        lock.lock()
        scopes[url.standardizedFileURL.path] = scope
        lock.unlock()
        return nil
    }

    /// Unregisters the file at `url`; the error Core Text would give otherwise.
    static func unregister(_ url: URL) -> CFError? {
        guard RegisteredFonts.unregister(path: url.path) else {
            return CTFontManagerError.notRegistered.error(urls: [url], reason: "font \(url.path) is not registered")
        }
        lock.lock()
        scopes[url.standardizedFileURL.path] = nil
        lock.unlock()
        return nil
    }

    /// The scope `path` was registered in.
    static func scope(of path: String) -> CTFontManagerScope {
        lock.lock()
        defer { lock.unlock() }
        return scopes[path] ?? .process
    }

    /// The registered face with PostScript name `name`.
    static func face(postScriptName name: String) -> RegisteredFonts.Face? {
        RegisteredFonts.faces.first { $0.postScriptName == name }
    }

    /// Tells observers that the registered fonts changed.
    static func announceChange() {
        NotificationCenter.default.post(name: kCTFontManagerRegisteredFontsChangedNotification, object: nil)
    }
}

private func report(_ error: CFError?, into pointer: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let error else { return true }
    pointer?.pointee = Unmanaged.passRetained(error)
    return false
}

private func fileURLs(_ array: CFArray) -> [URL] {
    array.compactMap { element -> URL? in
        if let url = element as? URL { return url }
        if let url = element as? NSURL { return url as URL }
        if let path = element as? String { return URL(fileURLWithPath: path) }
        return nil
    }
}

/// Registers the fonts of the file at `fontURL`, so that `.custom(_:size:)` and `UIFont(name:size:)`
/// find them by name.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure = CTFontManagerRegistry.register(fontURL, scope: scope)
    if failure == nil { CTFontManagerRegistry.announceChange() }
    return report(failure, into: error)
}

/// Unregisters the fonts of the file at `fontURL`.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure = CTFontManagerRegistry.unregister(fontURL)
    if failure == nil { CTFontManagerRegistry.announceChange() }
    return report(failure, into: error)
}

/// Registers the fonts of each file URL; `registrationHandler` is called once, at the end,
/// with the errors (an empty array when every file was registered) and `done` true. Fonts are
/// registered whether `enabled` is true or not; a still has nothing to enable later.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool, _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let errors = fileURLs(fontURLs).compactMap { CTFontManagerRegistry.register($0, scope: scope) }
    if errors.count < fontURLs.count { CTFontManagerRegistry.announceChange() }
    _ = registrationHandler?(errors as NSArray, true)
}

/// Unregisters the fonts of each file URL; `registrationHandler` is called once, at the end.
public func CTFontManagerUnregisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let errors = fileURLs(fontURLs).compactMap { CTFontManagerRegistry.unregister($0) }
    if errors.count < fontURLs.count { CTFontManagerRegistry.announceChange() }
    _ = registrationHandler?(errors as NSArray, true)
}

/// Registers the fonts of each file URL (deprecated on Apple's systems for
/// `CTFontManagerRegisterFontURLs`).
public func CTFontManagerRegisterFontsForURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ errors: UnsafeMutablePointer<Unmanaged<CFArray>?>?) -> Bool {
    let failures = fileURLs(fontURLs).compactMap { CTFontManagerRegistry.register($0, scope: scope) }
    if failures.count < fontURLs.count { CTFontManagerRegistry.announceChange() }
    guard failures.isEmpty else {
        errors?.pointee = Unmanaged.passRetained(failures as NSArray)
        return false
    }
    return true
}

/// Registers `font`, made from data, for this process. A font made by name has no data and
/// is refused with `invalidFontData`.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let data = font.fontData else {
        return report(CTFontManagerError.invalidFontData.error(urls: [], reason: "the font has no data to register"), into: error)
    }
    do {
        _ = try RegisteredFonts.register(data: data)
    } catch let failure {
        return report(CTFontManagerError.alreadyRegistered.error(urls: [], reason: String(describing: failure)), into: error)
    }
    CTFontManagerRegistry.announceChange()
    return true
}

/// Unregisters `font`, made from data.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName, let face = CTFontManagerRegistry.face(postScriptName: name) else {
        return report(CTFontManagerError.notRegistered.error(urls: [], reason: "the font is not registered"), into: error)
    }
    return CTFontManagerUnregisterFontsForURL(URL(fileURLWithPath: face.path), .process, error)
}

/// Descriptors of the fonts registered in `scope` (every scope is this process here). Each
/// has the PostScript name, family, file URL and scope.
public func CTFontManagerCopyRegisteredFontDescriptors(_ scope: CTFontManagerScope, _ enabled: Bool) -> CFArray {
    let descriptors = RegisteredFonts.faces.filter { face in
        scope == .none || CTFontManagerRegistry.scope(of: face.path) == scope
    }.map { face -> CTFontDescriptor in
        var attributes: [String: Any] = [
            kCTFontFamilyNameAttribute: face.family,
            kCTFontURLAttribute: URL(fileURLWithPath: face.path),
            kCTFontRegistrationScopeAttribute: CTFontManagerRegistry.scope(of: face.path).rawValue,
        ]
        if let name = face.postScriptName { attributes[kCTFontNameAttribute] = name }
        return CTFontDescriptor(attributes: attributes)
    }
    return descriptors as NSArray
}

/// Descriptors of the faces in the font file at `fileURL`, without registering it; nil when
/// it holds none.
public func CTFontManagerCreateFontDescriptorsFromURL(_ fileURL: CFURL) -> CFArray? {
    guard let font = CGDataProvider(url: fileURL).flatMap({ CGFont($0) }) else { return nil }
    var attributes: [String: Any] = [kCTFontURLAttribute: fileURL]
    if let name = font.postScriptName { attributes[kCTFontNameAttribute] = name }
    if let full = font.fullName { attributes[kCTFontDisplayNameAttribute] = full }
    return [CTFontDescriptor(attributes: attributes)] as NSArray
}

/// The PostScript names of every font this process can draw with, sorted.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray {
    InstalledFonts.familyNames.flatMap(InstalledFonts.fontNames(forFamilyName:)).sorted() as NSArray
}

/// The family names of every font this process can draw with, sorted.
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray {
    InstalledFonts.familyNames as NSArray
}
