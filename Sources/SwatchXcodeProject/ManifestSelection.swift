import Foundation

/// Which of a package's manifests SwiftPM reads: `Package.swift`, or a version-specific
/// `Package@swift-6.1.swift` for toolchains its main manifest is too new or too old for.
///
/// A patched copy keeps one manifest, so it must start from the one SwiftPM would have read.
/// Point-Free's packages (combine-schedulers 1.2.2, measured) declare tools version 6.4 in
/// `Package.swift` and ship `Package@swift-6.0.swift` and `@swift-6.1` for older toolchains: a
/// copy patched from `Package.swift` did not resolve with Swift 6.3 ("is using Swift tools
/// version 6.4.0 but the installed version is 6.3.1").
enum ManifestSelection {
    /// The toolchain's version, which `render-swatches` was built with and runs `swift build`
    /// of: SwiftPM's "current tools version".
    static var currentToolsVersion: [Int] {
        #if compiler(>=6.6)
        return [6, 6]
        #elseif compiler(>=6.5)
        return [6, 5]
        #elseif compiler(>=6.4)
        return [6, 4]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #else
        return [6, 0]
        #endif
    }

    /// The file name of the manifest SwiftPM reads in `root` with tools version `current`,
    /// following its rule: a manifest named for the current version exactly (`@swift-6.3`,
    /// `@swift-6`) first; otherwise the newest version-specific one that the toolchain can read,
    /// when `Package.swift` needs a newer toolchain or is older than it.
    static func manifest(in root: URL, current: [Int] = currentToolsVersion) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var versioned: [(name: String, version: [Int])] = []
        for name in names where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            let text = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { continue }
            versioned.append((name, parts.compactMap { $0 }))
        }
        // Exact keys, most specific first, as SwiftPM looks them up.
        for length in stride(from: current.count, through: 1, by: -1) {
            let key = Array(current.prefix(length))
            if let exact = versioned.first(where: { $0.version == key }) { return exact.name }
        }
        let readable = versioned.filter { compare($0.version, current) <= 0 }
            .max { compare($0.version, $1.version) < 0 }
        guard let readable else { return "Package.swift" }
        let regular = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)).flatMap(toolsVersion)
        if let regular, compare(regular, current) <= 0, compare(regular, readable.version) >= 0 { return "Package.swift" }
        return readable.name
    }

    /// The version in a manifest's first line, `// swift-tools-version:5.9` or `: 6.1.0`.
    static func toolsVersion(of manifest: String) -> [Int]? {
        guard let line = manifest.split(separator: "\n", maxSplits: 1).first,
              let colon = line.firstIndex(of: ":"),
              line.lowercased().contains("swift-tools-version") else { return nil }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            .prefix { $0.isNumber || $0 == "." }
        let parts = value.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// Versions compared component by component, missing ones as 0.
    static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0, y = index < b.count ? b[index] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
