// The seed's "system colors" extension, shipped so its code compiles unchanged:
// named UIKit-style colors on `Color`, grouped arrays in the table's order, and `name`.

extension Color {
    public static let label = Color(.label)
    public static let secondaryLabel = Color(.secondaryLabel)
    public static let tertiaryLabel = Color(.tertiaryLabel)
    public static let quaternaryLabel = Color(.quaternaryLabel)
    /// Short names the seed uses: label2 = secondary, label3 = tertiary, label4 = quaternary.
    public static let label2 = secondaryLabel
    public static let label3 = tertiaryLabel
    public static let label4 = quaternaryLabel
    public static let systemFill = Color(.systemFill)
    public static let secondarySystemFill = Color(.secondarySystemFill)
    public static let tertiarySystemFill = Color(.tertiarySystemFill)
    public static let quaternarySystemFill = Color(.quaternarySystemFill)
    public static let placeholderText = Color(.placeholderText)
    public static let systemBackground = Color(.systemBackground)
    public static let secondarySystemBackground = Color(.secondarySystemBackground)
    public static let tertiarySystemBackground = Color(.tertiarySystemBackground)
    public static let systemGroupedBackground = Color(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = Color(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = Color(.tertiarySystemGroupedBackground)
    public static let separator = Color(.separator)
    public static let opaqueSeparator = Color(.opaqueSeparator)
    public static let link = Color(.link)
    public static let systemRed = Color(.systemRed)
    public static let systemOrange = Color(.systemOrange)
    public static let systemYellow = Color(.systemYellow)
    public static let systemGreen = Color(.systemGreen)
    public static let systemMint = Color(.systemMint)
    public static let systemTeal = Color(.systemTeal)
    public static let systemCyan = Color(.systemCyan)
    public static let systemBlue = Color(.systemBlue)
    public static let systemIndigo = Color(.systemIndigo)
    public static let systemPurple = Color(.systemPurple)
    public static let systemPink = Color(.systemPink)
    public static let systemBrown = Color(.systemBrown)
    public static let systemGray = Color(.systemGray)
    public static let systemGray2 = Color(.systemGray2)
    public static let systemGray3 = Color(.systemGray3)
    public static let systemGray4 = Color(.systemGray4)
    public static let systemGray5 = Color(.systemGray5)
    public static let systemGray6 = Color(.systemGray6)

    /// Label colors, primary to quaternary.
    public static let labelColors: [Color] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
    /// Fill colors, primary to quaternary.
    public static let fillColors: [Color] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
    /// Content backgrounds, primary to tertiary.
    public static let backgrounds: [Color] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
    /// Grouped content backgrounds, primary to tertiary.
    public static let groupedContentBackgrounds: [Color] = [
        .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
    ]

    /// The name a swatch label shows: the bare camelCase system name (`tertiaryLabel`), or a
    /// hex string (`#RRGGBB`, `#RRGGBBAA` when translucent) for colors without a name.
    public var name: String {
        switch storage {
        case .system(let system): return system.rawValue
        case .dynamic(let name?, _): return name
        default: return resolve(in: .light).description
        }
    }

    /// True for iOS system colors, which the sheet labels as Swift members (`.label`);
    /// theme colors are labelled with their plain token name.
    package var isSystemColor: Bool {
        if case .system = storage { return true }
        return false
    }
}
