import Foundation

/// Which installed families stand in for Apple's San Francisco fonts (docs/ARCHITECTURE.md §7.2).
///
/// Why a chain: SwiftUI always draws with SF Pro; a Linux machine rarely has it, and DejaVu
/// Sans (always present) is about 11 % wider, so text that fits on an iPhone wraps here. SF
/// Pro is used when fontconfig has it, else Inter (`fonts-inter`, the closest Debian family
/// to iOS's measured widths, §7.2), else DejaVu Sans.
enum SystemFont {
    /// The system font's families, most wanted first.
    static let candidates = ["SF Pro", "SF Pro Text", "Inter", "DejaVu Sans"]

    /// The first candidate fontconfig really has (checked once per process).
    static let defaultFamily: String = candidates.first(where: isInstalled) ?? "DejaVu Sans"

    /// Whether fontconfig has `family` itself (not a substitute); answers are cached, since a
    /// failed match is not cached by `FontLookup` and design lookups ask on every text.
    static func isInstalled(_ family: String) -> Bool {
        let key = FontLookup.normalized(family)
        if let known = InstalledCache.shared.value(for: key) { return known }
        let installed = (try? FontLookup.face(family: family)) != nil
        InstalledCache.shared.store(installed, for: key)
        return installed
    }

    /// The family drawing `design` for the system family `family`: San Francisco's siblings
    /// (New York, SF Mono, SF Pro Rounded) when installed, else DejaVu Serif and DejaVu Sans Mono
    /// (SF Mono's advance, 0.6 em, is DejaVu Sans Mono's too); `.rounded` keeps the family when
    /// no rounded face is installed. A family that is not a system candidate keeps its name.
    static func designFamily(_ family: String, _ design: Font.Design) -> String {
        let name = FontLookup.normalized(family)
        guard candidates.contains(where: { FontLookup.normalized($0) == name }) else { return family }
        let preferred: [String]
        switch design {
        case .default: return family
        case .serif: preferred = ["New York", "DejaVu Serif"]
        case .monospaced: preferred = ["SF Mono", "DejaVu Sans Mono"]
        case .rounded: preferred = name.hasPrefix("sfpro") ? ["SF Pro Rounded"] : []
        }
        return preferred.first(where: isInstalled) ?? family
    }
}

/// Installed-or-not answers by normalized family name.
// @unchecked: the dictionary is read and written only while `lock` is held.
private final class InstalledCache: @unchecked Sendable {
    static let shared = InstalledCache()
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func value(for key: String) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return known[key]
    }

    func store(_ value: Bool, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        known[key] = value
    }
}
