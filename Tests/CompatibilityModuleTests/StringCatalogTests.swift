import SwiftUI
@testable import SwatchRaster
import XCTest

// Xcode's string catalogs: SwiftPM on Linux copies `Localizable.xcstrings` into the bundle
// uncompiled, so Foundation's lookup misses it and text showed its key (try! Swift Tokyo's
// trySwift screen showed "trySwift.description"). The catalog below is written as Xcode 15
// writes one: keys with a string unit per language, a plural variation, a key with no
// localizations (its key is its English text).
final class StringCatalogTests: XCTestCase {
    private var folder: URL!
    private var bundle: Bundle!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("StringCatalogTests-\(UUID().uuidString).bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : { },
            "welcome_title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to Tokyo" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "東京へようこそ" } }
              }
            },
            "%lld sessions" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld session" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld sessions" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        try catalog.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"title\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Schedule\" } } } } }, \"version\" : \"1.0\" }"
            .write(to: folder.appendingPathComponent("Screens.xcstrings"), atomically: true, encoding: .utf8)
        bundle = try XCTUnwrap(Bundle(path: folder.path))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testStringsComeFromTheCatalogInItsSourceLanguage() {
        XCTAssertEqual(String(localized: "welcome_title", bundle: bundle), "Welcome to Tokyo")
        XCTAssertEqual(String(localized: "title", table: "Screens", bundle: bundle), "Schedule")
        XCTAssertEqual(String(localized: "Done", bundle: bundle), "Done")
        XCTAssertEqual(String(localized: "missing_key", bundle: bundle), "missing_key")
        XCTAssertEqual(String(localized: "welcome_title", defaultValue: "Hi", bundle: bundle), "Welcome to Tokyo")
    }

    func testAnAskedLocaleChoosesItsLanguage() {
        XCTAssertEqual(String(localized: "welcome_title", bundle: bundle, locale: Locale(identifier: "ja_JP")), "東京へようこそ")
        // A language the catalog lacks falls back to the source language.
        XCTAssertEqual(String(localized: "welcome_title", bundle: bundle, locale: Locale(identifier: "fr_FR")), "Welcome to Tokyo")
        // A resource's `locale` (Foundation's settable property) is the language it resolves in.
        var resource = LocalizedStringResource("welcome_title", bundle: bundle)
        resource.locale = Locale(identifier: "ja_JP")
        XCTAssertEqual(resource.locale.identifier, "ja_JP")
        XCTAssertEqual(String(localized: resource), "東京へようこそ")
        // A key with a default value apart (Critical Maps' App Intent titles): the table's
        // text where there is one, else the default.
        XCTAssertEqual(String(localized: LocalizedStringResource("welcome_title", defaultValue: "Hi", bundle: bundle)), "Welcome to Tokyo")
        let missing = LocalizedStringResource("appIntent.observationMode.title", defaultValue: "Toggle Observation Mode", bundle: bundle)
        XCTAssertEqual(String(localized: missing), "Toggle Observation Mode")
        XCTAssertEqual(missing.defaultValue, "Toggle Observation Mode")
    }

    func testPluralVariationsFollowTheCount() {
        XCTAssertEqual(String(localized: "\(1) sessions", bundle: bundle), "1 session")
        XCTAssertEqual(String(localized: "\(4) sessions", bundle: bundle), "4 sessions")
    }

    func testTextShowsTheCatalogsValue() throws {
        let bundle = self.bundle!
        try MainActor.assumeIsolated {
            let json = try ImageRenderer(content: VStack {
                Text("welcome_title", bundle: bundle)
                Text("\(1) sessions", bundle: bundle)
                Text("title", tableName: "Screens", bundle: bundle)
            }).layoutJSON()
            XCTAssertTrue(json.contains("\"Welcome to Tokyo\""), json)
            XCTAssertTrue(json.contains("\"1 session\""), json)
            XCTAssertTrue(json.contains("\"Schedule\""), json)
            XCTAssertFalse(json.contains("welcome_title"), json)
        }
    }
}
