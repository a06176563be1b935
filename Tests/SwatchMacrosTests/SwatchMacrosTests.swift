@testable import SwatchMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The macros' expansions as source text (docs/ARCHITECTURE.md §2.8). The runtime side (the
/// registry finding these types, the previews rendering) is CompatibilityModuleTests'.
final class SwatchMacrosTests: XCTestCase {
    private let macros: [String: Macro.Type] = [
        "Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self, "Entry": EntryMacro.self,
        "Query": QueryMacro.self,
    ]

    func testQueryReadsTheModelTypeFromTheDeclaredArray() {
        // The bare form and a sorted one: the storage spells out both generic arguments, has no
        // access modifier (the memberwise initializer stays internal) and keeps the arguments.
        assertMacroExpansion(
            """
            @Query private var items: [Item]
            @Query(sort: \\Item.date, order: .reverse) var recent: Array<Item>
            """,
            expandedSource: """
            private var items: [Item] {
                get {
                    _items.wrappedValue
                }
            }

            var _items = SwiftData.Query<Item, [Item]>()
            var recent: Array<Item> {
                get {
                    _recent.wrappedValue
                }
            }

            var _recent = SwiftData.Query<Item, Array<Item>>(sort: \\Item.date, order: .reverse)
            """,
            macros: macros)
    }

    func testPreviewRecordsNameTraitsAndPlace() {
        assertMacroExpansion(
            """
            #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                Card()
            }
            """,
            expandedSource: """
            public struct __macro_local_7PreviewfMu_: SwatchPreviews.PreviewRegistrant {
                public static var fileID: String {
                    "TestModule/test.swift"
                }
                public static var line: Int {
                    1
                }
                public static var column: Int {
                    1
                }
                @MainActor public static func makePreview() -> SwatchPreviews.Preview {
                    SwatchPreviews.Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        Card()
                    }
                }
            }
            """,
            macros: macros)
    }

    func testPreviewableStateMovesIntoAView() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var on = true
                Toggle("On", isOn: $on)
            }
            """,
            expandedSource: """
            public struct __macro_local_7PreviewfMu_: SwatchPreviews.PreviewRegistrant {
                public static var fileID: String {
                    "TestModule/test.swift"
                }
                public static var line: Int {
                    1
                }
                public static var column: Int {
                    1
                }
                struct PreviewBody: SwatchPreviews._PreviewView {
                    @State var on = true
                    var body: some SwatchPreviews._PreviewView {
                        Toggle("On", isOn: $on)
                    }
                }
                @MainActor public static func makePreview() -> SwatchPreviews.Preview {
                    SwatchPreviews.Preview {
                        PreviewBody()
                    }
                }
            }
            """,
            macros: macros)
    }

    func testPreviewRejectsAnUnknownLabel() {
        assertMacroExpansion(
            "#Preview(device: .iPhone) { Card() }",
            expandedSource: "#Preview(device: .iPhone) { Card() }",
            diagnostics: [DiagnosticSpec(message: "#Preview has no argument labelled 'device'", line: 1, column: 1)],
            macros: macros)
    }

    func testEntryDeclaresKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .blue
                    }
                }
            }
            """,
            macros: macros)
    }

    func testEntryOptionalDefaultsToNil() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var caption: String?
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var caption: String? {
                    get {
                        self[__Key_caption.self]
                    }
                    set {
                        self[__Key_caption.self] = newValue
                    }
                }

                private struct __Key_caption: EnvironmentKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """,
            macros: macros)
    }

    /// An untyped entry whose initializer names its type gets a computed default, which Swift
    /// 6 accepts for a type that is not Sendable (Critical Maps' `TextAttributes`, which holds
    /// `[NSAttributedString.Key: Any]`); one whose type is not evident keeps a stored default.
    func testAnUntypedEntryTakesItsTypeFromItsInitializer() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var textAttributes = TextAttributes()
                @Entry var title = "Chat"
                @Entry var shade = makeShade()
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var textAttributes {
                    get {
                        self[__Key_textAttributes.self]
                    }
                    set {
                        self[__Key_textAttributes.self] = newValue
                    }
                }

                private struct __Key_textAttributes: EnvironmentKey {
                    typealias Value = TextAttributes
                    static var defaultValue: Value {
                        TextAttributes()
                    }
                }
                var title {
                    get {
                        self[__Key_title.self]
                    }
                    set {
                        self[__Key_title.self] = newValue
                    }
                }

                private struct __Key_title: EnvironmentKey {
                    typealias Value = String
                    static var defaultValue: Value {
                        "Chat"
                    }
                }
                var shade {
                    get {
                        self[__Key_shade.self]
                    }
                    set {
                        self[__Key_shade.self] = newValue
                    }
                }

                private struct __Key_shade: EnvironmentKey {
                    static let defaultValue = makeShade()
                }
            }
            """,
            macros: macros)
        XCTAssertEqual(EntryMacro.Entry.type(of: "Set<String>()"), "Set<String>")
        XCTAssertEqual(EntryMacro.Entry.type(of: "Theme.Palette(name: \"x\")"), "Theme.Palette")
        XCTAssertNil(EntryMacro.Entry.type(of: ".init()"))
        XCTAssertNil(EntryMacro.Entry.type(of: "Color.red"))
    }

    func testEntryOutsideEnvironmentValuesIsAnError() {
        assertMacroExpansion(
            """
            extension Transaction {
                @Entry var fast: Bool = false
            }
            """,
            expandedSource: """
            extension Transaction {
                var fast: Bool = false
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry is supported in 'extension EnvironmentValues' here; Transaction has no key protocol in SwatchRaster", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry is supported in 'extension EnvironmentValues' here; Transaction has no key protocol in SwatchRaster", line: 2, column: 5),
            ],
            macros: macros)
    }
}
