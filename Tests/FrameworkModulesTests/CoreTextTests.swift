import CoreText
import Foundation
import UIKit
import XCTest

/// Core Text's font manager as apps call it: Sprite Catalog installs a font family's files
/// with `CTFontManagerRegisterFontURLs` and lists what is registered by PostScript name;
/// other apps register downloaded bytes through `CGFont`. The font is a copy of DejaVu Sans
/// Bold (installed by the README's set-up line) in a folder of the test's own.
final class CoreTextTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("coretext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func copyOfDejaVuBold(named name: String = "Copy.ttf") throws -> URL {
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: source.path), "DejaVu Sans Bold is not installed")
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    private func registeredNames(in scope: CTFontManagerScope = .persistent) -> [String] {
        let descriptors = CTFontManagerCopyRegisteredFontDescriptors(scope, true) as? [CTFontDescriptor] ?? []
        return descriptors.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontNameAttribute) as? String }
    }

    /// Sprite Catalog's install button and its `FontProvider`, as written: register, be told,
    /// list by PostScript name; then unregister and see it gone.
    func testRegisterListAndUnregisterAsSpriteCatalogDoes() throws {
        let url = try copyOfDejaVuBold()
        final class Count: @unchecked Sendable { var value = 0 }
        let told = Count()
        let observer = NotificationCenter.default.addObserver(forName: kCTFontManagerRegisteredFontsChangedNotification as Notification.Name, object: nil, queue: nil) { _ in told.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }

        var handlerErrors: [Any]?
        CTFontManagerRegisterFontURLs([url] as CFArray, .persistent, true) { errors, done in
            XCTAssertTrue(done)
            handlerErrors = errors as? [Any]
            return true
        }
        XCTAssertEqual(handlerErrors?.count, 0, "no errors")
        XCTAssertEqual(told.value, 1)
        XCTAssertEqual(registeredNames(), ["DejaVuSans-Bold"])
        let descriptor = try XCTUnwrap((CTFontManagerCopyRegisteredFontDescriptors(.persistent, true) as? [CTFontDescriptor])?.first)
        XCTAssertEqual(CTFontDescriptorCopyAttribute(descriptor, kCTFontFamilyNameAttribute) as? String, "DejaVu Sans")
        XCTAssertEqual((CTFontDescriptorCopyAttribute(descriptor, kCTFontURLAttribute) as? URL)?.path, url.standardizedFileURL.path)
        XCTAssertTrue((CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor] ?? []).isEmpty, "registered in the persistent scope, not the process one")

        CTFontManagerUnregisterFontURLs([url] as CFArray, .persistent) { errors, _ in
            XCTAssertEqual((errors as? [Any])?.count, 0)
            return true
        }
        XCTAssertEqual(told.value, 2)
        XCTAssertEqual(registeredNames(), [])
    }

    /// Core Text's error codes for a missing file, a file that is not a font, a second
    /// registration, and an unregistration of what was never registered.
    func testErrorsCarryCoreTextsCodes() throws {
        var error: Unmanaged<CFError>?
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(folder.appendingPathComponent("missing.ttf") as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, CTFontManagerError.fileNotFound.rawValue)

        let text = folder.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: text)
        error = nil
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        let refused = try XCTUnwrap(error?.takeRetainedValue())
        XCTAssertEqual(refused.code, CTFontManagerError.unrecognizedFormat.rawValue)
        XCTAssertEqual(refused.domain, kCTFontManagerErrorDomain)

        let url = try copyOfDejaVuBold(named: "Twice.ttf")
        XCTAssertTrue(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        error = nil
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, CTFontManagerError.alreadyRegistered.rawValue)
        XCTAssertTrue(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        error = nil
        XCTAssertFalse(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, CTFontManagerError.notRegistered.rawValue)
    }

    /// Downloaded bytes: `CGDataProvider` → `CGFont` (its names read by FreeType) →
    /// `CTFontManagerRegisterGraphicsFont`, then a `CTFont` of the registered name.
    func testGraphicsFontFromData() throws {
        let data = try Data(contentsOf: copyOfDejaVuBold())
        let provider = try XCTUnwrap(CGDataProvider(data: data as CFData))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName, "DejaVuSans-Bold")
        XCTAssertEqual(font.fullName, "DejaVu Sans Bold")
        XCTAssertEqual(font.unitsPerEm, 2048)
        XCTAssertGreaterThan(font.numberOfGlyphs, 1000)
        XCTAssertNil(CGDataProvider(data: Data("junk".utf8) as CFData).flatMap { CGFont($0) }, "bytes that are not a font make no CGFont")

        var error: Unmanaged<CFError>?
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, &error), "\(String(describing: error?.takeRetainedValue()))")
        XCTAssertEqual(registeredNames(in: .process), ["DejaVuSans-Bold"], "a graphics font is the process's")
        let ctFont = CTFontCreateWithName("DejaVuSans-Bold" as CFString, 20, nil)
        XCTAssertEqual(CTFontCopyFamilyName(ctFont), "DejaVu Sans", "the registered face's own family")
        XCTAssertEqual(CTFontGetSize(ctFont), 20)
        error = nil
        XCTAssertTrue(CTFontManagerUnregisterGraphicsFont(font, &error), "\(String(describing: error?.takeRetainedValue()))")
        XCTAssertEqual(registeredNames(in: .process), [])
    }

    /// `import UIKit` alone brings Core Text, as it does on iOS.
    func testUIKitBringsCoreText() {
        let scope: CTFontManagerScope = UIKit.CTFontManagerScope.process
        XCTAssertEqual(scope.rawValue, 1)
        XCTAssertEqual(CTFontManagerScope.user, .persistent)
    }
}
