import Foundation

/// Xcode compiles an app's previews for iOS, so its `#if os(iOS)` branches are what the
/// canvas shows. On Linux `os(iOS)` is false and the other branch would build instead (on
/// jordansinger/SwiftUI-Kit two of fourteen previews came out nearly empty that way). The
/// package therefore gets a copy of each Swift file whose conditions name `os(iOS)`, with
/// `os(iOS)` read as `(os(iOS) || os(Linux))` in `#if` and `#elseif` lines only; every other
/// line, and every other file, is the app's own.
public enum PlatformConditions {
    /// `source` with its `os(iOS)` conditions true on Linux, or nil when it has none.
    public static func iOSOnLinux(_ source: String) -> String? {
        var changed = false
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif"), line.contains("os(iOS)") else {
                lines.append(line)
                continue
            }
            changed = true
            lines.append(Substring(line.replacingOccurrences(of: "os(iOS)", with: "(os(iOS) || os(Linux))")))
        }
        return changed ? lines.joined(separator: "\n") : nil
    }
}
