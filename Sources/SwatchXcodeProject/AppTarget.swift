import Foundation

/// A target of the project that was not chosen, with the reason shown to the user.
public struct SkippedTarget: Equatable, Sendable {
    /// The target's name in Xcode.
    public let name: String
    /// Why it is not in the package ("unit tests", "an application for macOS"…).
    public let reason: String
}

/// The iOS application target whose files become the package, found among the project's
/// targets the way a user would pick it in Xcode's scheme menu: an application built for
/// iPhone.
public struct AppTarget {
    /// The `PBXNativeTarget` object's identifier.
    public let id: String
    /// The target's name in Xcode.
    public let name: String
    /// The build settings of its default configuration over the project's, which is enough
    /// to read the platform, the module name and the Swift version.
    public let settings: [String: Any]
    /// The build settings of its Debug configuration over the project's Debug ones: Xcode
    /// builds previews in Debug, so the compiler settings the package copies come from here.
    public let debugSettings: [String: Any]
    /// The other targets and why each was left out.
    public let skipped: [SkippedTarget]
    /// The project's framework and library targets the app depends on, directly or through
    /// each other, depth first: their files join the app's module (`XcodePackagePlan`).
    public let frameworks: [ProjectFramework]

    /// Picks the target named `preferred`, else the first iOS application in project order.
    public init(in project: PBXProject, preferred: String? = nil) throws {
        let projectSettings = try Self.settings(list: try? project.reference("buildConfigurationList", of: project.rootID), project: project)
        var candidates: [(id: String, name: String, settings: [String: Any])] = []
        var skipped: [SkippedTarget] = []
        for target in try project.references("targets", of: project.rootID) {
            let name = try project.optionalString("name", of: target) ?? target
            guard try project.isa(of: target) == "PBXNativeTarget" else {
                skipped.append(SkippedTarget(name: name, reason: "a \(try project.isa(of: target)), not a native target"))
                continue
            }
            let own = try Self.settings(list: try? project.reference("buildConfigurationList", of: target), project: project)
            let settings = projectSettings.merging(own) { _, target in target }
            let type = try project.optionalString("productType", of: target) ?? ""
            if type == "com.apple.product-type.application", Self.buildsForiOS(settings) {
                candidates.append((target, name, settings))
            } else {
                skipped.append(SkippedTarget(name: name, reason: Self.reason(productType: type, settings: settings)))
            }
        }
        let chosenIndex: Int
        if let preferred {
            guard let index = candidates.firstIndex(where: { $0.name == preferred }) else {
                let names = candidates.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw XcodeProjectError(project.bundle.path, "no iOS application target named \"\(preferred)\"" + (names.isEmpty ? "" : " (iOS applications: \(names))"))
            }
            chosenIndex = index
        } else {
            guard !candidates.isEmpty else {
                let found = skipped.map { "\"\($0.name)\": \($0.reason)" }.joined(separator: "; ")
                throw XcodeProjectError(project.bundle.path, "no iOS application target" + (found.isEmpty ? " (the project has no targets)" : " (\(found))"))
            }
            chosenIndex = 0
        }
        for (index, other) in candidates.enumerated() where index != chosenIndex {
            skipped.append(SkippedTarget(name: other.name, reason: "another iOS application (choose it with --target \"\(other.name)\")"))
        }
        let chosen = candidates[chosenIndex]
        id = chosen.id
        name = chosen.name
        settings = chosen.settings
        let projectDebug = try Self.settings(list: try? project.reference("buildConfigurationList", of: project.rootID), project: project, configuration: "Debug")
        let targetDebug = try Self.settings(list: try? project.reference("buildConfigurationList", of: chosen.id), project: project, configuration: "Debug")
        debugSettings = projectDebug.merging(targetDebug) { _, target in target }
        let frameworks = try Self.frameworks(of: chosen.id, in: project, projectSettings: projectSettings)
        self.frameworks = frameworks
        skipped.removeAll { target in frameworks.contains { $0.name == target.name } }
        // Project order, as Xcode lists them.
        let order = try project.references("targets", of: project.rootID)
        self.skipped = skipped.sorted { a, b in
            (order.firstIndex { (try? project.optionalString("name", of: $0)) == a.name } ?? 0)
                < (order.firstIndex { (try? project.optionalString("name", of: $0)) == b.name } ?? 0)
        }
    }

    /// The framework and library targets that `target` depends on through its target
    /// dependencies, and theirs, for iOS; a dependency on another project (a proxy without a
    /// target here) is not followed.
    static func frameworks(of target: String, in project: PBXProject, projectSettings: [String: Any]) throws -> [ProjectFramework] {
        var found: [ProjectFramework] = []
        var seen: Set<String> = [target]
        func visit(_ id: String) throws {
            for dependency in try project.references("dependencies", of: id) {
                guard let other = try? project.reference("target", of: dependency), !seen.contains(other),
                      try project.isa(of: other) == "PBXNativeTarget" else { continue }
                seen.insert(other)
                let type = try project.optionalString("productType", of: other) ?? ""
                guard ProjectFramework.productTypes.contains(type) else { continue }
                let own = try settings(list: try? project.reference("buildConfigurationList", of: other), project: project)
                let merged = projectSettings.merging(own) { _, target in target }
                guard buildsForiOS(merged) else { continue }
                let name = try project.optionalString("name", of: other) ?? other
                try visit(other)
                found.append(ProjectFramework(id: other, name: name, moduleName: moduleName(settings: merged, name: name)))
            }
        }
        try visit(target)
        return found
    }

