import Foundation
import SwiftParser
import SwiftSyntax

/// A property wrapper from a package that cannot be fetched here (pompaddo's `@CloudStorage`,
/// a `@Default` or `@Injected` of another package): the compiler answers "unknown attribute"
/// at the property. Leaving the property out took every body that reads it, and a `private`
/// property left a plain `private var` behind whose memberwise initializer was then private,
/// which cost the file's previews ("initializer is inaccessible due to 'private' protection
/// level"; measured: 10 of pompaddo's previews). Instead the attribute alone is blanked, and
/// the declaration's `private` or `fileprivate` with it: the property stays a stored property
/// with its default value (what the wrapper reads when nothing was ever stored), code that
/// reads or sets it builds, and only a use of its projected value (`$name`) still fails,
/// body by body. Every change is spaces in place, so lines and columns stay.
public enum UnknownPropertyWrappers {
    /// Where an unknown attribute was reported: the line and column of the error.
    public struct Position: Hashable, Sendable {
        public let line: Int
        public let column: Int
        /// A position of the compiler's error.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// Whether `message` is the compiler's unknown-attribute error.
    public static func isUnknownAttribute(_ message: String) -> Bool { message.hasPrefix("unknown attribute '") }

    /// `source` with the attribute at `position` (on a stored property with a default value,
    /// or an optional `var`, whose default is nil)
    /// and the property's `private`/`fileprivate` blanked; nil when the position is not on such
    /// an attribute.
    public static func blanking(_ position: Position, in source: String) -> String? {
        let parsed = ParsedSources.parsed(source)
        let tree = parsed.tree, converter = parsed.converter
        let finder = AttributeFinder(converter: converter, line: position.line, column: position.column)
        finder.walk(tree)
        guard let (attribute, variable) = finder.found, variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.initializer != nil || hasImplicitNil(variable, binding) else { return nil }
        var ranges: [Range<AbsolutePosition>] = [attribute.positionAfterSkippingLeadingTrivia..<attribute.endPositionBeforeTrailingTrivia]
        for modifier in variable.modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
            ranges.append(modifier.name.positionAfterSkippingLeadingTrivia..<modifier.name.endPositionBeforeTrailingTrivia)
        }
        var bytes = Array(source.utf8)
        for range in ranges {
            for offset in range.lowerBound.utf8Offset..<range.upperBound.utf8Offset where bytes[offset] != UInt8(ascii: "\n") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the property is a stored `var` of optional type without a value, which starts
    /// as nil: Firestore's `@DocumentID var id: String?` (Basic Car Maintenance's models, whose
    /// `Identifiable` conformance and every view that shows them needed the `id`).
    static func hasImplicitNil(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard variable.bindingSpecifier.text == "var", binding.accessorBlock == nil, let type = binding.typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// `source` with each of `positions` blanked in turn (those that no longer match are skipped).
    public static func blanking(_ positions: [Position], in source: String) -> String {
        positions.reduce(source) { text, position in blanking(position, in: text) ?? text }
    }
}

/// Finds the custom attribute at a position, and the property it is on.
private final class AttributeFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let line: Int
    let column: Int
    var found: (AttributeSyntax, VariableDeclSyntax)?

    init(converter: SourceLocationConverter, line: Int, column: Int) {
        self.converter = converter
        self.line = line
        self.column = column
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true)
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false)
        guard (line, column) >= (start.line, start.column), (line, column) <= (end.line, end.column),
              let variable = node.parent?.parent?.as(VariableDeclSyntax.self) else { return .visitChildren }
        found = (node, variable)
        return .skipChildren
    }
}
