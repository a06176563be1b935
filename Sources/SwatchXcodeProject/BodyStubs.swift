import Foundation
import SwiftParser
import SwiftSyntax

/// The body of a function, initializer, accessor or computed property that a build leaves
/// out instead of its whole file: the declaration stays, so the files that use it still
/// build, and only a preview that calls it at render time fails (docs/ARCHITECTURE.md §2.11).
public struct StubbedBody: Hashable, Sendable {
    /// Where the body's `{` is in the file the compiler saw (1-based line and column).
    public let braceLine: Int
    public let braceColumn: Int
    /// What the body belongs to, for the report: "func load()", "init(store:)", "get of total".
    public let name: String
    /// Whether the body is an initializer's. Its first stub is empty, which builds when every
    /// stored property has a default (a shared manager's `init` that only configures a
    /// service); `trapping()` is the stub for one that does not build so.
    public let isInitializer: Bool
    /// Whether the stub calls `fatalError` even where an empty body could do.
    public var traps = false
    /// False when the body keeps its code but for the links of modifier chains in
    /// `droppedLinks` (`ChainLinks`); true for a stub.
    public var isStub = true
    /// The modifier links left out of a body that is not a stub.
    public var droppedLinks: [ChainLinks.Position] = []

    /// The same body with a trapping stub.
    public func trapping() -> StubbedBody {
        var body = self
        body.traps = true
        return body
    }

    /// The same body keeping its code without one more modifier link.
    public func droppingLink(at position: ChainLinks.Position) -> StubbedBody {
        var body = self
        body.isStub = false
        body.droppedLinks.append(position)
        return body
    }

    /// The same body as a stub (its dropped links no longer matter).
    public func stubbed() -> StubbedBody {
        var body = self
        body.isStub = true
        body.droppedLinks = []
        return body
    }

    // One body is one key, whatever its stub.
    public static func == (a: StubbedBody, b: StubbedBody) -> Bool {
        a.braceLine == b.braceLine && a.braceColumn == b.braceColumn && a.name == b.name
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(braceLine)
        hasher.combine(braceColumn)
        hasher.combine(name)
    }
}

/// Finds and stubs bodies with swift-syntax's parser. A stub keeps the declaration's type
/// and every line number: a body that returns nothing becomes empty, and so does an
/// initializer's at first; one that returns a value calls `fatalError` with the compiler's
/// message (`return fatalError(…)` where the result is
/// opaque, since `Never` is a `View`, a `Scene`…), so a preview that reaches it fails alone,
/// with that message, in its own worker.
public enum BodyStubs {
    /// The innermost stubbable body that holds the position strictly between its braces, or
    /// nil when the position is in a signature, a stored property or at the top level.
    public static func body(at line: Int, column: Int, in source: String) -> StubbedBody? {
        let parsed = ParsedSources.parsed(source)
        let tree = parsed.tree, converter = parsed.converter
        let finder = BodyFinder(converter: converter, line: line, column: column)
        finder.walk(tree)
        return finder.found.last.map { StubbedBody(braceLine: $0.braceLine, braceColumn: $0.braceColumn, name: $0.name, isInitializer: $0.result == .initializer) }
    }

