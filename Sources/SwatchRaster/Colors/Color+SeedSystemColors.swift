// Not SwiftUI: the seed's "system colors" extension, shipped in the engine so the seed's code
// compiles with `import SwatchRaster` alone. SwiftUI's `Color` has none of these members; on
// Apple platforms they come from UIKit (`UIColor.label` …) through the seed's own extension.
// Everything in this file is that extension's API, kept apart from SwiftUI's names.

extension Color {
    /// UIKit's `label`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let label = Color(.label)
    /// UIKit's `secondaryLabel`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let secondaryLabel = Color(.secondaryLabel)
    /// UIKit's `tertiaryLabel`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let tertiaryLabel = Color(.tertiaryLabel)
    /// UIKit's `quaternaryLabel`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let quaternaryLabel = Color(.quaternaryLabel)
    /// Short names the seed uses: label2 = secondary, label3 = tertiary, label4 = quaternary.
    public static let label2 = secondaryLabel
    /// The seed's short name for `tertiaryLabel`.
    public static let label3 = tertiaryLabel
    /// The seed's short name for `quaternaryLabel`.
    public static let label4 = quaternaryLabel
    /// UIKit's `systemFill`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemFill = Color(.systemFill)
    /// UIKit's `secondarySystemFill`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let secondarySystemFill = Color(.secondarySystemFill)
    /// UIKit's `tertiarySystemFill`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let tertiarySystemFill = Color(.tertiarySystemFill)
    /// UIKit's `quaternarySystemFill`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let quaternarySystemFill = Color(.quaternarySystemFill)
    /// UIKit's `placeholderText`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let placeholderText = Color(.placeholderText)
    /// UIKit's `systemBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemBackground = Color(.systemBackground)
    /// UIKit's `secondarySystemBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let secondarySystemBackground = Color(.secondarySystemBackground)
    /// UIKit's `tertiarySystemBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let tertiarySystemBackground = Color(.tertiarySystemBackground)
    /// UIKit's `systemGroupedBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGroupedBackground = Color(.systemGroupedBackground)
    /// UIKit's `secondarySystemGroupedBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let secondarySystemGroupedBackground = Color(.secondarySystemGroupedBackground)
    /// UIKit's `tertiarySystemGroupedBackground`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let tertiarySystemGroupedBackground = Color(.tertiarySystemGroupedBackground)
    /// UIKit's `separator`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let separator = Color(.separator)
    /// UIKit's `opaqueSeparator`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let opaqueSeparator = Color(.opaqueSeparator)
    /// UIKit's `link`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let link = Color(.link)
    /// UIKit's `systemRed`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemRed = Color(.systemRed)
    /// UIKit's `systemOrange`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemOrange = Color(.systemOrange)
    /// UIKit's `systemYellow`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemYellow = Color(.systemYellow)
    /// UIKit's `systemGreen`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGreen = Color(.systemGreen)
    /// UIKit's `systemMint`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemMint = Color(.systemMint)
    /// UIKit's `systemTeal`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemTeal = Color(.systemTeal)
    /// UIKit's `systemCyan`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemCyan = Color(.systemCyan)
    /// UIKit's `systemBlue`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemBlue = Color(.systemBlue)
    /// UIKit's `systemIndigo`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemIndigo = Color(.systemIndigo)
    /// UIKit's `systemPurple`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemPurple = Color(.systemPurple)
    /// UIKit's `systemPink`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemPink = Color(.systemPink)
    /// UIKit's `systemBrown`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemBrown = Color(.systemBrown)
    /// UIKit's `systemGray`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGray = Color(.systemGray)
    /// UIKit's `systemGray2`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGray2 = Color(.systemGray2)
    /// UIKit's `systemGray3`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGray3 = Color(.systemGray3)
    /// UIKit's `systemGray4`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGray4 = Color(.systemGray4)
    /// UIKit's `systemGray5`, resolved per appearance (the seed's extension, not SwiftUI).
    public static let systemGray5 = Color(.systemGray5)
    /// UIKit's `systemGray6`, resolved per appearance (the seed's extension, not SwiftUI).
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
