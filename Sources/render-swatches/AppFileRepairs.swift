import Foundation
import SwatchXcodeProject

/// What `render-swatches app` takes out of the app's own files so that the rest builds
/// (docs/ARCHITECTURE.md §2.11): attributes of unknown property wrappers, previews, modifier
/// links, bodies (stubbed), declarations, and last whole files, each with the error that
/// cost it. One object holds them, since the package is written from them before every build
/// and the report lists them at the end. `PatchedCopyRepairs` does the same inside copies.
final class AppFileRepairs {
    /// The folder holding the Xcode project, which the errors' paths are relative to.
    let projectFolder: URL
    /// Files left out whole (`--exclude`'s first).
    var excluded: [String]
    /// Everything left out so far, each with its first error and the previews it cost.
    var leftOut: [(what: String, why: String, previews: Int)] = []
    /// By file: the lines of each preview or declaration left out.
    var removedPreviews: [String: [ClosedRange<Int>]] = [:]
    /// By file: the bodies stubbed or without some links, each with why.
    var stubbedBodies: [String: [StubbedBody: String]] = [:]
    /// By file: the attributes of property wrappers that nothing here provides.
    var unknownWrappers: [String: [UnknownPropertyWrappers.Position]] = [:]
    /// By file: how many pieces went one at a time, before the file goes whole.
    private var pieces: [String: Int] = [:]

    init(projectFolder: URL, excluded: [String]) {
        self.projectFolder = projectFolder
        self.excluded = excluded
    }

