import AppIntents
import SwiftUI
import SwatchRasterTesting
import XCTest

// An app's intents, written as on a Mac: the enum its picker uses is also an `AppEnum`, an
// intent takes it as a `@Parameter`, and a shortcuts provider offers the intent.
enum Flavor: String, AppEnum, CaseIterable {
    case vanilla, mint, cocoa

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: "Vanilla",
        .mint: DisplayRepresentation(title: "Mint Chip", subtitle: "Fresh", image: .init(systemName: "leaf")),
        .cocoa: DisplayRepresentation(title: "Cocoa", image: DisplayRepresentation.Image(systemName: "cup.and.saucer")),
    ]
}

struct OrderScoopsIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Scoops"
    static var description: IntentDescription? { IntentDescription("Orders ice cream.", categoryName: "Orders") }

    @Parameter(title: "Flavor", default: .mint)
    var flavor: Flavor

    @Parameter(title: "Scoops", default: 2, requestValueDialog: "How many scoops?")
    var scoops: Int

    @Parameter(title: "Note")
    var note: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$scoops) scoops of \(\.$flavor)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: scoops, dialog: "\(scoops) scoops of \(flavor.rawValue) coming up")
    }
}

struct OpenFreezerIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Freezer" }
    static var openAppWhenRun: Bool { true }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ShopShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderScoopsIntent(), phrases: ["Order \(\.$flavor) in \(.applicationName)", "Ice cream from \(.applicationName)"],
                    shortTitle: "Order", systemImageName: "cart")
        AppShortcut(intent: OpenFreezerIntent(), phrases: ["Open \(.applicationName)"], shortTitle: "Freezer", systemImageName: "snowflake")
    }
}

struct ScoopEntity: AppEntity {
    let id: UUID
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scoop"
    static let defaultQuery = ScoopQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ScoopQuery: EntityStringQuery {
    func entities(for identifiers: [UUID]) async throws -> [ScoopEntity] { [] }
    func entities(matching string: String) async throws -> [ScoopEntity] { [ScoopEntity(id: UUID(), name: string)] }
}

/// The screen that uses the same enum.
struct FlavorPicker: View {
    let flavor: Flavor

    var body: some View {
        Picker("Flavor", selection: .constant(flavor)) {
            ForEach(Flavor.allCases, id: \.self) { flavor in
                Text(String(localized: flavor.localizedStringResource)).tag(flavor)
            }
        }
        .padding()
    }
}

final class AppIntentsTests: XCTestCase {
    func testAppEnumNamesItsCases() {
        XCTAssertEqual(String(localized: Flavor.mint.localizedStringResource), "Mint Chip")
        XCTAssertEqual(String(localized: Flavor.vanilla.displayRepresentation.title), "Vanilla")
        XCTAssertEqual(Flavor.mint.displayRepresentation.image?.systemName, "leaf")
        XCTAssertEqual(Flavor.caseDisplayRepresentations[.mint]?.subtitle.map { String(localized: $0) }, "Fresh")
        XCTAssertEqual(String(localized: Flavor.typeDisplayRepresentation.name), "Flavor")
    }

    func testAppEnumDrivesAPickerThatRenders() throws {
        try MainActor.assumeIsolated {
            let mint = try ImageRenderer(content: FlavorPicker(flavor: .mint)).render()
            let cocoa = try ImageRenderer(content: FlavorPicker(flavor: .cocoa)).render()
            XCTAssertGreaterThan(mint.width, 0)
            // The selected case's title is drawn, so the two pictures differ.
            XCTAssertNotEqual(mint.pixels, cocoa.pixels)
            let json = try ImageRenderer(content: FlavorPicker(flavor: .mint)).layoutJSON()
            XCTAssertTrue(json.contains("Mint Chip"), json)
        }
    }

    func testParametersReadTheirDefaultsAndPerformReturnsItsValue() async throws {
        let intent = OrderScoopsIntent()
        XCTAssertEqual(intent.flavor, .mint)
        XCTAssertEqual(intent.scoops, 2)
        XCTAssertNil(intent.note)
        intent.scoops = 3
        XCTAssertEqual(String(localized: intent.$scoops.title), "Scoops")
        let result = try await intent.perform()
        XCTAssertEqual((result as? IntentResultContainer<Int, Never, Never, IntentDialog>)?.value, 3)
        XCTAssertEqual(String(localized: OrderScoopsIntent.title), "Order Scoops")
        XCTAssertFalse(OrderScoopsIntent.openAppWhenRun)
        XCTAssertTrue(OpenFreezerIntent.openAppWhenRun)
        XCTAssertEqual((OrderScoopsIntent.parameterSummary as? IntentParameterSummary<OrderScoopsIntent>)?.text, "Order ${parameter} scoops of ${parameter}")
        XCTAssertEqual(OrderScoopsIntent.description?.categoryName.map { String(localized: $0) }, "Orders")
    }

    func testShortcutsAreBuiltInOrder() {
        let shortcuts = ShopShortcuts.appShortcuts
        XCTAssertEqual(shortcuts.map(\.systemImageName), ["cart", "snowflake"])
        XCTAssertEqual(shortcuts[0].phrases, ["Order ${parameter} in ${applicationName}", "Ice cream from ${applicationName}"])
        XCTAssertEqual(ShopShortcuts.shortcutTileColor, .navy)
    }

    func testEntityQueriesAnswerWhenAsked() async throws {
        let found = try await ScoopEntity.defaultQuery.entities(matching: "Pistachio")
        XCTAssertEqual(found.map(\.name), ["Pistachio"])
        let suggested = try await ScoopQuery().suggestedEntities()
        XCTAssertTrue(suggested.isEmpty)
    }
}
