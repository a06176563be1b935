import Foundation

/// The app's Info.plist as Xcode would put it in the app bundle, so that `Bundle.main` answers
/// a preview's `infoDictionary` reads (version labels, custom keys) on Linux too: 18 of the 30
/// sample apps read one (coverage/app-sample.md). Xcode builds it from the target's build
/// settings (`GENERATE_INFOPLIST_FILE` with `INFOPLIST_KEY_*`), from the file that
/// `INFOPLIST_FILE` names, or from both, replacing `$(SETTING)` references in its values
/// ("Managing your app's information property list values", Apple's Bundle Resources
/// documentation). `render-previews` puts the result beside its runner (§2.10), where
/// Foundation looks for the main bundle's Info.plist.
public struct AppInfoPlist: Sendable, Equatable {
    /// The property list as XML, keys sorted, so that the same project writes the same bytes;
    /// empty when the project gives the app no Info.plist keys.
    public let xml: String
    /// What could not be read (a missing `INFOPLIST_FILE`), for the command's warnings.
    public let warnings: [String]

    /// The keys Xcode writes into every generated Info.plist of an iOS app, with the settings
    /// their values come from.
    static let generatedKeys: [String: String] = [
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
        "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": "$(PRODUCT_NAME)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleShortVersionString": "$(MARKETING_VERSION)",
        "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
        "LSRequiresIPhoneOS": "YES",
    ]

    /// `INFOPLIST_KEY_*` settings whose value is a space-separated list, and the key each
    /// becomes (the `_iPad` variants are device-specific keys).
    static let listKeys: [String: String] = [
        "UISupportedInterfaceOrientations": "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations_iPhone": "UISupportedInterfaceOrientations~iphone",
        "UISupportedInterfaceOrientations_iPad": "UISupportedInterfaceOrientations~ipad",
        "LSApplicationQueriesSchemes": "LSApplicationQueriesSchemes",
    ]

    /// The Info.plist of the target whose Debug settings are `settings`, named `targetName`,
    /// in the project whose folder (`SRCROOT`) is `sourceRoot`.
    public init(settings: [String: Any], targetName: String, sourceRoot: URL, developmentRegion: String?) {
        var values: [String: String] = [
            "TARGET_NAME": targetName, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "PRODUCT_MODULE_NAME": AppTarget.identifier(targetName), "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "DEVELOPMENT_LANGUAGE": developmentRegion ?? "en", "SRCROOT": sourceRoot.path, "PROJECT_DIR": sourceRoot.path,
            "CONFIGURATION": "Debug", "PLATFORM_NAME": "iphoneos", "SDKROOT": "iphoneos",
        ]
        for (key, value) in settings {
            if let text = value as? String { values[key] = text } else { values[key] = AppTarget.words(value).joined(separator: " ") }
        }
        let resolve = { (text: String) in Self.expand(text, in: values) }

        var warnings: [String] = []
        var plist: [String: Any] = [:]
        let generate = SwiftBuildSettings.isYes(settings["GENERATE_INFOPLIST_FILE"])
        if generate {
            for (key, value) in Self.generatedKeys { plist[key] = value }
            plist["LSRequiresIPhoneOS"] = true
        }
        if let file = settings["INFOPLIST_FILE"] as? String, !file.isEmpty {
            let path = resolve(file)
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path)
            if let data = try? Data(contentsOf: url),
               let read = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                plist.merge(read) { _, file in file }
            } else {
                warnings.append("INFOPLIST_FILE \(path): not found or not a property list, so Bundle.main has only the keys of the build settings")
            }
        }
        if generate {
            for (setting, value) in settings where setting.hasPrefix("INFOPLIST_KEY_") {
                let name = String(setting.dropFirst("INFOPLIST_KEY_".count))
                // `_Generation` settings ask Xcode to generate a structure (scene manifest,
                // launch screen) that no preview reads.
                if name.hasSuffix("_Generation") { continue }
                let text = (value as? String) ?? AppTarget.words(value).joined(separator: " ")
                if let key = Self.listKeys[name] {
                    plist[key] = resolve(text).split(separator: " ").map(String.init)
                } else if text == "YES" || text == "NO" {
                    plist[name] = text == "YES"
                } else {
                    plist[name] = text
                }
            }
        }
        let expanded = Self.expandValues(plist, resolve: resolve) as? [String: Any] ?? [:]
        self.warnings = warnings
        if !expanded.isEmpty, let data = try? PropertyListSerialization.data(fromPropertyList: expanded, format: .xml, options: 0),
           let text = String(data: data, encoding: .utf8) {
            xml = text
        } else {
            xml = ""
        }
    }

    /// `value` with every string in it expanded.
    static func expandValues(_ value: Any, resolve: (String) -> String) -> Any {
        switch value {
        case let text as String: return resolve(text)
        case let list as [Any]: return list.map { expandValues($0, resolve: resolve) }
        case let dictionary as [String: Any]: return dictionary.mapValues { expandValues($0, resolve: resolve) }
        default: return value
        }
    }

    /// `text` with `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the settings' values,
    /// themselves expanded (to a bounded depth, as a setting may refer to itself). A setting
    /// that is not set is empty, as in Xcode.
    static func expand(_ text: String, in values: [String: String], depth: Int = 0) -> String {
        guard depth < 8 else { return "" }
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[dollar...]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                result += rest
                rest = ""
                break
            }
            let reference = rest[rest.index(after: after)..<end]
            let parts = reference.split(separator: ":", maxSplits: 1)
            let name = parts.first.map(String.init) ?? ""
            var value = name == "inherited" ? "" : expand(values[name] ?? "", in: values, depth: depth + 1)
            if parts.count == 2 { value = Self.apply(String(parts[1]), to: value) }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Xcode's modifiers of a reference: `rfc1034identifier` (bundle identifiers) and
    /// `c99extidentifier` (module names); others leave the value as it is.
    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier": return String(value.map { ($0.isLetter || $0.isNumber) && $0.isASCII || $0 == "-" ? $0 : "-" })
        case "c99extidentifier": return AppTarget.identifier(value)
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }
}
