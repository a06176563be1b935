import Foundation

/// The Xcode build settings that change what the compiler accepts or what Xcode generates,
/// read from the app target's Debug configuration (previews build in Debug) and written into
/// the package's target (docs/ARCHITECTURE.md §2.11). Measured on the 30-app sample
/// (coverage/app-sample.md): 31 projects set `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, 16
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, 6
/// `SWIFT_APPROACHABLE_CONCURRENCY`, 5 upcoming features, 2 `SWIFT_DEFAULT_ACTOR_ISOLATION`.
public struct SwiftBuildSettings: Equatable, Sendable {
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` without `$(inherited)`: `#if DEBUG` and the app's
    /// own flags. DEBUG is kept even though SwiftPM defines it in debug builds, so that a
    /// release build of the package compiles the same `#if DEBUG` previews Xcode shows.
    public var compilationConditions: [String]
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's new-project default): every
    /// declaration without isolation is main-actor isolated.
    public var defaultIsolationMainActor: Bool
    /// Upcoming features turned on one by one (`SWIFT_UPCOMING_FEATURE_X = YES`) or by
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`, in a stable order.
    public var upcomingFeatures: [String]
    /// Whether Xcode generates `Color.name` / `UIImage.name` extensions besides
    /// `ColorResource` and `ImageResource`: only where the setting says YES. An older app
    /// that declares its own `Color.brandPrimary` would otherwise meet a duplicate.
    public var assetSymbolExtensions: Bool

    /// The features that `SWIFT_APPROACHABLE_CONCURRENCY` turns on (Xcode 26).
    public static let approachableConcurrency = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
    ]

    /// Xcode's setting suffixes and the compiler's feature names for the upcoming features
    /// seen in the sample. `MEMBER_IMPORT_VISIBILITY` (18 projects) is left out on purpose: it
    /// only rejects code, and the modules here re-export differently from Apple's, so it
    /// could reject a file that builds on iOS.
    static let upcomingFeatureNames: [String: String] = [
        "CONCISE_MAGIC_FILE": "ConciseMagicFile", "DEPRECATE_APPLICATION_MAIN": "DeprecateApplicationMain",
        "DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference", "FORWARD_TRAILING_CLOSURES": "ForwardTrailingClosures",
        "GLOBAL_CONCURRENCY": "GlobalConcurrency", "IMPLICIT_OPEN_EXISTENTIALS": "ImplicitOpenExistentials",
        "INFER_SENDABLE_FROM_CAPTURES": "InferSendableFromCaptures", "ISOLATED_DEFAULT_VALUES": "IsolatedDefaultValues",
        "REGION_BASED_ISOLATION": "RegionBasedIsolation", "GLOBAL_ACTOR_ISOLATED_TYPES_USABILITY": "GlobalActorIsolatedTypesUsability",
        "INFER_ISOLATED_CONFORMANCES": "InferIsolatedConformances", "NONISOLATED_NONSENDING_BY_DEFAULT": "NonisolatedNonsendingByDefault",
    ]

    /// The settings found in `settings` (a target's merged Debug build settings).
    public init(_ settings: [String: Any]) {
        compilationConditions = AppTarget.words(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"])
            .filter { !$0.hasPrefix("$(") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        defaultIsolationMainActor = AppTarget.words(settings["SWIFT_DEFAULT_ACTOR_ISOLATION"]).first == "MainActor"
        var features: Set<String> = []
        for (key, value) in settings where key.hasPrefix("SWIFT_UPCOMING_FEATURE_") && Self.isYes(value) {
            if let feature = Self.upcomingFeatureNames[String(key.dropFirst("SWIFT_UPCOMING_FEATURE_".count))] { features.insert(feature) }
        }
        if Self.isYes(settings["SWIFT_APPROACHABLE_CONCURRENCY"]) { features.formUnion(Self.approachableConcurrency) }
        // Xcode passes -enable-bare-slash-regex unless SWIFT_ENABLE_BARE_SLASH_REGEX = NO
        // (since Xcode 14; rules_swift PR 886 and the Swift forums' "Regex literals in Xcode
        // 14.1 packages" say so), so a Swift 5 app's `/428|429/` builds there; SwiftPM does
        // not (kfinderapp's FoodDisplayHelper, measured). Swift 6 has it on anyway.
        let swift6 = AppTarget.words(settings["SWIFT_VERSION"]).first?.hasPrefix("6") == true
        if !swift6, AppTarget.words(settings["SWIFT_ENABLE_BARE_SLASH_REGEX"]).first != "NO" { features.insert("BareSlashRegexLiterals") }
        upcomingFeatures = features.sorted()
        assetSymbolExtensions = Self.isYes(settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"])
    }

    /// Xcode's boolean: YES (or true).
    static func isYes(_ value: Any?) -> Bool {
        guard let word = AppTarget.words(value).first else { return false }
        return word == "YES" || word == "true"
    }
}
