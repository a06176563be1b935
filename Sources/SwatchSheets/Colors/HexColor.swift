import SwatchRaster

/// Parses `#RRGGBB`, `#RRGGBBAA`, `#RGB` (the `#` optional): the form users type on
/// command lines and in theme files.
public enum HexColor {
    /// The color, or nil if `text` is not a hex color.
    public static func parse(_ text: String) -> Color? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard let value = UInt32(digits, radix: 16) else { return nil }
        let bytes: (UInt32, UInt32, UInt32, UInt32) = digits.count == 8
            ? (value >> 24, (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
            : (value >> 16, (value >> 8) & 0xFF, value & 0xFF, 255)
        return Color(
            red: Double(bytes.0) / 255, green: Double(bytes.1) / 255, blue: Double(bytes.2) / 255,
            opacity: Double(bytes.3) / 255)
    }
}
