import Foundation

/// How a file of the app target becomes part of the generated package: a Swift source, a
/// resource, or left out with the reason printed to the user.
public enum FileRole: Equatable, Sendable {
    /// Compiled into the library target.
    case source
    /// Declared in the target's `resources:`.
    case resource(ResourceRule)
    /// Not part of the package; the reason is shown on stdout.
    case skipped(String)
}

/// SwiftPM's two resource rules: `.process` for what SwiftPM knows (asset catalogs, strings,
/// fonts, images), `.copy` for the rest, kept as it is.
public enum ResourceRule: String, Sendable {
    case process
    case copy
}

/// Decides the role of a file from its name, as Xcode decides a build phase from a file type.
public enum FileRoles {
    /// Folders that Xcode treats as one file: not walked into in a synchronized folder.
    public static let bundleExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "docc", "scnassets",
        "rcproject", "mlpackage", "storyboardc", "framework", "xcframework", "playground", "app", "appex",
    ]

    /// The role of the file at `path` (a name is enough).
    public static func role(of path: String) -> FileRole {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            return .skipped("Info.plist is read by Xcode to make the app bundle, not built")
        }
        // swift-openapi-generator's build plugin reads these from the target's files (oscar-weather
        // keeps them in its Resources phase): they must be there, as they are in Xcode's build.
        if ["openapi.yaml", "openapi.yml", "openapi.json", "openapi-generator-config.yaml", "openapi-generator-config.yml"].contains(name) {
            return .resource(.copy)
        }
        switch ext {
        case "swift":
            return .source
        case "xcassets", "strings", "stringsdict", "xcstrings", "ttf", "otf", "ttc", "png", "jpg", "jpeg", "gif", "pdf", "svg", "heic":
            return .resource(.process)
        case "entitlements":
            return .skipped("entitlements are for code signing")
        case "xcprivacy":
            return .skipped("a privacy manifest, for the App Store")
        case "xcconfig":
            return .skipped("build settings, read by Xcode")
        case "storyboard", "xib":
            return .skipped("Interface Builder files need Xcode's ibtool, which Linux lacks")
        case "xcdatamodeld", "xcdatamodel":
            // The engine's GenerateCoreDataClasses plugin reads it from the target's files and
            // writes what Xcode generates from it (ARCHITECTURE §2.13).
            return .resource(.copy)
        case "xcmappingmodel":
            return .skipped("a Core Data mapping model, for migrating stores on disk; the store is in memory here")
        case "m", "mm", "c", "cc", "cpp", "h", "hpp", "metal", "s":
            return .skipped("not Swift: the package builds the app's Swift sources only")
        case "docc":
            return .skipped("a documentation catalog")
        case "storekit":
            return .skipped("a StoreKit configuration, for Xcode's test store")
        case "intentdefinition", "mlmodel", "mlpackage", "rcproject", "reality", "iconcomposer", "icon":
            return .skipped("needs a compiler that only Xcode has")
        case "framework", "xcframework", "a", "dylib", "tbd", "app", "appex":
            return .skipped("a binary product, linked by Xcode")
        case "playground":
            return .skipped("a playground")
        case "md", "markdown", "txt", "rtf", "gitignore", "gitkeep", "sh", "py", "rb", "yml", "yaml":
            return .skipped("documentation or a script, not part of the app")
        default:
            return .resource(.copy)
        }
    }
}
