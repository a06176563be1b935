import Foundation

/// Xcode's string catalogs (`Localizable.xcstrings`), read where Foundation's own lookup finds
/// nothing. Xcode compiles a catalog into `.strings` and `.stringsdict` tables at build time;
/// SwiftPM on Linux copies it into the bundle as it is, so `Bundle.localizedString` never
/// sees it and a `Text("welcome_title", bundle: .module)` showed its key (try! Swift Tokyo's
/// feature packages, measured). The catalog is JSON: each key's `localizations` hold a
/// `stringUnit` value, or `variations` by plural category or device.
enum StringCatalog {
    /// One parsed catalog: its source language and, per key, per language, the entry.
    struct Table {
        let sourceLanguage: String
        let strings: [String: [String: Any]]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [String: Table?] = [:]

    /// The translation of `key` in `bundle`: its `.strings` tables first, as Foundation reads
    /// them, then its string catalog; nil when neither has one. The one lookup `Text` and
    /// `String(localized:)` share.
    static func localized(_ key: String, table: String?, bundle: Bundle?, language: String?, count: Int? = nil) -> String? {
        let bundle = bundle ?? .main
        let found = bundle.localizedString(forKey: key, value: "\u{0}", table: table)
        if found != "\u{0}" { return found }
        return translation(of: key, table: table, bundle: bundle, language: language, count: count)
    }

    /// The translation of `key` in the catalog named `table` (`Localizable` when nil) of
    /// `bundle`, in `language` when the catalog has it, else in its source language; nil
    /// when there is no catalog, no entry, or the entry says nothing but its key.
    /// `count` picks a plural variation (`zero`, `one`, `other`, as English's rules do), and
    /// devices' variations fall back to `other`.
    static func translation(of key: String, table: String?, bundle: Bundle, language: String?, count: Int? = nil) -> String? {
        guard let catalog = catalog(named: table ?? "Localizable", in: bundle), let entry = catalog.strings[key],
              let localizations = entry["localizations"] as? [String: Any] else { return nil }
        let wanted = [language, catalog.sourceLanguage].compactMap { $0 }
        for code in wanted {
            guard let localization = localizations[code] as? [String: Any] else { continue }
            if let value = value(of: localization, count: count) { return value }
        }
        return nil
    }

    /// The value of one localization: its string unit, or the variation `count` selects.
    static func value(of localization: [String: Any], count: Int?) -> String? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            let category: String
            switch count {
            case 0? where plural["zero"] != nil: category = "zero"
            case 1?: category = "one"
            default: category = "other"
            }
            for name in [category, "other"] {
                if let case_ = plural[name] as? [String: Any], let value = value(of: case_, count: count) { return value }
            }
        }
        if let device = variations["device"] as? [String: Any] {
            // A still is an iPhone's screen.
            for name in ["iphone", "other"] {
                if let case_ = device[name] as? [String: Any], let value = value(of: case_, count: count) { return value }
            }
        }
        return nil
    }

    /// The catalog `name` of `bundle`, looked up and parsed once per process: every `Text`
    /// without a translation asks, so a bundle without catalogs must cost one lookup only.
    private static func catalog(named name: String, in bundle: Bundle) -> Table? {
        let cacheKey = bundle.bundlePath + "\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let cached = tables[cacheKey] { return cached }
        var table: Table?
        if let url = bundle.url(forResource: name, withExtension: "xcstrings"), let data = try? Data(contentsOf: url),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let strings = object["strings"] as? [String: [String: Any]] {
            table = Table(sourceLanguage: object["sourceLanguage"] as? String ?? "en", strings: strings)
        }
        tables[cacheKey] = table
        return table
    }

    /// The language code a locale asks for, nil for the process's own locale (which then
    /// does not decide: the catalog's source language does, on every machine alike).
    static func language(of locale: Locale?) -> String? {
        guard let locale, locale.identifier != Locale.current.identifier else { return nil }
        return locale.language.languageCode?.identifier
    }
}
