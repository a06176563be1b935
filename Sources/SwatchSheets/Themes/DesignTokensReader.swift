import SwatchRaster

/// Reads W3C Design Tokens Community Group files (format 2025.10, and the older
/// `"$value": "#rrggbb"` form many tools still write). Groups become pads and color tokens
/// swatches, in file order.
///
/// Dark and high-contrast values ride in the token's `$extensions`, under
/// `ThemeExtensionKey.appearances`:
/// ```json
/// "primary": { "$type": "color", "$value": "#007AFF",
///   "$extensions": { "dev.swatchraster.appearances": {
///     "dark": "#0A84FF", "light-high-contrast": "#0040DD", "dark-high-contrast": "{brand.sky}" } } }
/// ```
/// Each value takes any form `$value` takes (hex, color object, alias); missing ones fall
/// back as iOS does (high contrast to standard, dark to light).
struct DesignTokensReader {
    let file: String
    let limits: ThemeLimits

    private struct Token {
        let path: [String]
        let node: JSONNode
        let type: String?
    }

    private var tokens: [Token] = []
    private var index: [String: Int] = [:]
    private var clipper = GamutClipper()

    init(file: String, limits: ThemeLimits) {
        self.file = file
        self.limits = limits
    }

    static func read(_ file: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        try read(bytes: ThemeFile.read(file, limits: limits), file: file, name: name, limits: limits)
    }

    /// Parses a token file's bytes (`file` names it in messages).
    static func read(bytes: [UInt8], file: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        var reader = DesignTokensReader(file: file, limits: limits)
        var warnings: [ThemeDiagnostic] = []
        var root = try ThemeFile.parseJSON(bytes, file: file, warnings: &warnings)
        if let legacy = LegacyTokenFormat.converted(root) {
            root = legacy
            warnings.append(ThemeDiagnostic(file: file, message: LegacyTokenFormat.note))
        }
        var theme = try reader.theme(name: name, root: root)
        theme.warnings = warnings + theme.warnings
        return theme
    }

    private mutating func theme(name: String, root: JSONNode) throws(ThemeError) -> Theme {
        guard root.members != nil else {
            throw ThemeError(file: file, location: "line \(root.line)", "expected a JSON object of token groups, found \(root.typeName)")
        }
        try collect(root, path: [], inheritedType: nil, depth: 0)
        var groups: [Theme.Group] = []
        var groupIndex: [String: Int] = [:]
        var count = 0
        for token in tokens {
            guard let color = try colorIfColorToken(token) else { continue }
            count += 1
            guard count <= limits.maximumColors else {
                throw ThemeError(file: file, "more than \(limits.maximumColors) colors (the limit per theme)")
            }
            let groupPath = token.path.dropLast()
            let title = groupPath.isEmpty ? name : groupPath.joined(separator: " / ")
            let swatch = Theme.Swatch(
                name: token.path.last!, path: token.path.joined(separator: "."),
                description: token.node["$description"]?.string, color: color)
            if let at = groupIndex[title] {
                groups[at].swatches.append(swatch)
            } else {
                groupIndex[title] = groups.count
                groups.append(Theme.Group(title: title, swatches: [swatch]))
            }
        }
        return Theme(name: name, source: file, groups: groups, warnings: clipper.warnings)
    }

    /// Walks groups depth-first in file order, recording every token with its effective `$type`.
    private mutating func collect(_ group: JSONNode, path: [String], inheritedType: String?, depth: Int) throws(ThemeError) {
        guard depth <= limits.maximumDepth else {
            throw ThemeError(file: file, location: path.joined(separator: "."), "groups nested deeper than \(limits.maximumDepth) levels")
        }
        var type = inheritedType
        if let typeNode = group["$type"] {
            guard let value = typeNode.string else {
                throw ThemeError(file: file, location: location(path, "$type"), "$type must be a string, found \(typeNode.typeName)")
            }
            type = value
        }
        for (key, child) in group.members ?? [] where !key.hasPrefix("$") {
            let childPath = path + [key]
            let where_ = childPath.joined(separator: ".")
            try ThemeFile.checkName(key, file: file, location: where_, limits: limits)
            if key.contains("{") || key.contains("}") || key.contains(".") {
                throw ThemeError(file: file, location: where_, "names may not contain '{', '}' or '.'")
            }
            guard child.members != nil else {
                throw ThemeError(file: file, location: where_, "expected a token or group object, found \(child.typeName) (line \(child.line))")
            }
            if child["$value"] != nil {
                var tokenType = type
                if let own = child["$type"] {
                    guard let value = own.string else {
                        throw ThemeError(file: file, location: location(childPath, "$type"), "$type must be a string, found \(own.typeName)")
                    }
                    tokenType = value
                }
                index[where_] = tokens.count
                tokens.append(Token(path: childPath, node: child, type: tokenType))
            } else {
                try collect(child, path: childPath, inheritedType: type, depth: depth + 1)
            }
        }
    }

