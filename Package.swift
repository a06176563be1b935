// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// SwatchRaster: SwiftUI's layout and preference semantics on Linux, rendered to PNG.
///
/// The targets come in layers (docs/ARCHITECTURE.md §2), in this order below:
///   1. the engine: `SwatchRaster`, its C parts, and the Apple frameworks below SwiftUI that
///      it names in signatures: `CoreGraphics`, `UniformTypeIdentifiers`, `CoreTransferable`;
///   2. the compatibility layer, Apple's module names on Linux so that a user's files build
///      unchanged: `SwiftUI`, `CoreGraphics`, `UIKit`, `Combine`, the frameworks whose views
///      appear on screens (`MapKit`, `CoreLocation`, `PhotosUI`, `AVFoundation`, `AVKit`,
///      `StoreKit`, `SwiftData`, `WidgetKit`), and the macros
///      (`SwatchMacros`, the compiler plugin, and `SwatchPreviews`, the registry);
///   3. testing: `SwatchRasterTesting`;
///   4. the application: `SwatchSheets`, `render-swatches`, `swatch-bench`;
///   5. previews: `SwatchPreviewRunner`, the `render-previews` command plugin, and
///      `SwatchXcodeProject` (an Xcode project as a package for it);
///   6. examples and the gallery, then the tests.
let package = Package(
    name: "SwatchRaster",
    products: [
        .library(name: "SwatchRaster", targets: ["SwatchRaster"]),
        // Linux only: a user's package lists these with
        // `condition: .when(platforms: [.linux])`, so that a Mac uses Apple's (§2.7).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        // Apple frameworks whose views appear on screens, each its own module (§2.7).
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "CommonCrypto", targets: ["CommonCrypto"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "NaturalLanguage", targets: ["NaturalLanguage"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "simd", targets: ["simd"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "Accelerate", targets: ["Accelerate"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        // Not an Apple framework: what Apple's Foundation has of URLSession and Linux's lacks,
        // imported implicitly by the packages `render-swatches app` writes (§2.11).
        .library(name: "FoundationNetworkingGaps", targets: ["FoundationNetworkingGaps"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "EventKitUI", targets: ["EventKitUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "SwatchPreviews", targets: ["SwatchPreviews"]),
        .library(name: "SwatchRasterTesting", targets: ["SwatchRasterTesting"]),
        .library(name: "SwatchSheets", targets: ["SwatchSheets"]),
        .executable(name: "render-swatches", targets: ["render-swatches"]),
        .executable(name: "render-gallery", targets: ["render-gallery"]),
        // Xcode's generated asset symbols (`Color(.brandPrimary)`) from a target's catalogs (§2.9).
        .plugin(name: "GenerateAssetSymbols", targets: ["GenerateAssetSymbols"]),
        // Xcode's Core Data class generation from a target's `.xcdatamodeld` models (§2.13).
        .plugin(name: "GenerateCoreDataClasses", targets: ["GenerateCoreDataClasses"]),
        // `swift package render-previews`: every preview of a package to PNG, verified (§2.10).
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
        .library(name: "SwatchPreviewRunner", targets: ["SwatchPreviewRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target SwatchRaster` (the DocC catalog in
        // Sources/SwatchRaster/SwatchRaster.docc); a command plugin, nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.0.0"),
        // Property-based tests with shrinking: the layout fuzzer (Tests/SwatchRasterTests/LayoutFuzz*).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `import Combine` on Linux: OpenCombine's publishers (§2.7).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview`, `@Previewable`, `@Entry` (§2.8); only the macro plugin links it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // CryptoKit's API on Linux, maintained by Apple: the `CryptoKit` module re-exports it.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        // ── 1. The engine ──────────────────────────────────────────────────────────────
        // libpng and zlib headers and libraries, for CSwatchPNG and its tests.
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
        // The PNG writer and reader in C: libpng's longjmp must not cross Swift frames. Its
        // -Wall -Wextra come from a pragma (Sources/CSwatchPNG/warnings.h) and
        // scripts/c-warnings, not unsafeFlags, so the package stays usable as a dependency.
        // (libpng's pkg-config lists no -lz, and CPNG's module map links zlib only into
        // modules that import CPNG from Swift.)
        .target(name: "CSwatchPNG", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        // Text beyond Latin (§7.2): HarfBuzz shapes every run (kerning, ligatures, marks,
        // complex scripts), FriBidi orders right-to-left runs by the Unicode Bidirectional
        // Algorithm, and libunibreak finds line-break opportunities by UAX #14.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CUnibreak", pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]),
        // librsvg (with cairo) draws the SF Symbols a user exported as SVG from Apple's app,
        // loaded with dlopen on first use rather than linked: linking it costs every process
        // start ~6 ms (§7.9).
        .target(name: "CRsvg"),
        // Core Graphics' value types that Foundation on Linux lacks (CGAffineTransform,
        // CGVector, CGLineCap, CGLineJoin), under Apple's module name; the engine re-exports
        // it. A Mac has the real framework, hence the condition (§2.7).
        .target(name: "CoreGraphics", dependencies: ["CFreeType", .target(name: "_Testing_CoreGraphics", condition: .when(platforms: [.linux]))]),
        // Like CoreGraphics, two frameworks that sit below SwiftUI in Apple's stack (SwiftUI's
        // own interface imports them): `UTType` values, and `Transferable` for drag and drop and
        // sharing. The engine depends on them on Linux only; frameworks above SwiftUI (MapKit,
        // StoreKit, SwiftData, …) depend on the engine, never the reverse (§2.7).
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        // Empty stand-ins for the cross-import overlays that the Linux toolchain's Testing
        // module declares for CoreGraphics and UIKit but does not ship: without them, a file
        // importing Testing with our CoreGraphics or UIKit in view fails to compile (§2.7).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // The calling thread's stack bounds (pthread_getattr_np, which Glibc's Swift module
        // hides), so that resolving a deeply nested view stops with an error before it
        // overflows the stack (§6.4).
        .target(name: "CThreadStack"),
        // OpenSSL's libcrypto, for SHA-256 (the pixel hash, §9) through its EVP API.
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        // xxHash, for XXH3-128: the command line's and manifests' pixel hash (§9).
        .systemLibrary(
            name: "CXXHash", pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"])]),
        .target(
            name: "SwatchRaster",
            dependencies: [
                "CSwatchPNG", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi", "CUnibreak", "CRsvg",
                "COpenSSL", "CXXHash", "CThreadStack",
                .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
                // `UTType` and `Transferable`, which SwiftUI's signatures name; re-exported (§2.7).
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
                .target(name: "CoreTransferable", condition: .when(platforms: [.linux])),
            ],
            // The toolchain's ICU, which Foundation formats with but does not link into its
            // importers: `Measurement.FormatStyle` calls it directly, as Apple's does.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),

        // ── 2. The compatibility layer: Apple's module names on Linux (§2.7, §2.8) ─────
        // `import Combine`: OpenCombine's publishers under Combine's names; `ObservableObject`
        // and `@Published` stay the engine's, so that each name has one definition.
        .target(
            name: "Combine",
            dependencies: ["SwatchRaster", .product(name: "OpenCombine", package: "OpenCombine")]),
        // `import UIKit`: the value types SwiftUI code touches (UIColor, UIFont, UIImage,
        // UIScreen), nothing that needs a window.
        .target(
            name: "UIKit",
            dependencies: ["SwatchRaster", "CoreText", .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux]))]),
        // The compiler plugin behind `#Preview`, `@Previewable` and `@Entry`. Only targets that
        // import `SwatchPreviews` (directly or through `SwiftUI`) build swift-syntax.
        .macro(
            name: "SwatchMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // `Preview`, `PreviewProvider`, traits and layouts, the macro declarations, and
        // `PreviewRegistry`, which finds every preview of the loaded modules at run time.
        .target(name: "SwatchPreviews", dependencies: ["SwatchRaster", "SwatchMacros"]),
        // `import SwiftUI`: re-exports the engine, Foundation, CoreGraphics, Combine, UIKit and
        // the previews, and adds what needs more than one of them (`onReceive`).
        .target(
            name: "SwiftUI",
            dependencies: [
                "SwatchRaster", "Combine", "UIKit", "SwatchPreviews",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),

        // Apple frameworks that screens import, so that such a file builds unchanged; each
        // draws its views as the engine's placeholder tile, and the engine depends on none.
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["SwatchRaster", "CoreLocation", "UIKit"]),
        .target(name: "PhotosUI", dependencies: ["SwatchRaster"]),
        .target(name: "AVFoundation"),
        .target(name: "AVKit", dependencies: ["SwatchRaster", "AVFoundation", "UIKit"]),
        .target(name: "StoreKit", dependencies: ["SwatchRaster", "UIKit"]),
        // SwiftData in memory: `@Model` (a macro in SwatchMacros), `@Query`, containers, contexts.
        .target(name: "SwiftData", dependencies: ["SwatchRaster", "SwatchMacros"]),
        // Core Data in memory (§2.13): contexts, fetch requests, `NSPredicate(format:)` parsed
        // here, `@_NSManaged` (what `@NSManaged` is rewritten to), and SwiftUI's `@FetchRequest`.
        // SwatchPreviews for its conformance scanner, which finds the generated models.
        .target(name: "CoreData", dependencies: ["SwatchRaster", "SwatchPreviews", "CloudKit"]),
        // iCloud's containers with no account signed in, as on a fresh simulator; Core Data's
        // CloudKit options name its database scopes (§2.7).
        .target(name: "CloudKit"),
        .target(name: "WidgetKit", dependencies: ["SwatchRaster", "AppIntents"]),
        .target(name: "AuthenticationServices", dependencies: ["SwatchRaster"]),
        // Swift Charts, drawn with the engine's shapes and text as iOS draws a chart.
        .target(name: "Charts", dependencies: ["SwatchRaster"]),
        // Frameworks that apps import beside SwiftUI and that draw nothing: unified logging
        // (`os`, re-exported by `OSLog`), intents, notifications and tips. They build so that
        // an app's module builds; a still never runs them.
        .target(name: "os"),
        .target(name: "OSLog", dependencies: ["os"]),
        .target(name: "AppIntents", dependencies: ["SwatchRaster"]),
        .target(name: "UserNotifications"),
        .target(name: "TipKit", dependencies: ["SwatchRaster", "SwatchMacros"]),
        // Apple's on-device language model, as on a device without Apple Intelligence: never
        // available, every request throws; `@Generable` and `@Guide` are macros in SwatchMacros.
        .target(name: "FoundationModels", dependencies: ["SwatchMacros"]),
        // Hashes, keys and ciphers: swift-crypto's `Crypto`, which is CryptoKit's API, plus
        // the Secure Enclave's availability (none here).
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // CommonCrypto's one-shot digests (`CC_SHA256`…), on the same swift-crypto (§2.7).
        .target(name: "CommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // Core Text's font manager: fonts an app registers in code join fontconfig's, so
        // `.custom(_:size:)` draws with them (§2.7).
        .target(name: "CoreText", dependencies: ["CoreGraphics", "SwatchRaster"]),
        // The keychain (`SecItemAdd`, `SecItemCopyMatching`, …) in this process's memory:
        // empty at start, as a new install's is (§2.7).
        .target(name: "Security", dependencies: ["CoreGraphics"]),
        // Tokens and the tags their characters decide (word boundaries by libunibreak); what
        // needs a trained model (parts of speech, languages) is nil (§2.7).
        .target(name: "NaturalLanguage", dependencies: ["CUnibreak"]),
        // The app's Spotlight index in memory: what an app indexes and deletes reads back,
        // nothing leaves the process (§2.7).
        .target(name: "CoreSpotlight", dependencies: ["SwatchRaster", "UniformTypeIdentifiers"]),
        // Web views apps wrap in representables: kept settings, nothing loads, drawn as the
        // named tile (§2.7).
        .target(name: "WebKit", dependencies: ["SwatchRaster", "UIKit"]),
        // vDSP's element-wise vector functions that app code calls on spectra (§2.7).
        .target(name: "Accelerate"),
        // Path monitoring: always connected over Wi-Fi, reported once, so a screen that checks
        // connectivity draws the same on every run (§2.7).
        .target(name: "Network"),
        // System sounds and vibration: silent here.
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
        // Apple's Dispatch sources that Linux's libdispatch lacks (memory pressure).
        .target(name: "DispatchGaps"),
        // `URLSessionConfiguration` members Linux's FoundationNetworking lacks; it re-exports
        // FoundationNetworking and DispatchGaps (what `import Foundation` brings on Apple's
        // systems), and app packages import it implicitly (§2.11).
        .target(name: "FoundationNetworkingGaps", dependencies: ["DispatchGaps", "Security"]),
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        // The mail and message sheets: no account here, so apps that check first present none.
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        // Calendars and reminders: no account, access not determined; what a preview saves is
        // kept in memory. EventKitUI's editors are controllers drawn as the named tile.
        .target(name: "EventKit", dependencies: ["CoreGraphics"]),
        .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"]),
        // Apple's vector names and functions (`simd_float3`, `mix`, `simd_length`) over the
        // standard library's SIMD types, which Apple's simd imports its C types as.
        .target(name: "simd"),
        // iOS 18's split of SwiftUI: `import SwiftUICore` names the engine's core views.
        .target(name: "SwiftUICore", dependencies: ["SwatchRaster"]),
        // Xcode's generated asset symbols on Linux: a build-tool plugin runs the generator on
        // the `.xcassets` catalogs in a target's folder (§2.9).
        .executableTarget(name: "swatch-asset-symbols"),
        .plugin(name: "GenerateAssetSymbols", capability: .buildTool(), dependencies: ["swatch-asset-symbols"]),
        // Xcode's Core Data code generation on Linux: entity classes and a registered model
        // from the `.xcdatamodeld` bundles among a target's files (§2.13).
        .executableTarget(name: "swatch-core-data-model"),
        .plugin(name: "GenerateCoreDataClasses", capability: .buildTool(), dependencies: ["swatch-core-data-model"]),

        // ── 3. Testing ─────────────────────────────────────────────────────────────────
        // Snapshot and pixel-hash assertions for users' tests (XCTest and Swift Testing).
        .target(name: "SwatchRasterTesting", dependencies: ["SwatchRaster", "CSwatchTestObserver"]),
        // Registers the testing library's XCTest observer when a test binary loads (§2.4).
        .target(name: "CSwatchTestObserver"),

        // ── 4. The application ─────────────────────────────────────────────────────────
        // The swatch application: theme readers, the sheet view, batches, manifests, verify.
        .target(
            name: "SwatchSheets",
            dependencies: ["SwatchRaster"]),
        .executableTarget(
            name: "render-swatches",
            dependencies: [
                "SwatchRaster", "SwatchSheets", "SwatchXcodeProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "swatch-bench", dependencies: ["SwatchRaster", "SwatchSheets"]),

        // ── 5. Previews ────────────────────────────────────────────────────────────────
        // The runner behind `swift package render-previews`: plans the matrix, renders in worker
        // processes, compares with the manifest, records, and writes the review page. The plugin
        // links it with the user's targets into an executable of its own (§2.10).
        .target(
            name: "SwatchPreviewRunner",
            dependencies: [
                "SwatchRaster", "SwatchPreviews", "SwatchSheets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(
            name: "RenderPreviews",
            capability: .command(
                intent: .custom(verb: "render-previews", description: "Render every #Preview to PNG and verify them against Previews/manifest.json"),
                permissions: [.writeToPackageDirectory(reason: "writes the preview images and manifest into Previews/")])),
        // `render-swatches xcodeproj`: an iOS app's Xcode project read with Foundation's
        // property-list reader and written as a Linux package that render-previews can build
        // (§2.11). Foundation only, so the command line stays light.
        // swift-syntax's parser finds the body around a compiler error (BodyStubs).
        .target(
            name: "SwatchXcodeProject",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),

        // ── 6. Examples, the gallery, and the tests ────────────────────────────────────
        // The seeds' and the lecture's examples, each in its own module as a user would write them.
        .target(name: "AnchorExample", dependencies: ["SwatchRaster"], path: "Examples/AnchorExample"),
        .target(name: "PreferenceKeyExamples", dependencies: ["SwatchRaster"], path: "Examples/PreferenceKeyExamples"),
        .target(name: "LectureExamples", dependencies: ["SwatchRaster"], path: "Examples/LectureExamples"),
        .target(name: "LayoutExamples", dependencies: ["SwatchRaster"], path: "Examples/LayoutExamples"),
        // Milliseconds per preview for ordinary screens (benchmarks/run's previews section).
        .executableTarget(name: "preview-bench", dependencies: ["SwatchRaster", "LayoutExamples"]),
        .executableTarget(
            name: "render-gallery",
            dependencies: ["SwatchRaster", "AnchorExample", "PreferenceKeyExamples", "LectureExamples", "LayoutExamples"]),
        // Swift 5 mode for the harness only (the examples' own modules build in Swift 6): its
        // XCTest methods build views outside a body, which the @MainActor `View` forbids in
        // Swift 6, and XCTest on Linux cannot run @MainActor test methods (§3.1).
        .testTarget(
            name: "ExampleTests",
            dependencies: ["SwatchRaster", "AnchorExample", "PreferenceKeyExamples", "LectureExamples", "LayoutExamples"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "SwatchRasterTests",
            dependencies: [
                "SwatchRaster", "SwatchSheets", "render-swatches", "swatch-asset-symbols", "SwatchRasterTesting", "LayoutExamples",
                "SwatchXcodeProject",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The C encoder's parts against independent references: zlib's adler32(), Python's zlib.
        .testTarget(name: "CSwatchPNGTests", dependencies: ["CSwatchPNG", "CPNG"]),
        // The seed's code, verbatim but for the import, in the Swift 6 language mode.
        .testTarget(
            name: "SeedCompatibilityTests",
            dependencies: ["SwatchRaster", "SwatchSheets", "SwatchRasterTesting"]),
        // The compatibility layer as a user's module sees it: `import SwiftUI`, `UIKit`,
        // `Combine`, `CoreGraphics`, and previews found at run time.
        // Its Media.xcassets goes through the asset-symbols plugin, as a user's target would.
        .testTarget(
            name: "CompatibilityModuleTests",
            dependencies: ["SwiftUI", "SwatchRasterTesting", "SwatchPreviewRunner", "SwatchSheets", "MapKit", "PhotosUI", "AVKit", "StoreKit", "SwiftData", "WidgetKit", "UniformTypeIdentifiers", "CoreTransferable", "AuthenticationServices", "WebKit", "SafariServices", "MessageUI", "EventKit", "EventKitUI"],
            resources: [.process("Media.xcassets")],
            plugins: ["GenerateAssetSymbols"]),
        // Swift Charts: marks, scales, axes and legends, checked in pixels.
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "SwatchRasterTesting"]),
        // The frameworks beside SwiftUI as an app's module uses them.
        .testTarget(
            name: "FrameworkModulesTests",
            dependencies: ["SwiftUI", "os", "OSLog", "AppIntents", "UserNotifications", "TipKit", "SwiftUICore", "WidgetKit", "CryptoKit", "CommonCrypto", "CoreText", "Security", "NaturalLanguage", "CoreSpotlight", "CloudKit", "CoreData", "simd", "WebKit", "SafariServices", "FoundationNetworkingGaps", "DispatchGaps", "Accelerate", "Network", "AudioToolbox", "FoundationModels", "SwatchRasterTesting", "MapKit", "CoreLocation"]),
        // Core Data in memory as an app's module uses it, with a model of its own run through
        // the GenerateCoreDataClasses plugin.
        .testTarget(
            name: "CoreDataTests",
            dependencies: ["CoreData", "SwiftUI", "SwatchRasterTesting", "swatch-core-data-model"],
            resources: [.copy("Journal.xcdatamodeld")],
            plugins: ["GenerateCoreDataClasses"]),
        // The macros' expansions, compared as source text.
        .testTarget(
            name: "SwatchMacrosTests",
            dependencies: [
                "SwatchMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]),
    ]
)
