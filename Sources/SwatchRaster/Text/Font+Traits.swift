extension Font {
    /// How wide a font's letters are (iOS 16). On Linux a width is honoured only where the
    /// family has such a face: DejaVu Sans and DejaVu Serif have condensed faces, used for
    /// `.condensed` and `.compressed`; `.expanded` has no face and draws at standard width.
    public struct Width: Hashable, Sendable {
        /// The width value, negative for narrower than standard (SwiftUI's convention).
        public var value: CGFloat
        /// A width from a raw value; below −0.1 counts as condensed here.
        public init(_ value: CGFloat) { self.value = value }
        /// Narrowest width.
        public static let compressed = Width(-0.3)
        /// Narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width, what fonts use by default.
        public static let standard = Width(0)
        /// Wide width (no face on Linux: drawn at standard width).
        public static let expanded = Width(0.2)

        /// Whether a condensed face is asked for.
        var isCondensed: Bool { value < -0.1 }
    }

    /// Line spacing of a font (iOS 14): tighter or looser than the font's own.
    public enum Leading: Hashable, Sendable {
        /// The font's own line height.
        case standard
        /// Two points less per line at 17 pt, scaled with the size (approximation, see
        /// docs/ARCHITECTURE.md §7.15).
        case tight
        /// Two points more per line at 17 pt, scaled with the size (approximation).
        case loose

        /// Points added to the line height at `size`.
        func adjustment(size: CGFloat) -> CGFloat {
            switch self {
            case .standard: return 0
            case .tight: return -2 * size / 17
            case .loose: return 2 * size / 17
            }
        }
    }

    /// The same font with another width, where the family has a face for it.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// The same font with tighter or looser line spacing.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leading = leading
        return font
    }

    /// The same font in its monospaced design (DejaVu Sans Mono for the system font).
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// The same font with every digit as wide as the widest, so columns of numbers line up
    /// (the `tnum` behaviour, applied to the advances since there is no OpenType shaping).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }
}
