/// One of the four looks a sheet can be rendered in: light or dark, standard or high contrast.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
    case lightHighContrast = "light-high-contrast"
    case darkHighContrast = "dark-high-contrast"

    /// The color scheme half of the appearance.
    public var colorScheme: ColorScheme {
        switch self {
        case .light, .lightHighContrast: return .light
        case .dark, .darkHighContrast: return .dark
        }
    }

    /// The contrast half of the appearance.
    public var contrast: ColorSchemeContrast {
        switch self {
        case .light, .dark: return .standard
        case .lightHighContrast, .darkHighContrast: return .increased
        }
    }

    /// The appearance an environment describes.
    public init(_ environment: EnvironmentValues) {
        self.init(colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
    }

    /// The appearance of a color scheme and a contrast, for APIs that take the two apart
    /// (as SwiftUI's environment does).
    public init(colorScheme: ColorScheme, contrast: ColorSchemeContrast) {
        switch (colorScheme, contrast) {
        case (.light, .standard): self = .light
        case (.dark, .standard): self = .dark
        case (.light, .increased): self = .lightHighContrast
        case (.dark, .increased): self = .darkHighContrast
        }
    }
}

extension EnvironmentValues {
    /// `colorScheme` and `_colorSchemeContrast` read and set together: every render in an
    /// appearance sets both, and setting one without the other is the mistake this prevents.
    public var appearance: Appearance {
        get { Appearance(self) }
        set {
            colorScheme = newValue.colorScheme
            _colorSchemeContrast = newValue.contrast
        }
    }
}
