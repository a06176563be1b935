import Foundation

/// The copy of an app's Swift file that the package gets instead of a link, when the file as
/// written cannot build or would build the wrong branch on Linux: `#if os(iOS)` read as true
/// (`PlatformConditions`), submodule imports made whole (`SubmoduleImports`), Objective-C
/// wiring replaced (`ObjectiveCWiring`), the `@main` attribute removed
/// (`EntryPointAttribute`), `Foundation.URLSession…` qualified as on Linux
/// (`NetworkingQualifiedNames`), declarations that iOS obsoletes left out (`ObsoletedOnIOS`) and
/// `Progress()` given the initializer Linux has (`ProgressInitializer`). Each keeps every line where it was, and the notes name each change so the command can report it per file
/// (docs/ARCHITECTURE.md §2.11).
public struct SourceRewrite: Equatable, Sendable {
    /// The rewritten text, or nil when the file needs no change and is linked as it is.
    public let text: String?
    /// One note per kind of change, for the report ("rewrote Path.swift: …").
    public let notes: [String]

    /// The rewrite of `source`; `iOSConditions` false keeps its `#if os(iOS)` as written, and
    /// `entryPoints` false keeps `@main` (a package's executables and plugins need theirs).
    public init(_ source: String, iOSConditions: Bool = true, entryPoints: Bool = true) {
        var text: String?
        var notes: [String] = []
        if iOSConditions, let platform = PlatformConditions.iOSOnLinux(source) {
            text = platform
            notes.append("#if os(iOS) also true on Linux, as Xcode builds previews for iOS")
        }
        if let imports = SubmoduleImports.rewrite(text ?? source) {
            text = imports.text
            notes.append("import of a submodule ×\(imports.count) made whole (Apple's frameworks are Swift modules here)")
        }
        if entryPoints, let entry = EntryPointAttribute.rewrite(text ?? source) {
            text = entry.text
            notes.append("\(entry.attribute) removed (the preview runner has its own entry point; the rest of the file builds)")
        }
        if let names = NetworkingQualifiedNames.rewrite(text ?? source) {
            text = names.text
            notes.append("Foundation.URLSession… ×\(names.count) as FoundationNetworking's (where Linux declares it)")
        }
        if let obsoleted = ObsoletedOnIOS.rewrite(text ?? source) {
            text = obsoleted.text
            notes.append("declaration obsoleted on iOS ×\(obsoleted.count) left out (a back-port that our SwiftUI, the newest iOS, replaces)")
        }
        if let progress = ProgressInitializer.rewrite(text ?? source) {
            text = progress.text
            notes.append("Progress() ×\(progress.count) as Progress(parent: nil, userInfo: nil) (Linux's Foundation has no init())")
        }
        if let wiring = ObjectiveCWiring.rewrite(text ?? source) {
            text = wiring.text
            notes.append("\(wiring.changes) (Objective-C wiring: a still never calls a selector)")
        }
        self.text = text
        self.notes = notes
    }
}
