import Foundation

/// Errors that only follow from another error of the same build: a struct whose stored
/// property names a type the compiler cannot find gets no memberwise initializer, and every
/// call of it fails too (docs/ARCHITECTURE.md §2.11).
public enum MemberwiseCascades {
    /// Whether `message` is a call that lost its arguments: what the compiler says at every
    /// call of a struct's memberwise initializer while one of the struct's stored properties
    /// names a type it cannot find (it then makes no memberwise initializer at all). An
    /// argument written as an implicit member (`.constant(true)`, fullmoon's previews) then
    /// has no type to be a member of.
    public static func isCascade(_ message: String) -> Bool {
        message.hasPrefix("argument passed to call that takes no arguments") || message.hasPrefix("extra argument")
            || message.hasPrefix("extra arguments at positions") || message.hasPrefix("cannot infer contextual base in reference to member")
    }

    /// The errors of one build to leave for the next: calls that lost their arguments, when
    /// the same build's first error of some file (`firsts`, each of which is always acted on)
    /// is a type it cannot find. Left out at once, they cost views that build once that type's
    /// property is gone (SwiftTermApp's terminal screen: 3 bodies and a preview, for one
    /// `@State var` of a UIKit-only type). Nothing is deferred unless that first error is acted
    /// on in the same build, so every build still makes progress.
    public static func deferred(firsts: [BuildError], all errors: [BuildError]) -> Set<String> {
        guard firsts.contains(where: { $0.message.hasPrefix("cannot find type") }) else { return [] }
        return Set(errors.filter { isCascade($0.message) }.map(key))
    }

    /// One error's place, as `deferred` names it.
    public static func key(_ error: BuildError) -> String { "\(error.path):\(error.line):\(error.column)" }
}
