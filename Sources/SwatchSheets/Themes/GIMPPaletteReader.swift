import SwatchRaster

/// Reads GIMP palettes (`.gpl`): a `GIMP Palette` line, optional `Name:` and `Columns:`,
/// `#` comments, then `R G B name` lines with 0–255 components. Colors are the same in every
/// appearance; the palette is one pad.
enum GIMPPaletteReader {
    static func read(_ file: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        try read(bytes: ThemeFile.read(file, limits: limits), file: file, name: name, limits: limits)
    }

    /// Parses a palette's bytes (`file` names it in messages).
    static func read(bytes: [UInt8], file: String, name: String, limits: ThemeLimits) throws(ThemeError) -> Theme {
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw ThemeError(file: file, location: "line \(line)", "invalid UTF-8")
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingCharacters(in: .whitespacesAndNewlines) == "GIMP Palette" else {
            throw ThemeError(file: file, location: "line 1", "not a GIMP palette (the first line must be \"GIMP Palette\")")
        }
        var title = name
        var columns: Int?
        var swatches: [Theme.Swatch] = []
        var usedNames: [String: Int] = [:]
        for (offset, raw) in lines.enumerated().dropFirst() {
            let lineNumber = offset + 1
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("Name:") {
                title = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
                try ThemeFile.checkName(title, file: file, location: "line \(lineNumber)", limits: limits)
                continue
            }
            if line.hasPrefix("Columns:") {
                // GIMP's own layout hint; 0 (GIMP's "automatic") or nonsense leaves it to --columns.
                if let value = Int(line.dropFirst(8).trimmingCharacters(in: .whitespaces)), (1...1000).contains(value) { columns = value }
                continue
            }
            let fields = line.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3 else {
                throw ThemeError(file: file, location: "line \(lineNumber)", "expected \"R G B name\", found \(String(line.prefix(60)).debugDescription)")
            }
            var components: [UInt8] = []
            for field in fields.prefix(3) {
                guard let value = Int(field), (0...255).contains(value) else {
                    throw ThemeError(file: file, location: "line \(lineNumber)", "invalid component \(String(field.prefix(20)).debugDescription) (expected 0...255)")
                }
                components.append(UInt8(value))
            }
            let rgba = RGBAColor(bytes: components[0], components[1], components[2])
            var colorName = fields.count > 3 ? String(fields[3]).trimmingCharacters(in: .whitespaces) : ""
            if colorName.isEmpty || colorName == "Untitled" { colorName = rgba.description }
            try ThemeFile.checkName(colorName, file: file, location: "line \(lineNumber)", limits: limits)
            // Palettes often repeat names; keep every color and tell them apart.
            usedNames[colorName, default: 0] += 1
            if let n = usedNames[colorName], n > 1 { colorName += " \(n)" }
            swatches.append(Theme.Swatch(name: colorName, path: "line \(lineNumber)", color: Color(name: colorName, light: rgba)))
            guard swatches.count <= limits.maximumColors else {
                throw ThemeError(file: file, location: "line \(lineNumber)", "more than \(limits.maximumColors) colors (the limit per theme)")
            }
        }
        guard !swatches.isEmpty else { throw ThemeError(file: file, "no colors in this palette") }
        return Theme(name: name, source: file, groups: [Theme.Group(title: title, swatches: swatches, columns: columns)])
    }
}
