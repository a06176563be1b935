import SwiftSyntax

/// One link of a modifier chain that does not build here, left out of a view's body while the
/// rest of the body stays: `content.whatsNewSheet()` from a package that cannot be fetched,
/// `Text(…).textRenderer(…)` (iOS 18), `.environment(\.ikEnableHaptics, …)`. The whole body
/// used to be stubbed for it, and every preview that showed the view trapped; without the one
/// modifier, the view draws as it would with that modifier doing nothing.
///
/// Only links inside a body whose result is opaque (`some View`, `some Scene`, a modifier's
/// `body(content:)`) are left out: there the chain's type may change without breaking the
/// declaration. A link is `.name(arguments) { trailing closures }` after a base; the error must
/// lie in the link itself (its name, arguments or closures), not in its base. When the body
/// still does not build without it, the body is stubbed, as before.
public enum ChainLinks {
    /// Where a link starts in the text the compiler saw: its `.` (1-based line and column).
    public struct Position: Hashable, Sendable, Comparable {
        public let line: Int
        public let column: Int
        public init(line: Int, column: Int) { self.line = line; self.column = column }
        public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// The innermost link holding the position in its own text, inside an opaque body, with
    /// the link's text for the report (".whatsNewSheet()"); nil when there is none.
    public static func link(at line: Int, column: Int, in source: String) -> (position: Position, text: String)? {
        let parsed = ParsedSources.parsed(source)
        let bodies = BodyFinder(converter: parsed.converter, line: line, column: column)
        bodies.walk(parsed.tree)
        guard bodies.found.last?.result == .opaque else { return nil }
        let finder = LinkFinder(converter: parsed.converter, line: line, column: column)
        finder.walk(parsed.tree)
        guard let link = finder.found.min(by: { $0.range.count < $1.range.count }) else { return nil }
        var text = link.text.split(separator: "\n").first.map(String.init) ?? link.text
        if text.count > 60 { text = String(text.prefix(57)) + "…" }
        return (link.position, text)
    }

    /// `source` with the links at `positions` blanked: each one's characters become spaces and
    /// its newlines stay, so every line and every other column is where it was.
    public static func dropping(_ positions: [Position], in source: String) -> String {
        guard !positions.isEmpty else { return source }
        let parsed = ParsedSources.parsed(source)
        let finder = LinkFinder(converter: parsed.converter, line: nil, column: nil)
        finder.walk(parsed.tree)
        let wanted = Set(positions)
        let links = finder.found.filter { wanted.contains($0.position) }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // A link inside another dropped link goes with it.
        var kept: [FoundLink] = []
        for link in links where !(kept.last.map { $0.range.upperBound > link.range.lowerBound } ?? false) { kept.append(link) }
        var bytes = Array(source.utf8)
        for link in kept {
            for index in link.range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
            // The first link of a `#if` clause in a chain (`#if os(iOS) .indicatorOverlay(…)
            // #endif`) becomes `.self`: an empty clause would cut the chain there, and the links
            // after `#endif` would lose their base.
            if link.startsClause, link.range.count >= 5 {
                for (offset, byte) in ".self".utf8.enumerated() { bytes[link.range.lowerBound + offset] = byte }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One link found: where its `.` is, the bytes from the `.` to the end of its last closure,
/// and whether it begins a `#if` clause inside a chain (its base is before the `#if`).
struct FoundLink {
    let position: ChainLinks.Position
    let range: Range<Int>
    let text: String
    var startsClause = false
}

/// The calls of a member after a base (`base.name(…)`), all of them or those holding a position.
final class LinkFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let line: Int?
    let column: Int?
    var found: [FoundLink] = []

    init(converter: SourceLocationConverter, line: Int?, column: Int?) {
        self.converter = converter
        self.line = line
        self.column = column
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.period.presence == .present else { return .visitChildren }
        let startsClause = member.base == nil && Self.startsIfConfigClause(node)
        guard member.base != nil || startsClause else { return .visitChildren }
        // A static call on a type (`Connections.lookupActiveSession(host:)`) is no modifier:
        // without it the type name would stand alone.
        if let base = member.base, Self.namesType(base) { return .visitChildren }
        let start = member.period.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        let open = converter.location(for: start)
        if let line, let column {
            let close = converter.location(for: end)
            let after = (line, column) >= (open.line, open.column)
            let before = (line, column) < (close.line, close.column)
            guard after && before else { return .visitChildren }
        }
        let range = start.utf8Offset..<end.utf8Offset
        let text = "." + member.declName.baseName.text + (node.arguments.isEmpty ? (node.leftParen != nil ? "()" : "") : "(…)")
            + (node.trailingClosure != nil ? " { … }" : "")
        found.append(FoundLink(position: ChainLinks.Position(line: open.line, column: open.column), range: range, text: text,
                               startsClause: startsClause))
        return .visitChildren
    }

    /// Whether `expression` names a type: `Connections`, `Module.Kind`, `Array<Int>`.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text.first?.isUppercase == true && member.base.map(namesType) ?? false
        }
        return expression.is(GenericSpecializationExprSyntax.self)
    }

    /// Whether `node` begins the chain of a `#if` clause inside a postfix chain: from it up to
    /// the clause, each step is the base of a further link. An implicit member in an argument
    /// (`.init(top: 4)`) is never one.
    static func startsIfConfigClause(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(IfConfigClauseSyntax.self) { return true }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else {
                return false
            }
        }
        return false
    }
}
