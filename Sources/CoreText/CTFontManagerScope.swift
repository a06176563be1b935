/// How long and how widely a registered font is available. Every scope here is the process:
/// a still's renderer is one process, and nothing outlives it.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// This process, until it ends or unregisters the font.
    case process = 1
    /// Every process of the user, across sessions (on Apple's systems).
    case persistent = 2
    /// The user's session (macOS).
    case session = 3

    /// The older name of `persistent`.
    public static var user: CTFontManagerScope { .persistent }
}
