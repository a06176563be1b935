import FoundationModels
import XCTest

// An app's use of the on-device model, written as for iOS 26: check availability, fall back
// when the model is unavailable. On Linux it always is, as on a device without Apple Intelligence.
@Generable
struct SessionRelevanceRanking {
  @Guide(description: "Indices of candidate sessions ranked by relevance")
  var rankedIndices: [Int]
}
func rerank() async -> [Int]? {
  let model = SystemLanguageModel.default
  guard case .available = model.availability else { return nil }
  let session = LanguageModelSession { "You are an advisor." }
  guard let result = try? await session.respond(to: "Rank", generating: SessionRelevanceRanking.self) else { return nil }
  return result.content.rankedIndices
}

/// Every guide form Apple documents, on a public type (its conformance's members are public).
@Generable(description: "An item sold in a fantasy shop")
public struct ShopItem {
    @Guide(description: "A creative name", .anyOf(["Sword", "Shield"]))
    var name: String
    @Guide(description: "A cost for the item", .range(1...1000))
    var cost: Int
    @Guide(.count(3))
    var tags: [String]
    @Guide(description: "A stock code", /[A-Z]{3}/)
    var code: String
    var note: String?
    let kind: String = "item"
}

@Generable
enum SessionLevel {
    case beginner, intermediate, advanced
}

@Generable
enum Verdict: Equatable {
    case accepted
    case rejected(reason: String)
    case deferred(Int, until: String)
}

// Apple's documentation examples for `Generable` and `GenerationGuide.range(_:)`, verbatim.
@Generable
struct SearchSuggestions {
    @Guide(description: "A list of suggested search terms.", .count(4))
    var searchTerms: [SearchTerm]
    @Generable
    struct SearchTerm {
        // Use a generation identifier for data structures the framework generates.
        var id: GenerationID
        @Guide(description: "A two- or three- word search term, like 'Beautiful sunsets'.")
        var searchTerm: String
    }
}

@Generable
struct PricedShopItem {
    @Guide(description: "A creative name for an item sold in a fantasy RPG")
    var name: String

    @Guide(description: "A cost for the item", .range(0.25...1000))
    var cost: Decimal
}

struct FindSessionsTool: Tool {
    let description = "Finds sessions about a topic"

    @Generable
    struct Arguments {
        @Guide(description: "The topic")
        var topic: String
    }

    func call(arguments: Arguments) async throws -> String { "none" }
}

final class FoundationModelsTests: XCTestCase {
    func testTheModelIsUnavailableAsOnAnIneligibleDevice() {
        XCTAssertEqual(SystemLanguageModel.default.availability, .unavailable(.deviceNotEligible))
        XCTAssertFalse(SystemLanguageModel.default.isAvailable)
        let tagging = SystemLanguageModel(useCase: .contentTagging, guardrails: .permissiveContentTransformations)
        XCTAssertEqual(tagging.availability, .unavailable(.deviceNotEligible))
    }

    func testTheAppFallsBackWhenTheModelIsUnavailable() async {
        let ranked = await rerank()
        XCTAssertNil(ranked)
    }

    func testRespondThrowsAssetsUnavailable() async {
        let session = LanguageModelSession(instructions: "You are an advisor.")
        do {
            _ = try await session.respond(to: "Rank")
            XCTFail("respond(to:) returned")
        } catch LanguageModelSession.GenerationError.assetsUnavailable(let context) {
            XCTAssertFalse(context.debugDescription.isEmpty)
        } catch {
            XCTFail("unexpected \(error)")
        }
        do {
            _ = try await session.respond(to: "Rank", generating: SessionRelevanceRanking.self)
            XCTFail("respond(to:generating:) returned")
        } catch LanguageModelSession.GenerationError.assetsUnavailable {
        } catch {
            XCTFail("unexpected \(error)")
        }
        do {
            for try await _ in session.streamResponse(to: "Rank") { XCTFail("a snapshot") }
            XCTFail("the stream ended without an error")
        } catch LanguageModelSession.GenerationError.assetsUnavailable {
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertFalse(session.isResponding)
    }

    func testASessionRecordsItsInstructionsAndTools() {
        let session = LanguageModelSession(tools: [FindSessionsTool()]) {
            "You are an advisor."
            if true { "Answer briefly." }
        }
        XCTAssertEqual(session.transcript.count, 1)
        guard case .instructions(let instructions)? = session.transcript.first,
              case .text(let text)? = instructions.segments.first
        else { return XCTFail("no instructions entry") }
        XCTAssertEqual(text.content, "You are an advisor.\nAnswer briefly.")
        XCTAssertEqual(instructions.toolDefinitions.map(\.name), ["FindSessionsTool"])
        XCTAssertTrue(LanguageModelSession().transcript.isEmpty)
    }

    func testGenerableValuesConvertThroughGeneratedContent() throws {
        let ranking = SessionRelevanceRanking(rankedIndices: [2, 0, 1])
        XCTAssertEqual(ranking.generatedContent.jsonString, #"{"rankedIndices": [2, 0, 1]}"#)
        XCTAssertEqual(try SessionRelevanceRanking(ranking.generatedContent).rankedIndices, [2, 0, 1])

        let item = ShopItem(name: "Sword", cost: 12, tags: ["a", "b", "c"], code: "SWD", note: nil)
        let decoded = try ShopItem(item.generatedContent)
        XCTAssertEqual(decoded.name, "Sword")
        XCTAssertNil(decoded.note)
        XCTAssertEqual(String(reflecting: ShopItem.generationSchema), "ShopItem { name: String, cost: Int, tags: Array<String>, code: String, note: Optional<String> }")

        XCTAssertEqual(SessionLevel.advanced.generatedContent, GeneratedContent("advanced"))
        XCTAssertEqual(String(reflecting: SessionLevel.generationSchema), #"SessionLevel anyOf ["beginner", "intermediate", "advanced"]"#)
        for verdict in [Verdict.accepted, .rejected(reason: "full"), .deferred(3, until: "May")] {
            XCTAssertEqual(try Verdict(verdict.generatedContent), verdict)
        }
        XCTAssertEqual(Verdict.deferred(3, until: "May").generatedContent.jsonString, #"{"deferred": {"_0": 3, "until": "May"}}"#)
        XCTAssertThrowsError(try SessionLevel(GeneratedContent("expert")))

        let suggestions = SearchSuggestions(searchTerms: [.init(id: GenerationID(), searchTerm: "Beautiful sunsets")])
        XCTAssertEqual(try SearchSuggestions(suggestions.generatedContent).searchTerms.map(\.searchTerm), ["Beautiful sunsets"])
        XCTAssertEqual(try PricedShopItem(PricedShopItem(name: "Potion", cost: 2.5).generatedContent).cost, 2.5)
    }
}
