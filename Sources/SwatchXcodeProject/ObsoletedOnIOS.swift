import Foundation
import SwiftParser
import SwiftSyntax

/// Declarations that iOS has obsoleted (`@available(iOS, introduced: 13, obsoleted: 17)`):
/// back-ports of what a newer SDK has, such as swift-perception's `Bindable` and The
/// Composable Architecture's `Perception.Bindable` extensions. On iOS an app that deploys to
/// the obsoleting version never sees them; on Linux every `@available(iOS, …)` is ignored,
/// so they stay and clash with our SwiftUI's own (`@Bindable var store` was "ambiguous for
/// type lookup", and try! Swift Tokyo lost its whole feature package to it). Our SwiftUI
/// stands for the newest iOS, so such a declaration is left out: its text becomes blanks,
/// each line where it was.
public enum ObsoletedOnIOS {
    /// `source` without the declarations iOS obsoletes, and how many; nil when there is none.
    public static func rewrite(_ source: String) -> (text: String, count: Int)? {
        guard source.contains("obsoleted") else { return nil }
        let tree = Parser.parse(source: source)
        let finder = ObsoletedFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for range in finder.ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return (String(decoding: bytes, as: UTF8.self), finder.ranges.count)
    }

    /// Whether `attribute` is `@available(iOS, …, obsoleted: …)`.
    static func obsoletesOnIOS(_ attribute: AttributeSyntax) -> Bool {
        guard attribute.attributeName.trimmedDescription == "available",
              case .availability(let arguments)? = attribute.arguments,
              let platform = arguments.first, platform.argument.trimmedDescription == "iOS" else { return false }
        return arguments.contains { argument in
            if case .availabilityLabeledArgument(let labeled) = argument.argument { return labeled.label.text == "obsoleted" }
            return false
        }
    }
}

/// Collects the byte ranges of the outermost declarations whose attributes obsolete them on iOS.
private final class ObsoletedFinder: SyntaxVisitor {
    var ranges: [Range<Int>] = []

    private func check(_ node: some WithAttributesSyntax) -> SyntaxVisitorContinueKind {
        let obsoleted = node.attributes.contains { element in
            if case .attribute(let attribute) = element { return ObsoletedOnIOS.obsoletesOnIOS(attribute) }
            return false
        }
        guard obsoleted else { return .visitChildren }
        ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
}
