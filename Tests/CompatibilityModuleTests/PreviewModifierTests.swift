@testable import SwatchPreviews
import SwiftData
import SwiftUI
import SwatchRasterTesting
import XCTest

// iOS 18's PreviewModifier as apps write it (WWDC24's SampleData pattern, Harbour's previews):
// a shared SwiftData container made asynchronously, on the main actor, around the preview.

@Model final class ModifierSampleTrip {
    var name: String
    init(name: String) { self.name = name }
}

private struct SampleTrips: PreviewModifier {
    nonisolated(unsafe) static var made = 0
    static func makeSharedContext() async throws -> ModelContainer {
        made += 1
        let container = try ModelContainer(for: ModifierSampleTrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(ModifierSampleTrip(name: "Lisbon"))
        return container
    }
    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

private struct Padded: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10).background(Color.yellow)
    }
}

private struct TripList: View {
    @Query private var trips: [ModifierSampleTrip]
    var body: some View {
        VStack { ForEach(trips) { Text($0.name) } }
    }
}

final class PreviewModifierTests: XCTestCase {
    @MainActor private static func texts(traits: [PreviewTrait<Preview.ViewTraits>]) throws -> [String] {
        let record = PreviewRecord(module: "Tests", source: .macro(fileID: "Tests/Trips.swift", line: 1, column: 1), name: "Trips",
                                   traits: traits, device: nil, makeView: { TripList() })
        let renderer = record.renderer()
        _ = try renderer.render()
        return try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text)
    }

    func testASharedContextIsMadeOnceAndWrapsThePreview() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try Self.texts(traits: [.modifier(SampleTrips()), .sizeThatFitsLayout]), ["Lisbon"])
            XCTAssertEqual(try Self.texts(traits: [.modifier(Padded()), .modifier(SampleTrips())]), ["Lisbon"], "modifiers nest")
            XCTAssertEqual(SampleTrips.made, 1, "the context is shared by every preview that uses the modifier")
            XCTAssertEqual(PreviewTrait<Preview.ViewTraits>.modifier(Padded()).description, "modifier(Padded())")
        }
    }
}