    private func location(_ path: [String], _ member: String) -> String {
        (path + [member]).joined(separator: ".")
    }

    /// The token's color, or nil when it is not a color token (a dimension, say).
    private mutating func colorIfColorToken(_ token: Token) throws(ThemeError) -> Color? {
        let path = token.path.joined(separator: ".")
        let value = token.node["$value"]!
        let effectiveType: String?
        if let type = token.type {
            effectiveType = type
        } else if let aliasTarget = Self.alias(value) {
            effectiveType = try resolveType(aliasTarget, from: path, seen: [path])
        } else if value.string?.hasPrefix("#") == true || value["colorSpace"] != nil {
            effectiveType = "color"  // untyped, but unmistakably a color
        } else {
            effectiveType = nil
        }
        guard effectiveType == "color" else { return nil }

        var variants: [Appearance: RGBAColor] = [:]
        for appearance in Appearance.allCases {
            variants[appearance] = try tokenColor(token, appearance, seen: [path])
        }
        return Color(name: token.path.last!, light: variants[.light]!, dark: variants[.dark],
                     lightHighContrast: variants[.lightHighContrast], darkHighContrast: variants[.darkHighContrast])
    }

    /// A token's value in one appearance: its `$extensions` value for that appearance, else
    /// iOS's fallback (high contrast → standard, dark → light). Aliases follow their target
    /// in the same appearance, so an alias to a dynamic color is dynamic too.
    private mutating func tokenColor(_ token: Token, _ appearance: Appearance, seen: [String]) throws(ThemeError) -> RGBAColor {
        let path = token.path.joined(separator: ".")
        if appearance != .light, let extensions = token.node["$extensions"], let appearances = extensions[ThemeExtensionKey.appearances] {
            let extPath = "\(path).$extensions.\(ThemeExtensionKey.appearances)"
            guard let members = appearances.members else {
                throw ThemeError(file: file, location: extPath, "expected an object of appearance values, found \(appearances.typeName)")
            }
            for (key, _) in members where Appearance(rawValue: key) == nil || key == Appearance.light.rawValue {
                throw ThemeError(file: file, location: "\(extPath).\(key)",
                    "unknown appearance (expected dark, light-high-contrast or dark-high-contrast)")
            }
            if let node = appearances[appearance.rawValue] {
                return try resolveColor(node, at: "\(extPath).\(appearance.rawValue)", appearance: appearance, seen: seen)
            }
        }
        if appearance == .darkHighContrast, token.node["$extensions"]?[ThemeExtensionKey.appearances]?["dark"] != nil {
            return try tokenColor(token, .dark, seen: seen)
        }
        return try resolveColor(token.node["$value"]!, at: path, appearance: appearance, seen: seen)
    }

