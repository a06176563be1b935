import SwatchRaster

// UIKit's named colors (docs/ARCHITECTURE.md §2.7).

extension UIColor {
    // The fixed colors: components from Apple's UIColor reference ("brown: a color object with
    // RGB values of 0.6, 0.4, and 0.2", darkGray 1/3 white, lightGray 2/3 white, …). Unlike
    // SwiftUI's `Color.red`, `UIColor.red` is pure sRGB red in every appearance.
    /// UIKit's fixed black (0 white).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// UIKit's fixed dark gray (1/3 white).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIKit's fixed light gray (2/3 white).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// UIKit's fixed white (1 white).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// UIKit's fixed gray (0.5 white).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// UIKit's fixed red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// UIKit's fixed green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// UIKit's fixed blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// UIKit's fixed cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// UIKit's fixed yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// UIKit's fixed magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIKit's fixed orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIKit's fixed purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIKit's fixed brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// UIKit's fixed fully transparent (0 white, 0 alpha).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The dynamic system colors: the engine's table, which follows the appearance (§7.3).
    /// UIKit's `label`, dynamic with the appearance.
    public class var label: UIColor { UIColor(Color(SystemColor.label)) }
    /// UIKit's `secondaryLabel`, dynamic with the appearance.
    public class var secondaryLabel: UIColor { UIColor(Color(SystemColor.secondaryLabel)) }
    /// UIKit's `tertiaryLabel`, dynamic with the appearance.
    public class var tertiaryLabel: UIColor { UIColor(Color(SystemColor.tertiaryLabel)) }
    /// UIKit's `quaternaryLabel`, dynamic with the appearance.
    public class var quaternaryLabel: UIColor { UIColor(Color(SystemColor.quaternaryLabel)) }
    /// UIKit's `systemFill`, dynamic with the appearance.
    public class var systemFill: UIColor { UIColor(Color(SystemColor.systemFill)) }
    /// UIKit's `secondarySystemFill`, dynamic with the appearance.
    public class var secondarySystemFill: UIColor { UIColor(Color(SystemColor.secondarySystemFill)) }
    /// UIKit's `tertiarySystemFill`, dynamic with the appearance.
    public class var tertiarySystemFill: UIColor { UIColor(Color(SystemColor.tertiarySystemFill)) }
    /// UIKit's `quaternarySystemFill`, dynamic with the appearance.
    public class var quaternarySystemFill: UIColor { UIColor(Color(SystemColor.quaternarySystemFill)) }
    /// UIKit's `placeholderText`, dynamic with the appearance.
    public class var placeholderText: UIColor { UIColor(Color(SystemColor.placeholderText)) }
    /// UIKit's `systemBackground`, dynamic with the appearance.
    public class var systemBackground: UIColor { UIColor(Color(SystemColor.systemBackground)) }
    /// UIKit's `secondarySystemBackground`, dynamic with the appearance.
    public class var secondarySystemBackground: UIColor { UIColor(Color(SystemColor.secondarySystemBackground)) }
    /// UIKit's `tertiarySystemBackground`, dynamic with the appearance.
    public class var tertiarySystemBackground: UIColor { UIColor(Color(SystemColor.tertiarySystemBackground)) }
    /// UIKit's `systemGroupedBackground`, dynamic with the appearance.
    public class var systemGroupedBackground: UIColor { UIColor(Color(SystemColor.systemGroupedBackground)) }
    /// UIKit's `secondarySystemGroupedBackground`, dynamic with the appearance.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(Color(SystemColor.secondarySystemGroupedBackground)) }
    /// UIKit's `tertiarySystemGroupedBackground`, dynamic with the appearance.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(Color(SystemColor.tertiarySystemGroupedBackground)) }
    /// UIKit's `separator`, dynamic with the appearance.
    public class var separator: UIColor { UIColor(Color(SystemColor.separator)) }
    /// UIKit's `opaqueSeparator`, dynamic with the appearance.
    public class var opaqueSeparator: UIColor { UIColor(Color(SystemColor.opaqueSeparator)) }
    /// UIKit's `link`, dynamic with the appearance.
    public class var link: UIColor { UIColor(Color(SystemColor.link)) }
    /// UIKit's `systemRed`, dynamic with the appearance.
    public class var systemRed: UIColor { UIColor(Color(SystemColor.systemRed)) }
    /// UIKit's `systemOrange`, dynamic with the appearance.
    public class var systemOrange: UIColor { UIColor(Color(SystemColor.systemOrange)) }
    /// UIKit's `systemYellow`, dynamic with the appearance.
    public class var systemYellow: UIColor { UIColor(Color(SystemColor.systemYellow)) }
    /// UIKit's `systemGreen`, dynamic with the appearance.
    public class var systemGreen: UIColor { UIColor(Color(SystemColor.systemGreen)) }
    /// UIKit's `systemMint`, dynamic with the appearance.
    public class var systemMint: UIColor { UIColor(Color(SystemColor.systemMint)) }
    /// UIKit's `systemTeal`, dynamic with the appearance.
    public class var systemTeal: UIColor { UIColor(Color(SystemColor.systemTeal)) }
    /// UIKit's `systemCyan`, dynamic with the appearance.
    public class var systemCyan: UIColor { UIColor(Color(SystemColor.systemCyan)) }
    /// UIKit's `systemBlue`, dynamic with the appearance.
    public class var systemBlue: UIColor { UIColor(Color(SystemColor.systemBlue)) }
    /// UIKit's `systemIndigo`, dynamic with the appearance.
    public class var systemIndigo: UIColor { UIColor(Color(SystemColor.systemIndigo)) }
    /// UIKit's `systemPurple`, dynamic with the appearance.
    public class var systemPurple: UIColor { UIColor(Color(SystemColor.systemPurple)) }
    /// UIKit's `systemPink`, dynamic with the appearance.
    public class var systemPink: UIColor { UIColor(Color(SystemColor.systemPink)) }
    /// UIKit's `systemBrown`, dynamic with the appearance.
    public class var systemBrown: UIColor { UIColor(Color(SystemColor.systemBrown)) }
    /// UIKit's `systemGray`, dynamic with the appearance.
    public class var systemGray: UIColor { UIColor(Color(SystemColor.systemGray)) }
    /// UIKit's `systemGray2`, dynamic with the appearance.
    public class var systemGray2: UIColor { UIColor(Color(SystemColor.systemGray2)) }
    /// UIKit's `systemGray3`, dynamic with the appearance.
    public class var systemGray3: UIColor { UIColor(Color(SystemColor.systemGray3)) }
    /// UIKit's `systemGray4`, dynamic with the appearance.
    public class var systemGray4: UIColor { UIColor(Color(SystemColor.systemGray4)) }
    /// UIKit's `systemGray5`, dynamic with the appearance.
    public class var systemGray5: UIColor { UIColor(Color(SystemColor.systemGray5)) }
    /// UIKit's `systemGray6`, dynamic with the appearance.
    public class var systemGray6: UIColor { UIColor(Color(SystemColor.systemGray6)) }
    /// UIKit's `tintColor`: the default accent, system blue.
    public class var tintColor: UIColor { UIColor(Color.accentColor) }
}
