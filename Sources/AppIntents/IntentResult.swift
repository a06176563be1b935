import Foundation
import SwatchRaster

/// What an intent's `perform()` returns: AppIntents' `IntentResult`. Built with the
/// `.result(...)` functions below.
public protocol IntentResult: Sendable {}

/// A result carrying a value: `some IntentResult & ReturnsValue<Int>`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result with something for Siri to say.
public protocol ProvidesDialog: IntentResult {}

/// A result with a view to show.
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent next.
public protocol OpensIntent: IntentResult {}

/// A type an intent can take or return (numbers, strings, dates, URLs, enums and entities):
/// AppIntents' `_IntentValue`. `ReturnsValue` needs it, so that `.result()` (whose value is
/// `Never`) does not claim to return one.
public protocol _IntentValue {}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Decimal: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}

/// The result `.result(...)` builds: AppIntents' `IntentResultContainer`. Its type says what
/// it carries, so `.result(value: 3)` is a `ReturnsValue<Int>` and `.result(dialog:)` a
/// `ProvidesDialog`.
public struct IntentResultContainer<Value, ToOpen, Content, Dialog>: IntentResult, @unchecked Sendable {
    /// The returned value.
    public let value: Value?
    /// The dialog.
    public let dialog: IntentDialog?
    /// The snippet view.
    public let content: Content?

    init(value: Value?, dialog: IntentDialog?, content: Content?) {
        self.value = value
        self.dialog = dialog
        self.content = content
    }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: OpensIntent where ToOpen: AppIntent {}

extension IntentResult {
    /// A result with nothing in it: `return .result()`.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, content: nil)
    }
    /// A result returning `value`.
    public static func result<V: _IntentValue>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        IntentResultContainer(value: value, dialog: nil, content: nil)
    }
    /// A result Siri speaks.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, content: nil)
    }
    /// A result returning `value` that Siri speaks.
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, content: nil)
    }
    /// A result showing `view`.
    public static func result<C: View>(view: C) -> Self where Self == IntentResultContainer<Never, Never, C, Never> {
        IntentResultContainer(value: nil, dialog: nil, content: view)
    }
    /// A result Siri speaks, showing `view`.
    public static func result<C: View>(dialog: IntentDialog, view: C) -> Self where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, content: view)
    }
    /// A result returning `value` and showing `view`.
    public static func result<V: _IntentValue, C: View>(value: V, dialog: IntentDialog, view: C) -> Self where Self == IntentResultContainer<V, Never, C, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, content: view)
    }
    /// A result that runs `intent` next.
    public static func result<I: AppIntent>(opensIntent intent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil, content: nil)
    }
}

/// What Siri says: AppIntents' `IntentDialog`, written as a string literal.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The full sentence.
    public let full: LocalizedStringResource
    /// The short form shown beside a view.
    public let supporting: LocalizedStringResource

    /// A dialog saying `fullDialog`.
    public init(_ fullDialog: LocalizedStringResource) {
        full = fullDialog
        supporting = fullDialog
    }
    /// A dialog with a full and a short form.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }
    /// A dialog with a full, short and system-image form (the image is not shown).
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }
    /// A dialog of a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    /// A dialog of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
