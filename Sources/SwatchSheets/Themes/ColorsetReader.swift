import SwatchRaster

/// Reads an Xcode `.colorset` (its `Contents.json`): the "Any"/light, dark and high-contrast
/// variants, in any of Xcode's color spaces or as a reference to an iOS system color.
struct ColorsetReader {
    let limits: ThemeLimits
    var clipper = GamutClipper()

    init(limits: ThemeLimits) { self.limits = limits }

    /// The colorset's color, named `name`.
    mutating func color(folder: String, name: String) throws(ThemeError) -> Color {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        let root = try ThemeFile.readJSON(file, limits: limits, warnings: &clipper.warnings)
        return try color(root: root, file: file, name: name)
    }

    /// The color a parsed `Contents.json` describes (`file` names it in messages).
    mutating func color(root: JSONNode, file: String, name: String) throws(ThemeError) -> Color {
        guard let entries = root["colors"]?.elements else {
            throw ThemeError(file: file, location: "line \(root.line)", "expected a \"colors\" array")
        }
        var variants: [Appearance: RGBAColor] = [:]
        var chosenIdiom: [Appearance: String] = [:]
        for (i, entry) in entries.enumerated() {
            let location = "colors[\(i)] (line \(entry.line))"
            guard entry.members != nil else { throw ThemeError(file: file, location: location, "expected an object, found \(entry.typeName)") }
            let idiom = entry["idiom"]?.string ?? "universal"
            // iOS first: universal, then iphone; other idioms only when nothing else is given.
            guard ["universal", "iphone", "ipad", "mac", "tv", "watch", "vision", "car"].contains(idiom) else {
                throw ThemeError(file: file, location: location, "unknown idiom \(idiom.debugDescription.prefix(40))")
            }
            guard let colorNode = entry["color"] else { continue }  // an empty slot Xcode leaves
            let appearance = try Self.appearance(entry, file: file, location: location)
            if let previous = chosenIdiom[appearance], Self.rank(previous) <= Self.rank(idiom) { continue }
            variants[appearance] = try resolve(colorNode, file: file, location: "\(location).color", appearance: appearance)
            chosenIdiom[appearance] = idiom
        }
        guard let light = variants[.light] else {
            throw ThemeError(file: file, location: "colors", "no \"Any\" or light color")
        }
        return Color(name: name, light: light, dark: variants[.dark],
                     lightHighContrast: variants[.lightHighContrast],
                     darkHighContrast: variants[.darkHighContrast] ?? variants[.dark])
    }

    private static func rank(_ idiom: String) -> Int {
        switch idiom {
        case "universal": return 0
        case "iphone": return 1
        case "ipad": return 2
        default: return 3
        }
    }

