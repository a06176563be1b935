import Foundation
import SwatchRaster

// `import WidgetKit` on Linux (docs/ARCHITECTURE.md §2.7): what a widget extension's files
// touch. `Widget`, `WidgetConfiguration`, `WidgetBundle` and `containerBackground` come with
// `import SwiftUI`, as on iOS. Nothing here runs: there is no home screen, no timeline is
// requested and no reload happens. A still renders a widget's entry view like any view, with
// `\.widgetFamily` telling it which size it is drawn for (`.systemSmall` unless set).
// `AppIntentConfiguration` is in `AppIntentConfiguration.swift`, on AppIntents' intents.

// MARK: - Families and environment

/// The sizes and places a widget appears in: WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The small square home-screen widget.
    case systemSmall
    /// The medium, wide home-screen widget.
    case systemMedium
    /// The large home-screen widget.
    case systemLarge
    /// The extra-large widget (iPad).
    case systemExtraLarge
    /// The round lock-screen accessory.
    case accessoryCircular
    /// The rectangular lock-screen accessory.
    case accessoryRectangular
    /// The one-line accessory above the clock.
    case accessoryInline

    /// The case's name.
    public var description: String {
        switch self {
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        }
    }
}

/// How the system renders a widget: WidgetKit's `WidgetRenderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Full color, as on the home screen.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted with the accent color.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Monochrome vibrant, as on the lock screen.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// The family the widget is drawn for: `.systemSmall` unless set with
    /// `.environment(\.widgetFamily, …)`, the commonest widget and the one previews start with.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the widget is rendered: full color, as on the home screen, unless set.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the container background is shown: true, as on the home screen, unless set.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// A widget's background: `containerBackground(_:for: .widget)` draws it behind the view.
    public static let widget = ContainerBackgroundPlacement(name: ContainerBackgroundPlacement.widgetName)
}

// MARK: - Timelines

/// One moment of a widget's timeline: WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is for Smart Stacks.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance given.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is: WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    /// The score, relative to the widget's other entries.
    public let score: Float
    /// How long the score holds.
    public let duration: TimeInterval
    /// A relevance of `score` for `duration` seconds (0: until the next entry).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline: WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind
    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and when to reload: WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of `entries`, reloaded per `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// What a timeline provider is asked in: WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family being drawn.
    public let family: WidgetFamily
    /// Whether the widget gallery is asking.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// A context for `family`; a still is never asked for one, tests may make one.
    public init(family: WidgetFamily = .systemSmall, isPreview: Bool = true, displaySize: CGSize = .zero) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Supplies a widget's entries: WidgetKit's `TimelineProvider`. WidgetKit calls it; a still
/// does not, so a preview renders the entry view with an entry of its own.
public protocol TimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// The context the methods receive.
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder shown while loading.
    func placeholder(in context: Context) -> Entry
    /// One entry for the gallery and transient views.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline of entries.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

// MARK: - Configurations

/// A widget configured without user intents: WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let kind: String
    /// A widget of `kind` whose entries come from `provider` and are drawn by `content`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
    }
    /// Primitive.
    nonisolated public var body: Never { fatalError("StaticConfiguration is primitive") }
}

/// A configuration with nothing to configure: WidgetKit's `EmptyWidgetConfiguration`.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// No configuration.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("EmptyWidgetConfiguration is primitive") }
}

/// Where a widget may not appear: WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The home screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The lock screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// The iPhone widget on a Mac or in CarPlay.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

extension WidgetConfiguration {
    /// The name in the widget gallery; kept only for its type.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
    /// The name in the widget gallery, from a key.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    /// The name in the widget gallery, from a string.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
    /// The description in the widget gallery; kept only for its type.
    public func description(_ description: Text) -> some WidgetConfiguration { self }
    /// The description in the widget gallery, from a key.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    /// The description in the widget gallery, from a string.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    /// The families the widget offers; a still draws the family in `\.widgetFamily`.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    /// Turns off the system's content margins; a still draws the entry view as given.
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }
    /// Whether the system may remove the container background.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
    /// Places the widget should not appear.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { self }
    /// Handles background URL session events; none arrive.
    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil, _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration { self }
}

// MARK: - Views and the center

extension View {
    /// The URL a tap on the widget opens; nothing is tapped in a still.
    nonisolated public func widgetURL(_ url: URL?) -> some View { self }
    /// Marks the view as part of the accent group in tinted rendering; full color here.
    nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Marks content that becomes invalid while an interaction runs; nothing runs in a still.
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

/// What a widget preview is drawn as, before iOS 17: WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: Sendable {
    /// The family previewed.
    public let family: WidgetFamily
    /// A preview of `family`.
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// Previews the view as a widget of `context.family`: sets `\.widgetFamily`. (The frame is
    /// the preview's, not the family's size.)
    nonisolated public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }
}

/// A configured widget on the device: WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
}

/// Reloads widgets' timelines: WidgetKit's `WidgetCenter`. There are no widgets installed,
/// so every call is inert.
public final class WidgetCenter: Sendable {
    /// The one center.
    public static let shared = WidgetCenter()
    init() {}
    /// Reloads every widget's timeline; nothing to reload.
    public func reloadAllTimelines() {}
    /// Reloads the timelines of `kind`; nothing to reload.
    public func reloadTimelines(ofKind kind: String) {}
    /// The configured widgets: none.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        completion(.success([]))
    }
    /// The configured widgets: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    /// Invalidates the configuration recommendations; none.
    public func invalidateConfigurationRecommendations() {}
}
