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
        switch (environment.colorScheme, environment.colorSchemeContrast) {
        case (.light, .standard): self = .light
        case (.dark, .standard): self = .dark
        case (.light, .increased): self = .lightHighContrast
        case (.dark, .increased): self = .darkHighContrast
        }
    }
}
