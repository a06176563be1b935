import Foundation
import SwiftParser
import SwiftSyntax

/// A declaration that does not build here outside any body: a type whose conformance names a
/// framework Linux lacks, a property of such a type, a method whose signature uses one, an
/// import of a module nothing provides. Left out on its own (its lines made empty), the rest
/// of its file still builds. Before, the whole file went: ScanNow's mail sheet file declared
/// both the `MFMailComposeViewController` representable and the plain `ComposeMailData` model
/// that three settings views use.
public struct LeftOutDeclaration: Equatable, Sendable {
    /// What it declares, for the report: "struct MailView", "func share(_:)", "import MessageUI".
    public let name: String
    /// Its lines, attributes and doc comment included.
    public let lines: ClosedRange<Int>
}

/// Finds the declaration to leave out for an error (docs/ARCHITECTURE.md §2.11).
public enum DeclarationBlocks {
    /// The innermost member or top-level declaration that holds the position, when it has its
    /// lines to itself (nothing else of the file shares its first or last line), so that
    /// emptying those lines leaves the rest of the file as it was. Nil for a position in no
    /// such declaration, in a `#Preview`, or in a declaration that shares a line.
    public static func declaration(at line: Int, column: Int, in source: String) -> LeftOutDeclaration? {
        let parsed = ParsedSources.parsed(source)
        let tree = parsed.tree, converter = parsed.converter
        let finder = DeclarationFinder(converter: converter, line: line, column: column)
        finder.walk(tree)
        guard let found = finder.found.last else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = found.node.positionAfterSkippingLeadingTrivia
        let end = found.node.endPositionBeforeTrailingTrivia
        let first = converter.location(for: start), last = converter.location(for: end)
        // Alone on its lines: only blanks before it on its first line, and only blanks or a
        // line comment after it on its last.
        guard first.line >= 1, last.line <= lines.count else { return nil }
        let before = lines[first.line - 1].utf8.prefix(first.column - 1)
        guard before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        let after = String(decoding: lines[last.line - 1].utf8.dropFirst(last.column - 1), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        guard after.isEmpty || after.hasPrefix("//") else { return nil }
        // A doc comment on the lines above belongs to it too. Its attributes are part of the
        // node already, so a line above that starts with `@` is another declaration's
        // (`@State private var text: String` above a failing `@State private var selection`:
        // Harbour's editor lost three properties with it, and its initializer with them).
        var top = first.line
        while top > 1 {
            let above = lines[top - 2].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("///") else { break }
            top -= 1
        }
        return LeftOutDeclaration(name: found.name, lines: top...last.line)
    }
}

/// Collects the member and top-level declarations around a position, outer before inner.
final class DeclarationFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let line: Int
    let column: Int
    var found: [(node: Syntax, name: String)] = []

    init(converter: SourceLocationConverter, line: Int, column: Int) {
        self.converter = converter
        self.line = line
        self.column = column
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { consider(node.decl) }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Top-level declarations only: a local one inside a body belongs to that body's stub.
        guard Self.isTopLevel(node), let decl = node.item.as(DeclSyntax.self) else { return .skipChildren }
        return consider(decl)
    }

    /// Whether `item` is a statement of the file itself, also inside top-level `#if` blocks:
    /// Harbour wraps a whole `private extension` in `#if os(iOS)`, and one failing stored
    /// property of a view inside it took the extension, and the view with it.
    static func isTopLevel(_ item: CodeBlockItemSyntax) -> Bool {
        var current = item
        while true {
            guard let container = current.parent?.parent else { return false }
            if container.is(SourceFileSyntax.self) { return true }
            // CodeBlockItem > IfConfigDecl > IfConfigClauseList > IfConfigClause > CodeBlockItemList > item
            guard container.is(IfConfigClauseSyntax.self),
                  let outer = container.parent?.parent?.parent?.as(CodeBlockItemSyntax.self) else { return false }
            current = outer
        }
    }

    private func consider(_ decl: DeclSyntax) -> SyntaxVisitorContinueKind {
        let start = decl.startLocation(converter: converter, afterLeadingTrivia: true)
        let end = decl.endLocation(converter: converter, afterTrailingTrivia: false)
        guard (line, column) >= (start.line, start.column), (line, column) <= (end.line, end.column) else { return .skipChildren }
        // `#Preview` is the preview's own, left out as a preview.
        if decl.is(MacroExpansionDeclSyntax.self) { return .skipChildren }
        found.append((Syntax(decl), Self.name(of: decl)))
        return .visitChildren
    }

    /// "struct MailView", "func share(_:)", "var controller", "import MessageUI".
    static func name(of decl: DeclSyntax) -> String {
        if let node = decl.as(StructDeclSyntax.self) { return "struct \(node.name.text)" }
        if let node = decl.as(ClassDeclSyntax.self) { return "class \(node.name.text)" }
        if let node = decl.as(EnumDeclSyntax.self) { return "enum \(node.name.text)" }
        if let node = decl.as(ActorDeclSyntax.self) { return "actor \(node.name.text)" }
        if let node = decl.as(ProtocolDeclSyntax.self) { return "protocol \(node.name.text)" }
        if let node = decl.as(ExtensionDeclSyntax.self) { return "extension \(node.extendedType.trimmedDescription)" }
        if let node = decl.as(FunctionDeclSyntax.self) {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "func \(node.name.text)(\(labels))"
        }
        if let node = decl.as(InitializerDeclSyntax.self) {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "init(\(labels))"
        }
        if let node = decl.as(VariableDeclSyntax.self) {
            return "\(node.bindingSpecifier.text) \(node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", "))"
        }
        if let node = decl.as(ImportDeclSyntax.self) { return "import \(node.path.trimmedDescription)" }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return "typealias \(node.name.text)" }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        if let node = decl.as(EnumCaseDeclSyntax.self) { return "case \(node.elements.map { $0.name.text }.joined(separator: ", "))" }
        return "declaration"
    }
}
