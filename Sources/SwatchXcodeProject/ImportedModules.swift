import Foundation

/// The modules the app's files import, and what each becomes in the package: a product of
/// the engine (our module of the Apple framework's name), a product of one of the app's own
/// packages, a module Linux has anyway, or a warning.
public struct ImportedModules: Equatable, Sendable {
    /// The engine's compatibility products, Apple's framework names on Linux (as listed in
    /// the engine's `Package.swift`; a test checks that they still are).
    public static let engineProducts: [String] = [
        "SwiftUI", "CoreGraphics", "UIKit", "Combine", "CoreLocation", "MapKit", "PhotosUI",
        "AVFoundation", "AVKit", "StoreKit", "SwiftData", "CoreData", "UniformTypeIdentifiers",
        "CoreTransferable", "WidgetKit", "AuthenticationServices", "Charts", "os", "OSLog",
        "AppIntents", "UserNotifications", "TipKit", "SwiftUICore", "CryptoKit", "CommonCrypto", "CoreText", "Security", "NaturalLanguage", "CoreSpotlight", "CloudKit", "simd",
        "WebKit", "SafariServices", "MessageUI", "EventKit", "EventKitUI", "Accelerate", "Network", "AudioToolbox",
        "FoundationModels",
    ]

    /// Modules a Linux toolchain has without any package.
    public static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Dispatch", "Observation", "Synchronization",
        "RegexBuilder", "Distributed", "XCTest", "Testing", "Glibc", "Musl", "_Concurrency",
        "_StringProcessing",
    ]

    /// Apple frameworks that have no module here. An import of one gets an empty stand-in
    /// module in the generated package, so that a file whose use of it sits inside
    /// `#if os(iOS)` (false on Linux) still builds; a use outside such a block still fails.
    public static let appleFrameworks: Set<String> = [
        "Intents", "IntentsUI",
        "ClockKit", "ActivityKit", "CoreImage", "CoreMotion",
        "CoreHaptics", "LocalAuthentication", "GameKit",
        "HealthKit", "Contacts", "ContactsUI", "Photos",
        "QuickLook", "CoreML", "Vision", "VisionKit", "ARKit", "RealityKit", "SceneKit", "SpriteKit",
        "CoreNFC", "CoreBluetooth",
        "Speech", "MusicKit", "MediaPlayer", "CoreMedia", "CoreVideo",
        "QuartzCore", "SystemConfiguration", "BackgroundTasks",
        "LinkPresentation", "PassKit", "AppTrackingTransparency", "AdSupport", "WatchConnectivity",
        "WatchKit", "AppKit", "Cocoa", "Accessibility", "DeviceActivity",
        "FamilyControls", "ManagedSettings", "GroupActivities", "ShazamKit", "WeatherKit",
        "Translation", "CoreAudio", "AVRouting", "PencilKit", "PDFKit",
        "UserNotificationsUI", "NotificationCenter", "Social", "Accounts", "iAd", "GLKit",
        "Metal", "MetalKit", "CoreTelephony", "CarPlay", "HomeKit", "SensorKit", "ExtensionKit",
    ]

    /// Engine products to depend on, in the engine's order; `SwiftUI` always, because
    /// `render-previews` renders the targets that import it.
    public let engine: [String]
    /// Apple frameworks that get an empty stand-in module, each with its importers.
    public let standIns: [String: [String]]
    /// Modules that nothing here provides, each with the files that import it outside `#if`.
    public let unknown: [String: [String]]

    /// Sorts the imports of `files` (path → text); `packageModules` are the app's packages'
    /// products.
    public init(files: [(path: String, text: String)], packageModules: Set<String>) {
        var engine: Set<String> = ["SwiftUI"]
        var unknown: [String: [String]] = [:]
        var standIns: [String: [String]] = [:]
        for file in files {
            for found in Self.imports(in: file.text) {
                if packageModules.contains(found.module) || Self.toolchainModules.contains(found.module) {
                    // One of the app's own packages provides it (a package named `Charts`
                    // wins over our Swift Charts), or Linux has it anyway.
                    continue
                } else if Self.engineProducts.contains(found.module) {
                    engine.insert(found.module)
                } else if found.isConditional {
                    // An import inside `#if os(macOS)` and the like is not compiled here.
                    continue
                } else if Self.appleFrameworks.contains(found.module) {
                    standIns[found.module, default: []].append(file.path)
                } else {
                    unknown[found.module, default: []].append(file.path)
                }
            }
        }
        self.engine = Self.engineProducts.filter(engine.contains)
        self.unknown = unknown
        self.standIns = standIns
    }

    /// The lines (1-based) of `text` that import `module` outside any `#if`: what
    /// `render-swatches app` blanks when nothing provides the module, so that only the code
    /// that uses it is left out, not the whole file.
    public static func importLines(of module: String, in text: String) -> [Int] {
        imports(in: text).filter { $0.module == module && !$0.isConditional }.map(\.line)
    }

    /// The `import` declarations of a file: the top module of each (`UIKit.UIColor` → UIKit),
    /// and whether it sits inside an `#if` block.
    static func imports(in text: String) -> [(module: String, isConditional: Bool, line: Int)] {
        var found: [(String, Bool, Int)] = []
        var number = 0
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if") { depth += 1; continue }
            if trimmed.hasPrefix("#endif") { depth = max(0, depth - 1); continue }
            guard let path = importPath(ofLine: line)?.path,
                  let module = path.split(separator: ".").first.map(String.init), !module.isEmpty,
                  module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            found.append((module, depth > 0, number))
        }
        return found
    }

    /// What an `import` line names: the module path (`UIKit.UIImage`) and, for
    /// `import struct UIKit.UIImage`, the kind of the one declaration it imports. Nil for any
    /// other line. Attributes and access levels come first in Swift 6 code
    /// (`@preconcurrency import`, `public import SwiftUI`: swift-clocks, swift-custom-dump),
    /// and one parser reads them all, so no caller misses a form.
    public static func importPath(ofLine line: Substring) -> (path: Substring, declarationKind: Substring?)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first != "import",
              first.hasPrefix("@") || accessLevels.contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let second = words[words.startIndex + 1]
        if declarationKinds.contains(second) {
            guard words.count >= 3 else { return nil }
            return (words[words.startIndex + 2], second)
        }
        return (second, nil)
    }

    private static let accessLevels: Set<Substring> = ["public", "internal", "package", "private", "fileprivate"]
    private static let declarationKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
}
