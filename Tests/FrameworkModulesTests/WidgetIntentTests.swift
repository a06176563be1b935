import AppIntents
import SwiftUI
import WidgetKit
import XCTest

// A configurable widget as iOS 17 declares it: its settings are an intent's parameters.
struct ScoopWidgetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Scoop" }
    @Parameter(title: "Flavor", default: .cocoa)
    var flavor: Flavor
}

struct ScoopEntry: TimelineEntry {
    let date: Date
    let flavor: Flavor
}

struct ScoopProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ScoopEntry { ScoopEntry(date: .now, flavor: .vanilla) }
    func snapshot(for configuration: ScoopWidgetIntent, in context: Context) async -> ScoopEntry {
        ScoopEntry(date: .now, flavor: configuration.flavor)
    }
    func timeline(for configuration: ScoopWidgetIntent, in context: Context) async -> Timeline<ScoopEntry> {
        Timeline(entries: [ScoopEntry(date: .now, flavor: configuration.flavor)], policy: .never)
    }
}

struct ScoopWidgetView: View {
    let entry: ScoopEntry
    var body: some View {
        Text(String(localized: entry.flavor.localizedStringResource))
            .containerBackground(Color.brown, for: .widget)
    }
}

struct ScoopWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "scoop", intent: ScoopWidgetIntent.self, provider: ScoopProvider()) { entry in
            ScoopWidgetView(entry: entry)
        }
        .configurationDisplayName("Scoop")
    }
}

final class WidgetIntentTests: XCTestCase {
    func testTheProviderAnswersForItsIntent() async throws {
        let entry = await ScoopProvider().snapshot(for: ScoopWidgetIntent(), in: TimelineProviderContext())
        XCTAssertEqual(entry.flavor, .cocoa)
        XCTAssertTrue(ScoopProvider().recommendations().isEmpty)
        _ = try await ScoopWidgetIntent().perform()
        let json = try await MainActor.run { try ImageRenderer(content: ScoopWidgetView(entry: entry)).layoutJSON() }
        XCTAssertTrue(json.contains("Cocoa"), json)
    }
}
