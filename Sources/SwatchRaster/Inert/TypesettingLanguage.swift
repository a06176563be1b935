import Foundation

// The language text is typeset for (iOS 17). It changes line heights only for scripts
// whose fonts need more room (Thai, Devanagari); the engine sets Latin text in SF Pro with
// the same metrics in every language, so the picture is unchanged.

/// The language text is typeset for: SwiftUI's `TypesettingLanguage`.
public struct TypesettingLanguage: Sendable, Equatable {
    let identifier: String?
    /// The language of the text itself, or the user's.
    public static let automatic = TypesettingLanguage(identifier: nil)
    /// A given language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(identifier: language.maximalIdentifier)
    }
}

extension View {
    /// Typesets this view's text for `language`; drawn unchanged (see the file's description).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Typesets this view's text for `language`; drawn unchanged (see the file's description).
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}
