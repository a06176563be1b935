import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: expands to a type conforming to `SwatchPreviews.PreviewRegistrant`, which
/// records the preview's `#fileID`, line and column and builds Apple's `Preview` value
/// (name, traits, body) on demand. The registry finds the type through its conformance
/// record at run time (docs/ARCHITECTURE.md §2.8). The type is public because nothing refers
/// to it: an optimized whole-module build drops an unused internal type and its conformance
/// record with it, and a release preview run then found none (issue 38).
///
/// `@Previewable` declarations in the body become stored properties of a view declared
/// inside that type, whose `body` is the rest of the closure, so that `@State` behaves as a
/// view's state (as Apple's expansion does).
public struct PreviewMacro: DeclarationMacro {
    /// The registrant type for one `#Preview`.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let parsed = try PreviewArguments(node)
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let column = location?.column.trimmedDescription ?? "0"

        var previewArguments: [String] = []
        if let name = parsed.name { previewArguments.append(name) }
        if !parsed.traits.isEmpty { previewArguments.append("traits: " + parsed.traits.joined(separator: ", ")) }

        let (previewables, statements) = PreviewableSplit.split(parsed.body.statements)
        let bodyClosure: String
        var nestedView = ""
        if previewables.isEmpty {
            bodyClosure = "{\n\(statements)\n}"
        } else {
            // Unindented: swift-syntax's formatter indents the expansion by nesting.
            nestedView = "\nstruct PreviewBody: SwatchPreviews._PreviewView {\n\(previewables)\n"
                + "var body: some SwatchPreviews._PreviewView {\n\(statements)\n}\n}"
            bodyClosure = "{ PreviewBody() }"
        }
        let argumentList = previewArguments.isEmpty ? "" : "(\(previewArguments.joined(separator: ", ")))"
        let declaration: DeclSyntax = """
            public struct \(typeName): SwatchPreviews.PreviewRegistrant {
                public static var fileID: String { \(raw: file) }
                public static var line: Int { \(raw: line) }
                public static var column: Int { \(raw: column) }\(raw: nestedView)
                @MainActor public static func makePreview() -> SwatchPreviews.Preview {
                    SwatchPreviews.Preview\(raw: argumentList) \(raw: bodyClosure)
                }
            }
            """
        return [declaration]
    }
}

/// The parts of a `#Preview` call, as source text: `#Preview("Name", traits: .a, .b) { … }`.
struct PreviewArguments {
    var name: String?
    var traits: [String] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var inTraits = false
        var body: ClosureExprSyntax? = node.trailingClosure
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits":
                inTraits = true
                traits.append(argument.expression.trimmedDescription)
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil where inTraits:
                traits.append(argument.expression.trimmedDescription)
            case nil:
                name = argument.expression.trimmedDescription
            default:
                throw MacroError("#Preview has no argument labelled '\(argument.label!.text)'")
            }
        }
        guard let body else { throw MacroError("#Preview needs a closure that builds the view") }
        self.body = body
    }
}

/// Separates `@Previewable` declarations from the other statements of a preview body.
enum PreviewableSplit {
    /// The `@Previewable` declarations (without that attribute) and the other statements,
    /// each as source text.
    static func split(_ statements: CodeBlockItemListSyntax) -> (previewables: String, rest: String) {
        var previewables: [String] = []
        var rest: [String] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self), isPreviewable(variable) {
                let attributes = variable.attributes.filter { !isPreviewableAttribute($0) }
                previewables.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        return (previewables.joined(separator: "\n"), rest.joined(separator: "\n"))
    }

    static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains(where: isPreviewableAttribute)
    }

    private static func isPreviewableAttribute(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
