import Foundation
import SwatchRaster

/// The app's shortcuts, available without setup: AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    /// The shortcuts, built with `AppShortcut(intent:phrases:…)` lines.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The tiles' color in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Asks the system to read the parameters' options again: nothing to ask here.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Navy, Apple's default.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Nothing to update.
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent and the phrases that run it: AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The phrases, as written (with `${applicationName}` for the app's name).
    public let phrases: [String]
    /// The title in Shortcuts and Spotlight.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol beside it.
    public let systemImageName: String?

    /// A shortcut with a title and image (iOS 17).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
    /// A shortcut with only phrases (iOS 16).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// A phrase that runs a shortcut, with `\(.applicationName)` in it: AppIntents'
/// `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with its tokens as `${name}`.
    public let text: String

    /// A phrase of a literal.
    public init(stringLiteral value: String) { text = value }
    /// A phrase with tokens.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase: literal text, the app's name and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal words.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A token such as the app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
        /// A parameter of the intent, `\(\.$list)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// The tokens a phrase can hold: AppIntents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name; every phrase must say it.
    case applicationName
}

/// The tile colors of Shortcuts: AppIntents' `ShortcutTileColor`.
public enum ShortcutTileColor: Int, Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, navy, blue, purple, lightPurple, pink, grayBlue, grayBrown, grape
}

/// Builds `appShortcuts` from a list of shortcuts: AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public struct AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    /// The shortcuts in order.
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    /// Shortcuts under `if`.
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    /// The first branch of `if`/`else`.
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    /// The second branch.
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    /// Shortcuts under `if #available`.
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
    /// Shortcuts from a `for` loop.
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
}