    /// The entry's `appearances`: luminosity (any/light/dark) and contrast (high).
    private static func appearance(_ entry: JSONNode, file: String, location: String) throws(ThemeError) -> Appearance {
        var dark = false, high = false
        for item in entry["appearances"]?.elements ?? [] {
            let kind = item["appearance"]?.string, value = item["value"]?.string
            switch (kind, value) {
            case ("luminosity", "light"?), ("luminosity", "any"?): dark = false
            case ("luminosity", "dark"?): dark = true
            case ("contrast", "high"?): high = true
            default:
                throw ThemeError(file: file, location: "\(location).appearances",
                    "unknown appearance \(kind ?? "?")=\(value ?? "?") (expected luminosity light/dark or contrast high)")
            }
        }
        switch (dark, high) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .lightHighContrast
        case (true, true): return .darkHighContrast
        }
    }

    private mutating func resolve(_ node: JSONNode, file: String, location: String, appearance: Appearance) throws(ThemeError) -> RGBAColor {
        if let reference = node["reference"] {
            guard let name = reference.string else { throw ThemeError(file: file, location: "\(location).reference", "expected a string") }
            guard let system = Self.systemColor(name) else {
                throw ThemeError(file: file, location: "\(location).reference", "unknown system color \(name.debugDescription.prefix(60))")
            }
            return system.resolve(in: appearance)
        }
        guard let spaceName = node["color-space"]?.string else {
            throw ThemeError(file: file, location: "\(location).color-space", "missing or not a string")
        }
        guard let components = node["components"], components.members != nil else {
            throw ThemeError(file: file, location: "\(location).components", "missing or not an object")
        }
        func component(_ key: String, default value: Double? = nil) throws(ThemeError) -> Double {
            guard let item = components[key] else {
                if let value { return value }
                throw ThemeError(file: file, location: "\(location).components.\(key)", "missing")
            }
            return try Self.componentValue(item, file: file, location: "\(location).components.\(key)")
        }
        let alpha = try component("alpha", default: 1)
        guard (0...1).contains(alpha) else {
            throw ThemeError(file: file, location: "\(location).components.alpha", "\(alpha) is out of range (0...1)")
        }
        let rgb: (Double, Double, Double)
        let extended = spaceName.hasPrefix("extended-")
        switch spaceName {
        case "srgb", "extended-srgb":
            rgb = (try component("red"), try component("green"), try component("blue"))
        case "display-p3":
            rgb = CSSColorSpace.displayP3.toSRGB((try component("red"), try component("green"), try component("blue")))
        case "extended-linear-srgb":
            rgb = CSSColorSpace.srgbLinear.toSRGB((try component("red"), try component("green"), try component("blue")))
        case "gray-gamma-22", "extended-gray":
            // Gamma 2.2 gray, made linear and re-encoded with the sRGB curve.
            let white = try component("white")
            let linear = (white < 0 ? -1 : 1) * pow(abs(white), 2.2)
            let encoded = ColorSpaceConversion.linearToSRGB(linear)
            rgb = (encoded, encoded, encoded)
        default:
            throw ThemeError(file: file, location: "\(location).color-space",
                "unknown color space \(spaceName.debugDescription.prefix(60)) (expected srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray)")
        }
        if !extended {
            for (value, key) in [(rgb.0, "red"), (rgb.1, "green"), (rgb.2, "blue")] where spaceName == "srgb" && !(0...1).contains(value) {
                throw ThemeError(file: file, location: "\(location).components.\(key)", "\(value) is out of range for srgb (0...1 or 0...255)")
            }
        }
        return clipper.color(rgb, alpha: alpha, file: file, location: location, space: spaceName)
    }

    /// Xcode's component strings: "0.345" (float), "0xFF" (byte), "255" (byte when above 1).
    static func componentValue(_ node: JSONNode, file: String, location: String) throws(ThemeError) -> Double {
        if let number = node.number { return number > 1 && number == number.rounded() ? number / 255 : number }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else {
            throw ThemeError(file: file, location: location, "expected a number or a numeric string, found \(node.typeName)")
        }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard lower.count <= 4, let byte = UInt8(lower.dropFirst(2), radix: 16) else {
                throw ThemeError(file: file, location: location, "invalid hex component \(text.debugDescription.prefix(40)) (expected 0x00...0xFF)")
            }
            return Double(byte) / 255
        }
        guard let value = Double(text), value.isFinite, !text.lowercased().contains("n") else {
            throw ThemeError(file: file, location: location, "invalid component \(text.debugDescription.prefix(40))")
        }
        if text.contains(".") { return value }
        guard value >= 0, value <= 255 else {
            throw ThemeError(file: file, location: location, "\(text) is out of range (0...255)")
        }
        return value > 1 ? value / 255 : value
    }

    /// `systemBlueColor`, `labelColor`, `systemBlue` → the table's system color.
    static func systemColor(_ reference: String) -> SystemColor? {
        var name = reference
        if name.hasSuffix("Color") { name.removeLast(5) }
        if let color = SystemColor(rawValue: name) { return color }
        if name.hasPrefix("system") {
            let rest = name.dropFirst(6)
            return SystemColor(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
        }
        return SystemColor(rawValue: "system" + name.prefix(1).uppercased() + name.dropFirst())
    }
}
