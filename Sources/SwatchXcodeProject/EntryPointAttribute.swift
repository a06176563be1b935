import Foundation

/// The app's `@main` file (`@main struct MyApp: App`, `@UIApplicationMain class AppDelegate`)
/// often holds more than its entry point: global constants, a shared service, the app's
/// environment keys. Measured in the sample: MuVis declares 14 globals there that 30 of its
/// views use, Clendar 5 declarations, Basic Car Maintenance its `ActionService`. A library
/// cannot have an entry point (it would clash with the preview runner's own `main`), but it can
/// have everything else, as Xcode's preview build does: so the package gets a copy of the file
/// with only the attribute removed, and the `App` struct or app delegate stays an ordinary
/// type that nothing launches. The attribute's line keeps its place, so errors and preview
/// lines keep their numbers; comments and strings are never touched.
public enum EntryPointAttribute {
    /// The attributes that make a type the program's entry point.
    static let names: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// `source` with its entry-point attribute removed, and the attribute's name (`@main`);
    /// nil when the file has none in its code.
    public static func rewrite(_ source: String) -> (text: String, attribute: String)? {
        guard source.contains("@main") || source.contains("@UIApplicationMain") || source.contains("@NSApplicationMain") else { return nil }
        let scan = CodeScan(source)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var removed: String?
        for index in lines.indices {
            var chars = lines[index]
            var i = 0
            while i < chars.count {
                guard chars[i] == "@", scan.isCode(line: index + 1, column: i) else { i += 1; continue }
                var end = i + 1
                while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
                let name = String(chars[(i + 1)..<end])
                if Self.names.contains(name) {
                    // Blanked with spaces, so every column after it stays where it was.
                    chars.replaceSubrange(i..<end, with: Array(repeating: " ", count: end - i))
                    removed = removed ?? "@" + name
                }
                i = end
            }
            lines[index] = chars
        }
        guard let attribute = removed else { return nil }
        return (lines.map { String($0) }.joined(separator: "\n"), attribute)
    }
}
