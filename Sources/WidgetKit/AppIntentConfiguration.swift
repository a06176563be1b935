import AppIntents
import SwatchRaster

// iOS 17's configurable widgets: the configuration and its provider live in WidgetKit and
// take an AppIntents `WidgetConfigurationIntent`, so this module depends on AppIntents (as
// Apple's WidgetKit links it). As with `StaticConfiguration`, nothing asks the provider for a
// timeline; a preview renders the entry view with an entry it makes itself.

/// Supplies a configurable widget's entries: WidgetKit's `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider {
    /// The entry drawn.
    associatedtype Entry: TimelineEntry
    /// The intent whose parameters are the widget's settings.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context of each request.
    typealias Context = TimelineProviderContext

    /// An entry for the widget gallery's placeholder.
    func placeholder(in context: Context) -> Entry
    /// An entry for a quick snapshot.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries to show over time.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preset configurations for watchOS; none elsewhere.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preset configuration: WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configured intent.
    public let intent: Intent
    /// Its name.
    public let description: Text
    /// A recommendation of `intent` named `description`.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    /// A recommendation named by a string.
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: Text(String(description)))
    }
}

/// A widget the user configures through an intent (iOS 17): WidgetKit's
/// `AppIntentConfiguration`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let kind: String
    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Provider.Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Intent == Provider.Intent {
        self.kind = kind
    }
    /// Primitive.
    nonisolated public var body: Never { fatalError("AppIntentConfiguration is primitive") }
}
