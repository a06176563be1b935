import Foundation
import SwatchRaster

/// An intent's input, declared `@Parameter(title: "Count") var count: Int`: AppIntents'
/// `IntentParameter` (a class, as Apple's is). The system sets it before `perform()`; here
/// nothing does, so a parameter reads its `default`, or nil when optional.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The name Shortcuts shows.
    public let title: LocalizedStringResource
    /// The explanation under it.
    public let description: LocalizedStringResource?
    /// What Siri asks when the value is missing.
    public let requestValueDialog: IntentDialog?
    private var value: Value?

    /// A parameter with its title, description, default and question.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        value = defaultValue
    }

    /// A parameter whose choices come from `optionsProvider` (never asked here).
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil, optionsProvider: Provider) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// A number parameter limited to a range (not enforced: nothing sets it).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, inclusiveRange: (lowerBound: Value, upperBound: Value)?, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// A parameter with an initial value: `@Parameter(title: "Count") var count = 1`.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: wrappedValue, requestValueDialog: requestValueDialog)
    }

    /// The value. Reading a required parameter that was never set stops the program with an
    /// explanation: on Apple the system asks the user first; here no one does.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let optional = Value.self as? _AppIntentsOptional.Type, let none = optional._none as? Value { return none }
            fatalError("@Parameter \"\(String(localized: title))\" has no value: no one runs intents on Linux to ask for it")
        }
        set { value = newValue }
    }

    /// The parameter itself, for `\.$count` in summaries and phrases.
    public var projectedValue: IntentParameter<Value> { self }

    /// The error `perform()` throws to have the system ask for this parameter and run again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError(reason: "needs a value for \(String(localized: title))")
    }

    /// The error that asks the user for a value.
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        AppIntentError(reason: "requests a value for \(String(localized: title))")
    }

    /// Asks the user to confirm `itemToConfirm`: no one can answer on Linux, so it throws.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        throw AppIntentError(reason: "cannot ask anyone to confirm \(String(localized: title)) on Linux")
    }

    /// Asks the user to choose among `itemsToDisambiguate`: no one can answer, so it throws.
    public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        throw AppIntentError(reason: "cannot ask anyone to choose \(String(localized: title)) on Linux")
    }
}

/// An error an intent throws to the system: AppIntents' `AppIntentError`.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
    /// What happened.
    public let reason: String
    /// The reason.
    public var description: String { reason }
}

/// `Optional.none` for any optional type, so that an optional parameter reads nil.
protocol _AppIntentsOptional {
    static var _none: Any { get }
}

extension Optional: _AppIntentsOptional {
    static var _none: Any { Optional<Wrapped>.none as Any }
}

/// Supplies a parameter's choices at run time: AppIntents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider: Sendable {
    /// The choices' type.
    associatedtype Result
    /// The choices. Never asked here.
    func results() async throws -> Result
}