    /// The file's text as the author wrote it.
    private func source(of path: String) -> String {
        (try? String(contentsOf: projectFolder.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Blanks the attributes of property wrappers that nothing provides; true when any went.
    /// They go first, and alone: while the attribute is unknown, a `private` wrapped property
    /// makes its type's memberwise initializer private, and the errors that follow from that
    /// (previews and views that call the initializer) vanish once the attribute is blanked.
    /// Repaired in the same build, they cost pompaddo 10 previews and 8 bodies.
    func blankUnknownWrappers(in errors: [BuildError]) -> Bool {
        var blankedWrappers = 0
        for error in errors where UnknownPropertyWrappers.isUnknownAttribute(error.message) && !excluded.contains(error.path) {
            let text = source(of: error.path)
            let position = UnknownPropertyWrappers.Position(line: error.line, column: error.column)
            guard AppPreviews.blanksWrapper(position, of: error, text: text, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies,
                                            unknownWrappers: unknownWrappers) else { continue }
            unknownWrappers[error.path, default: []].append(position)
            leftOut.append(("attribute of the property at \(error.path):\(error.line)", " \(error.line): \(error.message)", 0))
            say("  left out the attribute at \(error.path):\(error.line): \(error.message) (the property stays, with its default value)")
            blankedWrappers += 1
        }
        return blankedWrappers > 0
    }

    /// Repairs each file's first error (`firsts`) and the further pieces among `all` in one
    /// build; in the `lastRounds` every failing file goes whole, so that the build ends.
    func repair(firsts own: [BuildError], all allOwn: [BuildError], lastRounds: Bool) {
        let deferred = MemberwiseCascades.deferred(firsts: own, all: allOwn)
        for error in own where !deferred.contains(MemberwiseCascades.key(error)) {
            let text = source(of: error.path)
            let previews = PreviewBlocks.find(in: text)
            // Piece by piece converges slowly on a file with many failing parts (EhPanda's
            // reducers ran out of rounds): after a few pieces, or near the last rounds,
            // the file goes whole, so that the build always ends.
            pieces[error.path, default: 0] += 1
            let wholeFile = pieces[error.path, default: 0] > AppPreviews.piecesPerFile || lastRounds
            /// The whole file goes, with the previews it still held.
            func leaveOutFile() {
                let remaining = previews.filter { block in !(removedPreviews[error.path] ?? []).contains(block.lines) }.count
                excluded.append(error.path)
                removedPreviews[error.path] = nil
                stubbedBodies[error.path] = nil
                unknownWrappers[error.path] = nil
                leftOut.append((error.path, "\(error.line): \(error.message)", remaining))
                say("  left out \(error.path):\(error.line): \(error.message)")
            }
            if wholeFile {
                leaveOutFile()
            } else if let preview = previews.first(where: { $0.lines.contains(error.line) }),
               !(removedPreviews[error.path] ?? []).contains(preview.lines) {
                leaveOut(preview, for: error)
            } else if let body = AppPreviews.stubbableBody(error, text: text, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) {
                // One modifier that names a missing API goes alone; the body stays.
                // Otherwise a body that does not build costs neither its file nor the files
                // that use its declaration: it is stubbed, and only a preview that calls it fails.
                if let link = AppPreviews.droppableLink(error, text: text, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) {
                    dropLink(link, of: body, for: error)
                } else if let earlier = stubbedBodies[error.path]?.first(where: { $0.key == body })?.key, earlier.isStub {
                    // An initializer's empty stub that does not build (a stored property
                    // without a default) traps instead; the first error stays the reason.
                    let message = stubbedBodies[error.path]?[earlier]
                    stubbedBodies[error.path]?[earlier] = nil
                    stubbedBodies[error.path, default: [:]][earlier.trapping()] = message
                    say("  the body of \(body.name) in \(error.path) traps instead: \(error.message)")
                } else {
                    stub(body, for: error)
                }
            } else if !AppPreviews.stubCannotStandIn(error.message),
                      let declaration = AppPreviews.leftOutDeclaration(error, text: text, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) {
                // A declaration that fails outside any body goes alone; the file stays.
                let inside = previews.filter { declaration.lines.contains($0.lines.lowerBound) && !(removedPreviews[error.path] ?? []).contains($0.lines) }
                leaveOut(declaration, with: inside, for: error)
            } else {
                leaveOutFile()
            }
        }
        // The other failing pieces of each file that stays go in the same build: one per
        // build converged too slowly on files with a dozen (MuVis, pilgrim ran out of time).
        let firsts = Set(own.map(MemberwiseCascades.key))
        for error in allOwn where !firsts.contains(MemberwiseCascades.key(error)) && !excluded.contains(error.path)
            && !deferred.contains(MemberwiseCascades.key(error)) {
            let text = source(of: error.path)
            switch AppPreviews.furtherPiece(error, text: text, removedPreviews: removedPreviews, stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) {
            case .preview(let preview): leaveOut(preview, for: error)
            case .body(let body): stub(body, for: error)
            case .link(let body, let position, let text): dropLink((position, text), of: body, for: error)
            case .declaration(let declaration, let inside): leaveOut(declaration, with: inside, for: error)
            case nil: continue
            }
        }
    }

    // One left-out piece of a file that stays, for its first error or a further one.
    private func leaveOut(_ preview: PreviewBlock, for error: BuildError) {
        removedPreviews[error.path, default: []].append(preview.lines)
        leftOut.append(("preview \"\(preview.name)\" (\(error.path):\(preview.lines.lowerBound))", " \(error.line): \(error.message)", 1))
        say("  left out preview \"\(preview.name)\" of \(error.path): \(error.message)")
    }
    private func stub(_ body: StubbedBody, for error: BuildError) {
        // A body that kept its code without some links is now stubbed whole.
        stubbedBodies[error.path]?[body] = nil
        stubbedBodies[error.path, default: [:]][body.stubbed()] = "left out on Linux: \(error.path):\(error.line): \(error.message)"
        leftOut.append(("body of \(body.name) (\(error.path):\(body.braceLine))", " \(error.line): \(error.message)", 0))
        say("  left out the body of \(body.name) in \(error.path):\(error.line): \(error.message) (a stub keeps the declaration)")
    }
    private func dropLink(_ link: (position: ChainLinks.Position, text: String), of body: StubbedBody, for error: BuildError) {
        stubbedBodies[error.path]?[body] = nil
        stubbedBodies[error.path, default: [:]][body.droppingLink(at: link.position)] = ""
        leftOut.append(("\(link.text) in the body of \(body.name) (\(error.path):\(error.line))", " \(error.line): \(error.message)", 0))
        say("  left out \(link.text) in the body of \(body.name) in \(error.path):\(error.line): \(error.message) (the rest of the body stays)")
    }
    private func leaveOut(_ declaration: LeftOutDeclaration, with inside: [PreviewBlock], for error: BuildError) {
        removedPreviews[error.path, default: []] += inside.map(\.lines) + [declaration.lines]
        leftOut.append(("\(declaration.name) (\(error.path):\(declaration.lines.lowerBound))", " \(error.line): \(error.message)", inside.count))
        say("  left out \(declaration.name) in \(error.path):\(error.line): \(error.message) (the rest of the file stays)")
    }
}