    /// `{group.token}` → `group.token`.
    private static func alias(_ node: JSONNode) -> String? {
        guard let text = node.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private func target(_ alias: String, from path: String, seen: [String]) throws(ThemeError) -> Token {
        guard let at = index[alias] else {
            throw ThemeError(file: file, location: path, "alias {\(alias)} names no token")
        }
        guard !seen.contains(alias) else {
            throw ThemeError(file: file, location: seen.first ?? path, "alias cycle: \((seen + [alias]).joined(separator: " → "))")
        }
        // `seen` holds the starting token and every alias followed so far, so following this
        // alias makes link number `seen.count`: 64 links are allowed, as the README says
        // ("alias chains over 64 links" are refused).
        guard seen.count <= 64 else { throw ThemeError(file: file, location: path, "alias chain longer than 64 links") }
        return tokens[at]
    }

    private func resolveType(_ alias: String, from path: String, seen: [String]) throws(ThemeError) -> String? {
        let token = try target(alias, from: path, seen: seen)
        if let type = token.type { return type }
        if let next = Self.alias(token.node["$value"]!) { return try resolveType(next, from: path, seen: seen + [alias]) }
        let value = token.node["$value"]!
        return value.string?.hasPrefix("#") == true || value["colorSpace"] != nil ? "color" : nil
    }

    /// A `$value` (or appearance value): hex string, color object, or alias to another color token.
    private mutating func resolveColor(_ node: JSONNode, at path: String, appearance: Appearance, seen: [String]) throws(ThemeError) -> RGBAColor {
        if let alias = Self.alias(node) {
            let token = try target(alias, from: path, seen: seen)
            if let type = token.type, type != "color" {
                throw ThemeError(file: file, location: path, "alias {\(alias)} names a \(type) token, not a color")
            }
            return try tokenColor(token, appearance, seen: seen + [alias])
        }
        if let text = node.string {
            guard let color = HexColor.parse(text), text.hasPrefix("#") else {
                throw ThemeError(file: file, location: path, "invalid color \(text.debugDescription.prefix(80)): expected #RRGGBB, #RRGGBBAA, a color object or an alias")
            }
            return color.resolve(in: .light)
        }
        guard node.members != nil else {
            throw ThemeError(file: file, location: path, "invalid color: expected a hex string, a color object or an alias, found \(node.typeName)")
        }
        return try colorObject(node, at: path)
    }

    /// `{ "colorSpace": …, "components": [...], "alpha": …, "hex": … }`.
    private mutating func colorObject(_ node: JSONNode, at path: String) throws(ThemeError) -> RGBAColor {
        guard let spaceName = node["colorSpace"]?.string else {
            throw ThemeError(file: file, location: "\(path).colorSpace", "missing or not a string")
        }
        guard let space = CSSColorSpace(rawValue: spaceName) else {
            throw ThemeError(file: file, location: "\(path).colorSpace",
                "unknown color space \(spaceName.debugDescription.prefix(60)) (expected one of \(CSSColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard let components = node["components"]?.elements else {
            throw ThemeError(file: file, location: "\(path).components", "missing or not an array")
        }
        guard components.count == 3 else {
            throw ThemeError(file: file, location: "\(path).components", "expected 3 components, found \(components.count)")
        }
        var values: [Double] = []
        for (i, component) in components.enumerated() {
            if component.string == "none" { values.append(0); continue }
            guard let number = component.number else {
                throw ThemeError(file: file, location: "\(path).components[\(i)]", "expected a number or \"none\", found \(component.typeName)")
            }
            if let range = Self.componentRange(space, i), !range.contains(number) {
                throw ThemeError(file: file, location: "\(path).components[\(i)]",
                    "\(number) is out of range for \(space.rawValue) (\(range.lowerBound)...\(range.upperBound))")
            }
            values.append(number)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard let number = alphaNode.number else {
                throw ThemeError(file: file, location: "\(path).alpha", "expected a number, found \(alphaNode.typeName)")
            }
            guard (0...1).contains(number) else { throw ThemeError(file: file, location: "\(path).alpha", "\(number) is out of range (0...1)") }
            alpha = number
        }
        if let hex = node["hex"], hex.string.flatMap(HexColor.parse) == nil {
            throw ThemeError(file: file, location: "\(path).hex", "invalid hex fallback (expected #RRGGBB)")
        }
        let rgb = space.toSRGB((values[0], values[1], values[2]))
        return clipper.color(rgb, alpha: alpha, file: file, location: path, space: space.rawValue)
    }

    /// DTCG's ranges for bounded components (RGB spaces 0...1, percentages 0...100).
    private static func componentRange(_ space: CSSColorSpace, _ i: Int) -> ClosedRange<Double>? {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return 0...1
        case .hsl, .hwb: return i == 0 ? 0...360 : 0...100
        case .lab, .lch: return i == 0 ? 0...100 : nil
        case .oklab, .oklch: return i == 0 ? 0...1 : nil
        case .xyzD65, .xyzD50: return nil
        }
    }
}

/// The `$extensions` keys SwatchRaster reads.
public enum ThemeExtensionKey {
    /// Per-appearance values of a color token: `dark`, `light-high-contrast`, `dark-high-contrast`.
    public static let appearances = "dev.swatchraster.appearances"
}
