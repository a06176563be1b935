import Foundation
import SwatchRaster

// `import AppIntents` on Linux (docs/ARCHITECTURE.md §2.7): the declarations an app makes for
// Shortcuts, Siri and widgets — intents with parameters, enums and entities with their
// display representations, shortcuts — build unchanged, often on the same enums its views
// use. A still never runs an intent: there is no Shortcuts app, so `perform()` is never called
// and nothing here executes one.

/// An action the app offers to the system: AppIntents' `AppIntent` (iOS 16).
public protocol AppIntent: Sendable {
    /// What `perform()` returns, e.g. `some IntentResult & ReturnsValue<Int>`.
    associatedtype PerformResult: IntentResult
    /// How the parameter summary reads in Shortcuts.
    associatedtype SummaryContent: ParameterSummary

    /// The intent's name in Shortcuts.
    static var title: LocalizedStringResource { get }
    /// What it does, shown under the title.
    static var description: IntentDescription? { get }
    /// Whether running it brings the app forward.
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts lists it.
    static var isDiscoverable: Bool { get }
    /// Whether it may run with the device locked.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// The sentence Shortcuts shows with the parameters in it.
    static var parameterSummary: SummaryContent { get }

    /// An intent with its parameters unset, as the system makes one.
    init()
    /// Does the work. Never called here.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// Runs in the background.
    public static var openAppWhenRun: Bool { false }
    /// Listed.
    public static var isDiscoverable: Bool { true }
    /// Runs with the device locked.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter` inside an intent: `IntentParameter`. A member of `AppIntent`, as on Apple,
    /// so TipKit's `@Parameter` (a member of `Tip`) does not collide with it.
    public typealias Parameter<Value> = IntentParameter<Value>
    /// `Summary("Add \(\.$count) items")` inside an intent.
    public typealias Summary = IntentParameterSummary<Self>
}

extension AppIntent where SummaryContent == IntentParameterSummary<Self> {
    /// No summary: Shortcuts lists the parameters.
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }
}

/// When an intent may run: AppIntents' `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Sendable {
    /// Always.
    case alwaysAllowed
    /// Only with the device unlocked.
    case requiresAuthentication
    /// Only on a local device.
    case requiresLocalDeviceAuthentication
}

/// An intent's description: AppIntents' `IntentDescription`, written as a string literal.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    /// The text.
    public let descriptionText: LocalizedStringResource
    /// The category Shortcuts files it under.
    public let categoryName: LocalizedStringResource?
    /// Words that find it in search.
    public let searchKeywords: [LocalizedStringResource]
    /// The name of its result.
    public let resultValueName: LocalizedStringResource?

    /// A description with its category, keywords and result name.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }
    /// A description of a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    /// A description of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// An intent that opens the app at an entity: AppIntents' `OpenIntent` (iOS 16).
public protocol OpenIntent: AppIntent {
    /// The entity (or enum) it opens.
    associatedtype Value
    /// The parameter holding it, declared `@Parameter(title: ...) var target: Value`.
    var target: Value { get set }
}

extension OpenIntent {
    /// Opening an entity opens the app.
    public static var openAppWhenRun: Bool { true }
}

/// The intent that configures a widget: AppIntents' `WidgetConfigurationIntent` (iOS 17). Its
/// parameters are the widget's settings; it has nothing to perform.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer<Never, Never, Never, Never> {
    /// Nothing to do.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