    /// A configuration list's `configuration` settings, or by default its default
    /// configuration's (else Debug's, else the first's).
    static func settings(list: String?, project: PBXProject, configuration: String? = nil) throws -> [String: Any] {
        guard let list else { return [:] }
        let configurations = try project.references("buildConfigurations", of: list)
        let wanted = try configuration ?? project.optionalString("defaultConfigurationName", of: list) ?? "Debug"
        let chosen = try configurations.first { try project.optionalString("name", of: $0) == wanted } ?? configurations.first
        guard let chosen else { return [:] }
        return try project.dictionary("buildSettings", of: chosen)
    }

    /// A setting's words: Xcode writes lists both as a space-separated string and as an array.
    public static func words(_ value: Any?) -> [String] {
        if let text = value as? String { return text.split(separator: " ").map(String.init) }
        if let list = value as? [Any] { return list.compactMap { $0 as? String } }
        return []
    }

    /// Whether the settings build for iPhone: `SDKROOT = iphoneos`, a multiplatform target
    /// whose `SUPPORTED_PLATFORMS` lists it, or `SDKROOT = auto` with an iPhone or iPad device
    /// family and no platform list (Xcode's multiplatform template as
    /// jordibruin/Swift-Charts-Examples has it: `TARGETED_DEVICE_FAMILY = "1,2"`).
    public static func buildsForiOS(_ settings: [String: Any]) -> Bool {
        let sdk = words(settings["SDKROOT"]).first
        if sdk == "iphoneos" || words(settings["SUPPORTED_PLATFORMS"]).contains("iphoneos") { return true }
        let families = (settings["TARGETED_DEVICE_FAMILY"] as? String).map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        return sdk == "auto" && settings["SUPPORTED_PLATFORMS"] == nil && (families.contains("1") || families.contains("2"))
    }

    /// The platform a target builds for, in Apple's spelling, for messages.
    static func platformName(_ settings: [String: Any]) -> String {
        let sdk = words(settings["SDKROOT"]).first ?? words(settings["SUPPORTED_PLATFORMS"]).first ?? "an unknown platform"
        let names = ["macosx": "macOS", "watchos": "watchOS", "appletvos": "tvOS", "xros": "visionOS", "iphoneos": "iOS", "driverkit": "DriverKit"]
        return names[sdk] ?? sdk
    }

    /// Why a target that is not an iOS application is left out.
    static func reason(productType: String, settings: [String: Any]) -> String {
        switch productType {
        case "com.apple.product-type.application":
            return "an application for \(platformName(settings))"
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
             "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.watchkit-extension",
             "com.apple.product-type.watchkit2-extension":
            return "a watchOS app or extension"
        case "com.apple.product-type.bundle.unit-test":
            return "unit tests"
        case "com.apple.product-type.bundle.ui-testing":
            return "UI tests"
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension":
            return "an app extension (widget, share, intents…)"
        case "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
            return "a framework or library target (not the app)"
        case "com.apple.product-type.application.messages", "com.apple.product-type.app-extension.messages",
             "com.apple.product-type.app-extension.messages-sticker-pack":
            return "an iMessage app or extension"
        case "":
            return "a target without a product type"
        default:
            return "a \(productType) target"
        }
    }

    /// The Swift module name Xcode gives the target (`PRODUCT_MODULE_NAME`, else the product
    /// name, else the target name, made an identifier: "SwiftUI Kit" → `SwiftUI_Kit`).
    public var moduleName: String { Self.moduleName(settings: settings, name: name) }

    /// The module name of a target called `name` with `settings`.
    static func moduleName(settings: [String: Any], name: String) -> String {
        let raw = (settings["PRODUCT_MODULE_NAME"] as? String) ?? (settings["PRODUCT_NAME"] as? String) ?? name
        let expanded = raw.replacingOccurrences(of: "$(TARGET_NAME)", with: name)
            .replacingOccurrences(of: "${TARGET_NAME}", with: name)
        let text = expanded.contains("$") ? name : expanded
        return Self.identifier(text)
    }

    /// `text` as a Swift identifier, as Xcode makes a module name: other characters become
    /// `_`, and a leading digit gets one in front.
    public static func identifier(_ text: String) -> String {
        var result = String(text.unicodeScalars.map { scalar -> Character in
            (CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII) || scalar == "_" ? Character(scalar) : "_"
        })
        if result.isEmpty { result = "App" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// The Swift language mode of the target's `SWIFT_VERSION` ("5.0" → 5, "6.0" → 6); Xcode
    /// projects are mostly still Swift 5, whose files do not build in Swift 6's stricter mode.
    public var swiftLanguageMode: Int {
        let version = (settings["SWIFT_VERSION"] as? String) ?? "5.0"
        return version.hasPrefix("6") ? 6 : (version.hasPrefix("4") ? 4 : 5)
    }
}

/// A framework (or static or dynamic library) target of the project that the app links:
/// Milestones keeps all of its views in one (MilestonesCore). A Linux package could make each
/// a target of its own, but `render-swatches app` leaves out failing files and renders
/// previews one module at a time, so its files join the app's module instead; `import
/// MilestonesCore` then names an empty module, and the framework's `public` declarations are
/// the app module's own.
public struct ProjectFramework: Equatable, Sendable {
    /// The `PBXNativeTarget` object's identifier.
    public let id: String
    /// The target's name in Xcode.
    public let name: String
    /// The module name its importers use.
    public let moduleName: String

    /// The product types of targets whose files can join the app's module.
    static let productTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]
}
