import Foundation
import SwatchXcodeProject

// What `render-swatches app` leaves out of a failing file, and how far it goes piece by piece
// before the file, or a package copy, goes whole (docs/ARCHITECTURE.md §2.11).
extension AppPreviews {
    /// How many pieces (previews, bodies, declarations) of one file are left out one at a time
    /// before the file goes whole.
    static let piecesPerFile = 6
    /// The last rounds, in which a failing file goes whole so that the build ends.
    static let wholeFileRounds = 4
    /// Rounds of repairs a patched package copy gets before it is dropped. Twelve: Kingfisher
    /// (EhPanda's image loader, behind 6 of its previews) was dropped after eight while still
    /// converging, its last error an initializer's empty stub that the next round makes trap.
    static let roundsPerCopy = 12

    /// A further failing piece of a file, beside the one its first error left out in the same
    /// build.
    enum FurtherPiece {
        case preview(PreviewBlock)
        case body(StubbedBody)
        /// A modifier link of a body that otherwise stays (the body as recorded so far).
        case link(StubbedBody, ChainLinks.Position, String)
        case declaration(LeftOutDeclaration, previews: [PreviewBlock])
    }

    /// Whether the error says that a trapping stub cannot stand for the body's result: an
    /// opaque result of a protocol that `Never` does not conform to (The Composable
    /// Architecture's `var body: some Reducer<State, Action>`). Then the file goes whole:
    /// leaving out the declaration alone lets a macro synthesize another (`@Reducer`'s
    /// `EmptyReducer`), which fails in an expansion that names no file (try! Tokyo, measured).
    static func stubCannotStandIn(_ message: String) -> Bool {
        message.contains("requires that 'Never' conform to")
    }

    /// Whether an error says a name is missing here (an API Linux or this engine lacks, or a
    /// package that cannot be fetched): only then does a modifier link go alone. Any other
    /// error in a link (a type mismatch, isolation) stubs the body, since leaving out a
    /// modifier that builds elsewhere would change the picture without a missing name.
    static func namesMissingAPI(_ message: String) -> Bool {
        ["has no member", "cannot find", "is unavailable", "is not a member type", "cannot convert value of type 'KeyPath<"].contains { message.contains($0) }
    }

    /// The modifier link around `error` that can be left out alone, in the text the compiler
    /// saw (`ChainLinks`), when the error names a missing API.
    static func droppableLink(_ error: BuildError, text: String, removedPreviews: [String: [ClosedRange<Int>]],
                              stubbedBodies: [String: [StubbedBody: String]],
                              unknownWrappers: [String: [UnknownPropertyWrappers.Position]]) -> (position: ChainLinks.Position, text: String)? {
        guard namesMissingAPI(error.message) else { return nil }
        let compiled = WrittenFiles.compiledText(text, path: error.path, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) ?? text
        return ChainLinks.link(at: error.line, column: error.column, in: compiled)
    }

    /// The piece around a file's further `error`, judged in the text as it is after this
    /// build's earlier repairs (stubs and blanks keep every line, so the error's line still
    /// points where it did); nil when a repair of this build covers it already, or when only
    /// the whole file would do (its next build decides that, from its first error).
    static func furtherPiece(_ error: BuildError, text: String, removedPreviews: [String: [ClosedRange<Int>]],
                             stubbedBodies: [String: [StubbedBody: String]],
                             unknownWrappers: [String: [UnknownPropertyWrappers.Position]]) -> FurtherPiece? {
        let removed = removedPreviews[error.path] ?? []
        guard !removed.contains(where: { $0.contains(error.line) }) else { return nil }
        let previews = PreviewBlocks.find(in: text)
        if let preview = previews.first(where: { $0.lines.contains(error.line) }) {
            return .preview(preview)
        }
        let compiled = WrittenFiles.compiledText(text, path: error.path, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) ?? text
        if let body = BodyStubs.body(at: error.line, column: error.column, in: compiled) {
            // A body repaired already (stubbed, or without some links): its next build decides,
            // since the errors after a failing link of a chain are often that link's echo (the
            // links after it cannot be typed).
            guard stubbedBodies[error.path]?.keys.contains(body) != true else { return nil }
            if namesMissingAPI(error.message), let link = ChainLinks.link(at: error.line, column: error.column, in: compiled) {
                return .link(body, link.position, link.text)
            }
            return .body(body)
        }
        guard let declaration = DeclarationBlocks.declaration(at: error.line, column: error.column, in: compiled),
              !removed.contains(where: { $0.overlaps(declaration.lines) }) else { return nil }
        let inside = previews.filter { declaration.lines.contains($0.lines.lowerBound) && !removed.contains($0.lines) }
        return .declaration(declaration, previews: inside)
    }

    /// Whether the attribute at `position` is one `UnknownPropertyWrappers` can blank in the
    /// text the compiler saw (a stored property with a default value).
    static func blanksWrapper(_ position: UnknownPropertyWrappers.Position, of error: BuildError, text: String,
                              removedPreviews: [String: [ClosedRange<Int>]], stubbedBodies: [String: [StubbedBody: String]],
                              unknownWrappers: [String: [UnknownPropertyWrappers.Position]]) -> Bool {
        guard unknownWrappers[error.path]?.contains(position) != true else { return false }
        let compiled = WrittenFiles.compiledText(text, path: error.path, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) ?? text
        return UnknownPropertyWrappers.blanking(position, in: compiled) != nil
    }

    /// The declaration around `error` to leave out when the error lies outside any body, in
    /// the text the compiler saw.
    static func leftOutDeclaration(_ error: BuildError, text: String, removedPreviews: [String: [ClosedRange<Int>]],
                                   stubbedBodies: [String: [StubbedBody: String]],
                                   unknownWrappers: [String: [UnknownPropertyWrappers.Position]]) -> LeftOutDeclaration? {
        let compiled = WrittenFiles.compiledText(text, path: error.path, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) ?? text
        return DeclarationBlocks.declaration(at: error.line, column: error.column, in: compiled)
    }

    /// The body around `error` when it can be stubbed: the error lies inside a function's,
    /// initializer's or accessor's braces in the text the compiler saw, and that body is not
    /// already a stub, or is an initializer's empty one (a trapping stub that does not build
    /// leaves the file out).
    static func stubbableBody(_ error: BuildError, text: String, removedPreviews: [String: [ClosedRange<Int>]],
                              stubbedBodies: [String: [StubbedBody: String]],
                              unknownWrappers: [String: [UnknownPropertyWrappers.Position]]) -> StubbedBody? {
        let compiled = WrittenFiles.compiledText(text, path: error.path, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) ?? text
        guard let body = BodyStubs.body(at: error.line, column: error.column, in: compiled) else { return nil }
        // A body stubbed already can only be an initializer whose empty stub did not build; a
        // body that kept its code without some modifier links can lose another or be stubbed.
        if let earlier = stubbedBodies[error.path]?.keys.first(where: { $0 == body }) {
            if !earlier.isStub { return earlier }
            return earlier.isInitializer && !earlier.traps ? body : nil
        }
        return body
    }
}
