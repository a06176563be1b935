import SwatchRaster

/// File names derived from theme names, made safe: whatever a theme file calls itself, the
/// image lands inside the output folder, with a name every file system accepts.
public enum OutputName {
    /// Longest base name kept, in characters (the full name adds appearance and scale).
    public static let maximumLength = 80

    /// `name` with path separators, control characters, leading dots and other risky
    /// characters replaced by `-`, trimmed to `maximumLength`; `theme` if nothing is left.
    public static func sanitized(_ name: String) -> String {
        var out = ""
        var lastWasDash = false
        for scalar in name.unicodeScalars {
            let safe = scalar.isASCII
                ? (CharacterSet.alphanumerics.contains(scalar) || "_.+".unicodeScalars.contains(scalar))
                : (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            if safe {
                out.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                out.append("-")
                lastWasDash = true
            }
        }
        while let first = out.first, first == "." || first == "-" { out.removeFirst() }
        while let last = out.last, last == "-" || last == "." { out.removeLast() }
        if out.count > maximumLength { out = String(out.prefix(maximumLength)) }
        return out.isEmpty ? "theme" : out
    }

    /// `<theme>-<appearance>@<scale>x.png`.
    public static func imageName(theme: String, appearance: Appearance, scale: Double) -> String {
        "\(theme)-\(appearance.rawValue)@\(formatScale(scale))x.png"
    }

    /// `2` for 2.0, `1.5` for 1.5: no needless ".0".
    public static func formatScale(_ scale: Double) -> String {
        scale == scale.rounded() && abs(scale) < 1e9 ? String(Int(scale)) : String(scale)
    }
}