    /// `source` with each of `bodies` replaced by its stub, `message(body)` in its
    /// `fatalError`; lines stay where they were, so the compiler's later line numbers still
    /// point at the same code.
    public static func stubbing(_ bodies: [StubbedBody], in source: String, message: (StubbedBody) -> String) -> String {
        guard !bodies.isEmpty else { return source }
        // Bodies that keep their code lose only their dropped links (every column stays).
        let links = bodies.filter { !$0.isStub }.flatMap(\.droppedLinks)
        let source = links.isEmpty ? source : ChainLinks.dropping(links, in: source)
        let bodies = bodies.filter(\.isStub)
        guard !bodies.isEmpty else { return source }
        let parsed = ParsedSources.parsed(source)
        let tree = parsed.tree, converter = parsed.converter
        let finder = BodyFinder(converter: converter, line: nil, column: nil)
        finder.walk(tree)
        let seesFoundation = importsFoundation(source)
        var edits: [(range: Range<Int>, text: String)] = []
        for body in Set(bodies) {
            guard let candidate = finder.found.first(where: { $0.braceLine == body.braceLine && $0.braceColumn == body.braceColumn }) else { continue }
            let stub: String
            switch candidate.result {
            case .nothing: stub = ""
            case .initializer where !body.traps: stub = ""
            case .value where candidate.throwsUntyped && seesFoundation:
                // A throwing function fails as it can fail on a device: its callers'
                // `try?` and `catch` go on (Sprite Catalog's hue rotation, left out with
                // Core Image, lets its detail screen draw without the share button).
                stub = " throw NSError(domain: \"LeftOutOnLinux\", code: 1, userInfo: [NSLocalizedDescriptionKey: \(literal(message(body)))]) "
            case .value, .initializer: stub = " fatalError(\(literal(message(body)))) "
            case .opaque: stub = " return fatalError(\(literal(message(body)))) "
            case .reducer(let generics): stub = " return EmptyReducer\(generics)() "
            }
            edits.append((candidate.interior, stub))
        }
        // Nested bodies: an outer stub already removes an inner one.
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [(range: Range<Int>, text: String)] = []
        for edit in edits where !(kept.last.map { $0.range.upperBound > edit.range.lowerBound } ?? false) { kept.append(edit) }
        var bytes = Array(source.utf8)
        for edit in kept.reversed() {
            let removed = bytes[edit.range]
            let newlines = removed.filter { $0 == UInt8(ascii: "\n") }.count
            bytes.replaceSubrange(edit.range, with: Array((edit.text + String(repeating: "\n", count: newlines)).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the file imports Foundation, or a module that re-exports it, so that a stub
    /// may name `NSError`.
    static func importsFoundation(_ source: String) -> Bool {
        let modules: Set<String> = ["Foundation", "UIKit", "SwiftUI", "CoreGraphics", "CoreData", "SwiftData", "AppKit", "Cocoa"]
        return ImportedModules.imports(in: source).contains { modules.contains($0.module) }
    }

    /// A Swift string literal holding `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// What a stubbed body must still produce: nothing; a value; a value of an opaque type; an
/// initialized instance (tried empty first); or a Composable Architecture reducer, whose
/// protocol `Never` cannot adopt (it has a `State` and an `Action`), so its stub is an
/// `EmptyReducer` with the generic arguments written here (`<State, Action>`). A feature's
/// `var body: some ReducerOf<Self>` is what every screen of a TCA app names; a trap there
/// would cost the whole file and, one build at a time, every file after it (Construct).
enum StubResult: Equatable { case nothing, value, opaque, initializer, reducer(String) }

/// One body the walk found: its brace, the bytes between its braces, what it returns.
struct FoundBody {
    let braceLine: Int
    let braceColumn: Int
    let interior: Range<Int>
    let result: StubResult
    let name: String
    /// A function declared `throws` (untyped, not `rethrows`): its stub can throw.
    var throwsUntyped = false
}

/// Collects the stubbable bodies, outer before inner; with a position, only those holding it.
final class BodyFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let line: Int?
    let column: Int?
    var found: [FoundBody] = []

    init(converter: SourceLocationConverter, line: Int?, column: Int?) {
        self.converter = converter
        self.line = line
        self.column = column
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let result = Self.result(of: node.signature.returnClause?.type)
            record(body.leftBrace, body.rightBrace, result: result, name: "func \(node.name.text)()")
            if let clause = node.signature.effectSpecifiers?.throwsClause, clause.throwsSpecifier.text == "throws", clause.type == nil,
               let last = found.last, last.braceLine == body.leftBrace.startLocation(converter: converter).line,
               last.braceColumn == body.leftBrace.startLocation(converter: converter).column {
                found[found.count - 1].throwsUntyped = true
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            record(body.leftBrace, body.rightBrace, result: .initializer, name: "init(\(labels))")
        }
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { record(body.leftBrace, body.rightBrace, result: .nothing, name: "deinit") }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let block = node.accessorBlock else { return .visitChildren }
        let name = node.pattern.trimmedDescription
        let result = Self.result(of: node.typeAnnotation?.type)
        switch block.accessors {
        case .getter:
            record(block.leftBrace, block.rightBrace, result: result, name: "var \(name)")
        case .accessors(let accessors):
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                let kind = accessor.accessorSpecifier.text
                let returns = kind == "get" || kind == "_read" || kind == "unsafeAddress" ? result : .nothing
                record(body.leftBrace, body.rightBrace, result: returns, name: "\(kind) of \(name)")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let block = node.accessorBlock else { return .visitChildren }
        let result = Self.result(of: node.returnClause.type)
        switch block.accessors {
        case .getter:
            record(block.leftBrace, block.rightBrace, result: result, name: "subscript")
        case .accessors(let accessors):
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                let kind = accessor.accessorSpecifier.text
                record(body.leftBrace, body.rightBrace, result: kind == "get" ? result : .nothing, name: "\(kind) of subscript")
            }
        }
        return .visitChildren
    }

    /// Whether a declared result needs a value: none or `Void` does not; `some P` needs one
    /// whose type the stub can name (`Never`).
    static func result(of type: TypeSyntax?) -> StubResult {
        guard let type else { return .nothing }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return .nothing }
        if let some = type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.text == "some" {
            return reducerGenerics(of: some.constraint).map { .reducer($0) } ?? .opaque
        }
        return .value
    }

    /// The generic arguments of an `EmptyReducer` that stands for `some Reducer<S, A>`,
    /// `some ReducerProtocol<S, A>` or `some ReducerOf<R>` (also module-qualified); nil for
    /// any other constraint. Without arguments, the enclosing reducer's own `State`/`Action`.
    static func reducerGenerics(of constraint: TypeSyntax) -> String? {
        let name: String
        let arguments: [String]
        if let identifier = constraint.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            arguments = identifier.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
        } else if let member = constraint.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "ComposableArchitecture" {
            name = member.name.text
            arguments = member.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
        } else {
            return nil
        }
        switch (name, arguments.count) {
        case ("Reducer", 2), ("ReducerProtocol", 2): return "<\(arguments[0]), \(arguments[1])>"
        case ("Reducer", 0), ("ReducerProtocol", 0): return "<State, Action>"
        case ("ReducerOf", 1): return "<\(arguments[0]).State, \(arguments[0]).Action>"
        default: return nil
        }
    }

    func record(_ left: TokenSyntax, _ right: TokenSyntax, result: StubResult, name: String) {
        guard left.presence == .present, right.presence == .present else { return }
        let open = left.startLocation(converter: converter)
        let close = right.startLocation(converter: converter)
        if let line, let column {
            let afterOpen = (line, column) > (open.line, open.column)
            // An initializer's empty stub fails at its closing brace ("return from initializer
            // without initializing all stored properties"): that brace is the body's too.
            let beforeClose = result == .initializer ? (line, column) <= (close.line, close.column) : (line, column) < (close.line, close.column)
            guard afterOpen, beforeClose else { return }
        }
        let start = left.endPositionBeforeTrailingTrivia.utf8Offset
        let end = right.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start <= end else { return }
        found.append(FoundBody(braceLine: open.line, braceColumn: open.column, interior: start..<end, result: result, name: name))
    }
}
