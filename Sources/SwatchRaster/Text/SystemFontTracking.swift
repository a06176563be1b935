import Foundation

/// SF Pro's size-specific tracking, applied to the system font's stand-in (§7.2).
///
/// CoreText tracks SF Pro by point size (Apple's Human Interface Guidelines, Typography,
/// "Tracking values" for iOS: −0.43 pt at 17 pt, −0.31 at 16, −0.23 at 15, 0 at 12). FreeType
/// applies no tracking, so neither SF Pro's own file nor Inter, which stands in for it, gets
/// it. Measured on iOS: "Hello" at 17 pt is 38.81 pt wide (Inter untracked 40.69, tracked
/// 38.54); "This is a test string" at 17 pt is 144.09 (Inter 152.30, tracked 143.69). Only the
/// text sizes are tracked: from 20 pt SF switches to its display cut, whose table values
/// assume narrower glyphs than Inter's, and no measurement of ours covers them.
enum SystemFontTracking {
    /// Points added after every character, by point size, 6–19 pt.
    static let table: [CGFloat] = [0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45]
    static let smallestSize: CGFloat = 6

    /// The families that are SF Pro or stand in for it.
    static let families: Set<String> = ["SF Pro", "SF Pro Text", "Inter"]

    /// The tracking for text of `font` drawn with `face` at `size` points: the table's value
    /// (linear between whole sizes) for the system font's default design, else 0.
    static func tracking(font: Font, face: FontFace, size: CGFloat) -> CGFloat {
        guard font.family == nil, font.design == nil || font.design == .default, !font.isMonospaced,
              families.contains(face.familyName), size >= smallestSize,
              size < smallestSize + CGFloat(table.count) else { return 0 }
        let position = size - smallestSize
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, table.count - 1)
        let fraction = position - CGFloat(lower)
        return table[lower] + (table[upper] - table[lower]) * fraction
    }
}
