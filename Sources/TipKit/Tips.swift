import Foundation
import SwatchRaster

/// TipKit's namespace: configuration, testing switches and the types tips are made of.
public enum Tips {
    /// Loads the tips' state. Nothing to load: no tip is ever shown here.
    public static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws {}
    /// Erases the tips' state: there is none.
    public static func resetDatastore() throws {}
    /// Shows every tip in UI tests; a still still shows none.
    public static func showAllTipsForTesting() {}
    /// Shows these tips in UI tests; a still still shows none.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides every tip.
    public static func hideAllTipsForTesting() {}
    /// Hides these tips.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// A setting for `configure(_:)`: TipKit's `Tips.ConfigurationOption`.
    public struct ConfigurationOption: Sendable {
        let name: String

        /// How often tips may appear: TipKit's `DisplayFrequency`.
        public struct DisplayFrequency: Sendable {
            /// The minimum time between two tips.
            public let interval: TimeInterval
            /// A frequency of one tip per `interval` seconds.
            public init(_ interval: TimeInterval) { self.interval = interval }
            /// No wait.
            public static let immediate = DisplayFrequency(0)
            /// One an hour.
            public static let hourly = DisplayFrequency(3600)
            /// One a day.
            public static let daily = DisplayFrequency(86_400)
            /// One a week.
            public static let weekly = DisplayFrequency(604_800)
            /// One a month.
            public static let monthly = DisplayFrequency(2_592_000)
        }

        /// Where the tips' state is kept: TipKit's `DatastoreLocation`.
        public struct DatastoreLocation: Sendable {
            let description: String
            /// The app's own container.
            public static let applicationDefault = DatastoreLocation(description: "applicationDefault")
            /// An app group's container.
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(description: identifier) }
            /// A file URL.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(description: url.path) }
        }

