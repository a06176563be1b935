/// The iOS system colors, with their values in each appearance (docs/ARCHITECTURE.md §7.3).
/// Tints have no separate high-contrast values in our table: they reuse light and dark.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case label
    case secondaryLabel
    case tertiaryLabel
    case quaternaryLabel
    case systemFill
    case secondarySystemFill
    case tertiarySystemFill
    case quaternarySystemFill
    case placeholderText
    case systemBackground
    case secondarySystemBackground
    case tertiarySystemBackground
    case systemGroupedBackground
    case secondarySystemGroupedBackground
    case tertiarySystemGroupedBackground
    case separator
    case opaqueSeparator
    case link
    case systemRed
    case systemOrange
    case systemYellow
    case systemGreen
    case systemMint
    case systemTeal
    case systemCyan
    case systemBlue
    case systemIndigo
    case systemPurple
    case systemPink
    case systemBrown
    case systemGray
    case systemGray2
    case systemGray3
    case systemGray4
    case systemGray5
    case systemGray6

    /// The color's value in `appearance`.
    public func resolve(in appearance: Appearance) -> RGBAColor {
        let values = table
        switch appearance {
        case .light: return values.light
        case .dark: return values.dark
        case .lightHighContrast: return values.lightHighContrast
        case .darkHighContrast: return values.darkHighContrast
        }
    }

    private var table: (light: RGBAColor, dark: RGBAColor, lightHighContrast: RGBAColor, darkHighContrast: RGBAColor) {
        switch self {
        case .label: return (RGBAColor(bytes: 0, 0, 0, 255), RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 0, 0, 0, 255), RGBAColor(bytes: 255, 255, 255, 255))
        case .secondaryLabel: return (RGBAColor(bytes: 60, 60, 67, 153), RGBAColor(bytes: 235, 235, 245, 153), RGBAColor(bytes: 60, 60, 67, 173), RGBAColor(bytes: 235, 235, 245, 173))
        case .tertiaryLabel: return (RGBAColor(bytes: 60, 60, 67, 76), RGBAColor(bytes: 235, 235, 245, 76), RGBAColor(bytes: 60, 60, 67, 96), RGBAColor(bytes: 235, 235, 245, 96))
        case .quaternaryLabel: return (RGBAColor(bytes: 60, 60, 67, 45), RGBAColor(bytes: 235, 235, 245, 40), RGBAColor(bytes: 60, 60, 67, 66), RGBAColor(bytes: 235, 235, 245, 61))
        case .systemFill: return (RGBAColor(bytes: 120, 120, 128, 51), RGBAColor(bytes: 120, 120, 128, 91), RGBAColor(bytes: 120, 120, 128, 71), RGBAColor(bytes: 120, 120, 128, 112))
        case .secondarySystemFill: return (RGBAColor(bytes: 120, 120, 128, 40), RGBAColor(bytes: 120, 120, 128, 81), RGBAColor(bytes: 120, 120, 128, 61), RGBAColor(bytes: 120, 120, 128, 102))
        case .tertiarySystemFill: return (RGBAColor(bytes: 118, 118, 128, 30), RGBAColor(bytes: 118, 118, 128, 61), RGBAColor(bytes: 118, 118, 128, 51), RGBAColor(bytes: 118, 118, 128, 81))
        case .quaternarySystemFill: return (RGBAColor(bytes: 116, 116, 128, 20), RGBAColor(bytes: 118, 118, 128, 45), RGBAColor(bytes: 116, 116, 128, 40), RGBAColor(bytes: 118, 118, 128, 66))
        case .placeholderText: return (RGBAColor(bytes: 60, 60, 67, 76), RGBAColor(bytes: 235, 235, 245, 76), RGBAColor(bytes: 60, 60, 67, 96), RGBAColor(bytes: 235, 235, 245, 96))
        case .systemBackground: return (RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 0, 0, 0, 255), RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 0, 0, 0, 255))
        case .secondarySystemBackground: return (RGBAColor(bytes: 242, 242, 247, 255), RGBAColor(bytes: 28, 28, 30, 255), RGBAColor(bytes: 235, 235, 240, 255), RGBAColor(bytes: 36, 36, 38, 255))
        case .tertiarySystemBackground: return (RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 44, 44, 46, 255), RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 54, 54, 56, 255))
        case .systemGroupedBackground: return (RGBAColor(bytes: 242, 242, 247, 255), RGBAColor(bytes: 0, 0, 0, 255), RGBAColor(bytes: 235, 235, 240, 255), RGBAColor(bytes: 0, 0, 0, 255))
        case .secondarySystemGroupedBackground: return (RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 28, 28, 30, 255), RGBAColor(bytes: 255, 255, 255, 255), RGBAColor(bytes: 36, 36, 38, 255))
        case .tertiarySystemGroupedBackground: return (RGBAColor(bytes: 242, 242, 247, 255), RGBAColor(bytes: 44, 44, 46, 255), RGBAColor(bytes: 235, 235, 240, 255), RGBAColor(bytes: 54, 54, 56, 255))
        case .separator: return (RGBAColor(bytes: 60, 60, 67, 73), RGBAColor(bytes: 84, 84, 88, 153), RGBAColor(bytes: 60, 60, 67, 94), RGBAColor(bytes: 84, 84, 88, 173))
        case .opaqueSeparator: return (RGBAColor(bytes: 198, 198, 200, 255), RGBAColor(bytes: 56, 56, 58, 255), RGBAColor(bytes: 198, 198, 200, 255), RGBAColor(bytes: 56, 56, 58, 255))
        case .link: return (RGBAColor(bytes: 0, 122, 255, 255), RGBAColor(bytes: 9, 132, 255, 255), RGBAColor(bytes: 0, 122, 255, 255), RGBAColor(bytes: 9, 132, 255, 255))
        case .systemRed: return (RGBAColor(bytes: 255, 59, 48, 255), RGBAColor(bytes: 255, 69, 58, 255), RGBAColor(bytes: 255, 59, 48, 255), RGBAColor(bytes: 255, 69, 58, 255))
        case .systemOrange: return (RGBAColor(bytes: 255, 149, 0, 255), RGBAColor(bytes: 255, 159, 10, 255), RGBAColor(bytes: 255, 149, 0, 255), RGBAColor(bytes: 255, 159, 10, 255))
        case .systemYellow: return (RGBAColor(bytes: 255, 204, 0, 255), RGBAColor(bytes: 255, 214, 10, 255), RGBAColor(bytes: 255, 204, 0, 255), RGBAColor(bytes: 255, 214, 10, 255))
        case .systemGreen: return (RGBAColor(bytes: 52, 199, 89, 255), RGBAColor(bytes: 48, 209, 88, 255), RGBAColor(bytes: 52, 199, 89, 255), RGBAColor(bytes: 48, 209, 88, 255))
        case .systemMint: return (RGBAColor(bytes: 0, 199, 190, 255), RGBAColor(bytes: 99, 230, 226, 255), RGBAColor(bytes: 0, 199, 190, 255), RGBAColor(bytes: 99, 230, 226, 255))
        case .systemTeal: return (RGBAColor(bytes: 48, 176, 199, 255), RGBAColor(bytes: 64, 200, 224, 255), RGBAColor(bytes: 48, 176, 199, 255), RGBAColor(bytes: 64, 200, 224, 255))
        case .systemCyan: return (RGBAColor(bytes: 50, 173, 230, 255), RGBAColor(bytes: 100, 210, 255, 255), RGBAColor(bytes: 50, 173, 230, 255), RGBAColor(bytes: 100, 210, 255, 255))
        case .systemBlue: return (RGBAColor(bytes: 0, 122, 255, 255), RGBAColor(bytes: 10, 132, 255, 255), RGBAColor(bytes: 0, 122, 255, 255), RGBAColor(bytes: 10, 132, 255, 255))
        case .systemIndigo: return (RGBAColor(bytes: 88, 86, 214, 255), RGBAColor(bytes: 94, 92, 230, 255), RGBAColor(bytes: 88, 86, 214, 255), RGBAColor(bytes: 94, 92, 230, 255))
        case .systemPurple: return (RGBAColor(bytes: 175, 82, 222, 255), RGBAColor(bytes: 191, 90, 242, 255), RGBAColor(bytes: 175, 82, 222, 255), RGBAColor(bytes: 191, 90, 242, 255))
        case .systemPink: return (RGBAColor(bytes: 255, 45, 85, 255), RGBAColor(bytes: 255, 55, 95, 255), RGBAColor(bytes: 255, 45, 85, 255), RGBAColor(bytes: 255, 55, 95, 255))
        case .systemBrown: return (RGBAColor(bytes: 162, 132, 94, 255), RGBAColor(bytes: 172, 142, 104, 255), RGBAColor(bytes: 162, 132, 94, 255), RGBAColor(bytes: 172, 142, 104, 255))
        case .systemGray: return (RGBAColor(bytes: 142, 142, 147, 255), RGBAColor(bytes: 142, 142, 147, 255), RGBAColor(bytes: 142, 142, 147, 255), RGBAColor(bytes: 142, 142, 147, 255))
        case .systemGray2: return (RGBAColor(bytes: 174, 174, 178, 255), RGBAColor(bytes: 99, 99, 102, 255), RGBAColor(bytes: 174, 174, 178, 255), RGBAColor(bytes: 99, 99, 102, 255))
        case .systemGray3: return (RGBAColor(bytes: 199, 199, 204, 255), RGBAColor(bytes: 72, 72, 74, 255), RGBAColor(bytes: 199, 199, 204, 255), RGBAColor(bytes: 72, 72, 74, 255))
        case .systemGray4: return (RGBAColor(bytes: 209, 209, 214, 255), RGBAColor(bytes: 58, 58, 60, 255), RGBAColor(bytes: 209, 209, 214, 255), RGBAColor(bytes: 58, 58, 60, 255))
        case .systemGray5: return (RGBAColor(bytes: 229, 229, 234, 255), RGBAColor(bytes: 44, 44, 46, 255), RGBAColor(bytes: 229, 229, 234, 255), RGBAColor(bytes: 44, 44, 46, 255))
        case .systemGray6: return (RGBAColor(bytes: 242, 242, 247, 255), RGBAColor(bytes: 28, 28, 30, 255), RGBAColor(bytes: 242, 242, 247, 255), RGBAColor(bytes: 28, 28, 30, 255))
        }
    }
}
