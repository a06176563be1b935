import Foundation
import SwiftSyntax

/// `Progress()`, and `.init()` where the type is `Progress`: on Apple platforms `Progress` is an
/// `NSObject` with its `init()`; swift-corelibs-foundation declares only
/// `init(parent:userInfo:)` and `init(totalUnitCount:)`, so the call fails ("missing argument
/// for parameter 'totalUnitCount'"), and no extension can add `init()` ("initializer 'init()'
/// declared in 'NSObject' cannot be overridden from extension"). The call is written with the
/// designated initializer both Foundations have, `(parent: nil, userInfo: nil)`, which is what
/// Apple's `init()` makes: a progress of no parent, no units. Kingfisher's image binder keeps
/// one (`var progress: Progress = .init()`), and without it every `KFImage` of EhPanda trapped.
public enum ProgressInitializer {
    /// `source` with each such call rewritten, and how many; nil when it has none.
    public static func rewrite(_ source: String) -> (text: String, count: Int)? {
        guard source.contains("Progress") else { return nil }
        let tree = ParsedSources.parsed(source).tree
        let finder = EmptyProgressCalls(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.openings.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        // Each call's `(` is followed by its `)`; the arguments go between, on the same line.
        for offset in finder.openings.sorted(by: >) {
            bytes.insert(contentsOf: Array("parent: nil, userInfo: nil".utf8), at: offset)
        }
        return (String(decoding: bytes, as: UTF8.self), finder.openings.count)
    }
}

/// The byte offsets just after the `(` of each argument-less `Progress` initializer call.
private final class EmptyProgressCalls: SyntaxVisitor {
    var openings: [Int] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil, let left = node.leftParen, node.rightParen != nil,
              isProgressInitializer(node) else { return .visitChildren }
        openings.append(left.endPositionBeforeTrailingTrivia.utf8Offset)
        return .visitChildren
    }

    /// `Progress()`, `Foundation.Progress()`, or `.init()` as the value of a `Progress` binding.
    private func isProgressInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Progress" }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "Progress", member.base?.trimmedDescription == "Foundation" { return true }
            if member.base == nil, member.declName.baseName.text == "init",
               let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
               let type = binding.typeAnnotation?.type.trimmedDescription {
                return type == "Progress" || type == "Foundation.Progress"
            }
        }
        return false
    }
}
