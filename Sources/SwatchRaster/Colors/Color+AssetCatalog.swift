import Foundation

extension Color {
    /// A color from an asset catalog's `<name>.colorset`, found in `bundle`'s resources (the
    /// main bundle when nil), with its dark and high-contrast variants, as `Color("Brand")`
    /// reads a named color on a Mac. A name that is not found is clear, and the render goes on.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetCatalogColors.color(named: name, bundlePath: bundle?.bundlePath) ?? .clear
    }
}

/// Reads `Contents.json` of a color set (Apple's Asset Catalog Format Reference: `colors[]`
/// with `color.color-space` and `components`, each component a 0–1 float, a 0–255 integer or
/// a `0x` hex byte, and `appearances` for luminosity dark/light and contrast high).
enum AssetCatalogColors {
    nonisolated(unsafe) private static var cache: [String: Color?] = [:]
    private static let lock = NSLock()

    static func color(named name: String, bundlePath: String?) -> Color? {
        let key = (bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let bundle = bundlePath.flatMap { Bundle(path: $0) } ?? Bundle.main
        var found: Color?
        for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            guard let folder = AssetCatalogImages.findAsset("\(name).colorset", under: root) else { continue }
            found = load(folder.appendingPathComponent("Contents.json"), name: name)
            break
        }
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            struct Value: Decodable {
                let colorSpace: String?
                let components: [String: String]
                enum CodingKeys: String, CodingKey {
                    case colorSpace = "color-space"
                    case components
                }
            }
            struct Appearance: Decodable {
                let appearance: String
                let value: String
            }
            let color: Value?
            let appearances: [Appearance]?
        }
        let colors: [Entry]
    }

    private static func load(_ file: URL, name: String) -> Color? {
        guard let data = try? Data(contentsOf: file),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        var light: RGBAColor?, dark: RGBAColor?, lightHigh: RGBAColor?, darkHigh: RGBAColor?
        for entry in contents.colors {
            guard let value = entry.color, let rgba = resolve(value) else { continue }
            let looks = entry.appearances ?? []
            let isDark = looks.contains { $0.appearance == "luminosity" && $0.value == "dark" }
            let isHigh = looks.contains { $0.appearance == "contrast" && $0.value == "high" }
            switch (isDark, isHigh) {
            case (false, false): light = light ?? rgba
            case (true, false): dark = dark ?? rgba
            case (false, true): lightHigh = lightHigh ?? rgba
            case (true, true): darkHigh = darkHigh ?? rgba
            }
        }
        guard let base = light ?? dark else { return nil }
        return Color(name: name, light: base, dark: dark, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
    }

    private static func resolve(_ value: Contents.Entry.Value) -> RGBAColor? {
        let c = value.components
        func number(_ key: String) -> Double? {
            guard let text = c[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            if !text.contains("."), let integer = Int(text), integer > 1 { return Double(integer) / 255 }
            return Double(text)
        }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return RGBAColor(red: white, green: white, blue: white, alpha: alpha) }
        guard let r = number("red"), let g = number("green"), let b = number("blue") else { return nil }
        let space: Color.RGBColorSpace
        switch value.colorSpace?.lowercased() {
        case "display-p3": space = .displayP3
        case "extended-linear-srgb": space = .sRGBLinear
        default: space = .sRGB
        }
        let (sr, sg, sb) = ColorSpaceConversion.toSRGB(space, r, g, b)
        return RGBAColor(red: sr, green: sg, blue: sb, alpha: alpha)
    }
}
