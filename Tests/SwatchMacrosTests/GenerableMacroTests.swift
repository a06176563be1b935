import SwatchMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@Generable` and `@Guide` as source text (FoundationModels, docs/ARCHITECTURE.md §2.7). The
/// conversions' behavior is FrameworkModulesTests' FoundationModelsTests.
final class GenerableMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Generable": GenerableMacro.self, "Guide": GuideMacro.self]

    func testStructGetsSchemaAndConversionsInAnExtension() {
        // `init(_:)` in the extension leaves the memberwise initializer; `@Guide` adds nothing.
        assertMacroExpansion(
            """
            @Generable
            struct SessionRelevanceRanking {
                @Guide(description: "Indices of candidate sessions ranked by relevance")
                var rankedIndices: [Int]
            }
            """,
            expandedSource: """
            struct SessionRelevanceRanking {
                var rankedIndices: [Int]

                nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self, description: nil, properties: [FoundationModels.GenerationSchema.Property(name: "rankedIndices", description: "Indices of candidate sessions ranked by relevance", type: [Int].self)])
                }
            }

            extension SessionRelevanceRanking: FoundationModels.Generable {
                nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                    self.rankedIndices = try content.value(forProperty: "rankedIndices")
                }
                nonisolated var generatedContent: FoundationModels.GeneratedContent {
                    FoundationModels.GeneratedContent(properties: ["rankedIndices": self.rankedIndices])
                }
            }
            """,
            macros: macros)
    }

    func testPublicStructKeepsGuidesAndSkipsWhatIsNotGenerated() {
        // The guides go to the schema as written (the test formatter spaces `...`), typed by the
        // property; a fixed `let`, a computed property and a static one are not generated.
        assertMacroExpansion(
            """
            @Generable(description: "An item sold in a fantasy shop")
            public struct ShopItem {
                @Guide(description: "A cost for the item", .range(1...1000))
                var cost: Int
                @Guide(.count(3))
                var tags: [String]
                var note: String?
                let kind: String = "item"
                var label: String { "\\(cost)" }
                static var shelf = 1
            }
            """,
            expandedSource: #"""
            public struct ShopItem {
                var cost: Int
                var tags: [String]
                var note: String?
                let kind: String = "item"
                var label: String { "\(cost)" }
                static var shelf = 1

                public nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self, description: "An item sold in a fantasy shop", properties: [FoundationModels.GenerationSchema.Property(name: "cost", description: "A cost for the item", type: Int.self, guides: [.range(1 ... 1000)]), FoundationModels.GenerationSchema.Property(name: "tags", description: nil, type: [String].self, guides: [.count(3)]), FoundationModels.GenerationSchema.Property(name: "note", description: nil, type: String?.self)])
                }
            }

            extension ShopItem: FoundationModels.Generable {
                public nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                    self.cost = try content.value(forProperty: "cost")
                    self.tags = try content.value(forProperty: "tags")
                    self.note = try content.value(forProperty: "note")
                }
                public nonisolated var generatedContent: FoundationModels.GeneratedContent {
                    FoundationModels.GeneratedContent(properties: ["cost": self.cost, "tags": self.tags, "note": self.note])
                }
            }
            """#,
            macros: macros)
    }

    func testEnumIsAStringChoice() {
        assertMacroExpansion(
            """
            @Generable
            enum SessionLevel {
                case beginner, advanced
            }
            """,
            expandedSource: #"""
            enum SessionLevel {
                case beginner, advanced

                nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self, description: nil, anyOf: ["beginner", "advanced"])
                }
            }

            extension SessionLevel: FoundationModels.Generable {
                nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                    switch content.kind {
                    case .string("beginner"):
                        self = .beginner
                    case .string("advanced"):
                        self = .advanced
                    default:
                        throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "No case of \(Self.self) matches \(content.jsonString)"))
                    }
                }
                nonisolated var generatedContent: FoundationModels.GeneratedContent {
                    switch self {
                    case .beginner:
                        FoundationModels.GeneratedContent("beginner")
                    case .advanced:
                        FoundationModels.GeneratedContent("advanced")
                    }
                }
            }
            """#,
            macros: macros)
    }

    func testEnumCaseWithValuesIsAStructureNamedAfterTheCase() {
        // Labelled values keep their labels; unlabelled ones are `_` and their position.
        assertMacroExpansion(
            """
            @Generable
            enum Verdict: Generable {
                case accepted
                case deferred(Int, until: String)
            }
            """,
            expandedSource: #"""
            enum Verdict: Generable {
                case accepted
                case deferred(Int, until: String)

                nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self, description: nil, anyOf: ["accepted", "deferred"])
                }
            }

            extension Verdict {
                nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                    switch content.kind {
                    case .string("accepted"):
                        self = .accepted
                    case .structure(properties: let properties, orderedKeys: _) where properties["deferred"] != nil:
                        let payload = properties["deferred"]!
                        self = .deferred(try payload.value(forProperty: "_0"), until: try payload.value(forProperty: "until"))
                    default:
                        throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "No case of \(Self.self) matches \(content.jsonString)"))
                    }
                }
                nonisolated var generatedContent: FoundationModels.GeneratedContent {
                    switch self {
                    case .accepted:
                        FoundationModels.GeneratedContent("accepted")
                    case .deferred(let _0, let _1):
                        FoundationModels.GeneratedContent(properties: ["deferred": FoundationModels.GeneratedContent(properties: ["_0": _0, "until": _1])])
                    }
                }
            }
            """#,
            macros: macros)
    }

    func testGenerableOnAClassIsAnError() {
        assertMacroExpansion(
            """
            @Generable
            final class Ranking {
                var indices: [Int] = []
            }
            """,
            expandedSource: """
            final class Ranking {
                var indices: [Int] = []
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Generable applies to a struct or an enum", line: 1, column: 1),
                DiagnosticSpec(message: "@Generable applies to a struct or an enum", line: 1, column: 1),
            ],
            macros: macros)
    }

    func testGuideAloneAddsNothing() {
        assertMacroExpansion(
            """
            @Guide(description: "A name", .anyOf(["Sword", "Shield"]))
            var name: String
            """,
            expandedSource: """
            var name: String
            """,
            macros: macros)
    }
}