        /// How often tips may appear.
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(name: "displayFrequency")
        }
        /// Where state is kept.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(name: "datastoreLocation")
        }
        /// The CloudKit container that syncs state.
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption {
            ConfigurationOption(name: "cloudKitContainer")
        }

        /// The CloudKit container: TipKit's `CloudKitContainerOption`.
        public struct CloudKitContainerOption: Sendable {
            let identifier: String?
            /// The app's default container.
            public static let automatic = CloudKitContainerOption(identifier: nil)
            /// A named container.
            public static func named(_ identifier: String) -> CloudKitContainerOption { CloudKitContainerOption(identifier: identifier) }
        }
    }

    /// A button on a tip: TipKit's `Tips.Action`.
    public struct Action: Identifiable, Sendable {
        /// The identifier the action handler receives.
        public let id: String
        /// Whether it is disabled.
        public let disabled: Bool
        let label: @Sendable () -> Text
        let handler: @Sendable () -> Void

        /// A button titled `title`.
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
            let text = String(title)
            self.id = id ?? text
            disabled = false
            label = { Text(text) }
            self.handler = handler
        }
        /// A button with a custom label.
        public init(id: String? = nil, disabled: Bool = false, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? UUID().uuidString
            self.disabled = disabled
            self.label = label
            self.handler = handler
        }
        /// Runs the action.
        public func callAsFunction() { handler() }
    }

    /// A condition for showing a tip: TipKit's `Tips.Rule`, made by the `#Rule` macro from
    /// the parameter or event it watches and a predicate. Apple's macro makes a `Predicate`;
    /// this one keeps the closure, and the rule evaluates it on demand.
    public struct Rule: @unchecked Sendable {
        /// Whether the rule holds now.
        let isSatisfied: () -> Bool

        /// A rule on a parameter's current value: what `#Rule(Self.$isLoggedIn) { $0 }` expands to.
        public init<Value>(_watching parameter: Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {
            isSatisfied = { predicate(parameter.wrappedValue) }
        }

        /// A rule on an event's donations: what `#Rule(Self.didOpen) { $0.donations.count >= 3 }`
        /// expands to.
        public init<DonationInfo>(_watching event: Event<DonationInfo>, _ predicate: @escaping (Event<DonationInfo>) -> Bool) {
            isSatisfied = { predicate(event) }
        }
    }

    /// A tip's state: TipKit's `Tips.Status`.
    public enum Status: Hashable, Sendable {
        /// Its rules are not met yet.
        case pending
        /// It may show.
        case available
        /// It is done.
        case invalidated(InvalidationReason)
    }

    /// Why a tip is done: TipKit's `Tips.InvalidationReason`.
    public enum InvalidationReason: Hashable, Sendable {
        /// The user did what it suggested.
        case actionPerformed
        /// It showed as often as allowed.
        case displayCountExceeded
        /// The user closed it.
        case tipClosed
    }

    /// Donation data of an event that carries none: TipKit's `Tips.EmptyDonation`.
    public struct EmptyDonation: Codable, Sendable {
        /// No data.
        public init() {}
    }

    /// Something the user did, counted for rules: TipKit's `Tips.Event`. Donations are
    /// counted in memory, so code that reads `donations` sees what it donated.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        /// The event's identifier.
        public let id: String
        /// An event named `id`.
        public init(id: String) { self.id = id }
        /// Records one occurrence.
        public func donate(_ donation: DonationInfo) async { EventLog.shared.add(id) }
        /// Records one occurrence from synchronous code, then calls `completion`.
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            EventLog.shared.add(id)
            completion?()
        }
        /// The occurrences recorded so far.
        public var donations: [Date] { EventLog.shared.dates(id) }
    }

    /// How many times a tip may show: TipKit's `Tips.MaxDisplayCount`.
    public struct MaxDisplayCount: TipOption {
        /// The count.
        public let count: Int
        /// At most `count` times.
        public init(_ count: Int) { self.count = count }
    }

    /// Whether a tip ignores the display frequency: TipKit's `Tips.IgnoresDisplayFrequency`.
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether it does.
        public let ignoresDisplayFrequency: Bool
        /// A setting.
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// App state that rules watch, declared `@Parameter static var isLoggedIn = false` in a
    /// tip: TipKit's `Tips.Parameter`. The value lives in the wrapper; rules never read it
    /// here. Apple's `@Parameter` is a macro that makes a computed property; this is a property
    /// wrapper, whose static stored backing Swift 6 language mode rejects as shared mutable
    /// state (`nonisolated(unsafe)` does not reach it), so it builds in Swift 5 mode only.
    @propertyWrapper
    public final class Parameter<Value: Codable & Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        /// A parameter starting at `wrappedValue`.
        public init(wrappedValue: Value) { value = wrappedValue }
        /// A parameter starting at `wrappedValue`, with options such as `.transient`.
        public init(wrappedValue: Value, _ options: ParameterOption...) { value = wrappedValue }
        /// The current value.
        public var wrappedValue: Value {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
        /// The parameter itself, for `#Rule(Self.$isLoggedIn)` on Apple.
        public var projectedValue: Parameter<Value> { self }
    }

    /// Builds a tip's `actions` from one action per line: TipKit's `Tips.ActionBuilder`.
    @resultBuilder
    public enum ActionBuilder {
        /// One action.
        public static func buildExpression(_ expression: Action) -> [Action] { [expression] }
        /// A list of actions, as written before the builder (`[Action(...)]`).
        public static func buildExpression(_ expression: [Action]) -> [Action] { expression }
        /// The actions in order.
        public static func buildBlock(_ components: [Action]...) -> [Action] { components.flatMap { $0 } }
        /// Actions under `if`.
        public static func buildOptional(_ component: [Action]?) -> [Action] { component ?? [] }
        /// One branch of `if`/`else`.
        public static func buildEither(first component: [Action]) -> [Action] { component }
        /// The other branch.
        public static func buildEither(second component: [Action]) -> [Action] { component }
    }

    /// Builds a tip's `rules`, one `#Rule` per line: TipKit's `Tips.RuleBuilder`.
    @resultBuilder
    public enum RuleBuilder {
        /// A list of rules.
        public static func buildExpression(_ expression: [Rule]) -> [Rule] { expression }
        /// One rule.
        public static func buildExpression(_ expression: Rule) -> [Rule] { [expression] }
        /// The rules in order.
        public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
    }

    /// Builds a tip's `options`: TipKit's `Tips.OptionsBuilder`.
    @resultBuilder
    public enum OptionsBuilder {
        /// One option.
        public static func buildExpression(_ expression: any TipOption) -> [any TipOption] { [expression] }
        /// A list of options.
        public static func buildExpression(_ expression: [any TipOption]) -> [any TipOption] { expression }
        /// The options in order.
        public static func buildBlock(_ components: [any TipOption]...) -> [any TipOption] { components.flatMap { $0 } }
    }

    /// A parameter option: TipKit's `Tips.ParameterOption`.
    public struct ParameterOption: Sendable {
        /// Reset to the default the first time it is read in a launch.
        public static let transient = ParameterOption()
    }
}

/// Donations by event identifier.
final class EventLog: @unchecked Sendable {
    static let shared = EventLog()
    private let lock = NSLock()
    private var log: [String: [Date]] = [:]
    func add(_ id: String) { lock.withLock { log[id, default: []].append(Date()) } }
    func dates(_ id: String) -> [Date] { lock.withLock { log[id] ?? [] } }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event without donation data, as `Tips.Event(id: "appDidOpen")` is written.
    public init(id: String) { self.id = id }
    /// Records one occurrence.
    public func donate() async { EventLog.shared.add(id) }
    /// Records one occurrence from synchronous code, then calls `completion`.
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
        EventLog.shared.add(id)
        completion?()
    }
}
