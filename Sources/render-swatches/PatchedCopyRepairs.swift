import Foundation
import SwatchXcodeProject

/// What `render-swatches app` does to a file of a patched package copy (`Packages/ID`) that
/// does not build: the same as to the app's own files (§2.11). A preview whose own code fails
/// is blanked, a body that fails is stubbed, a declaration that fails outside any body is
/// blanked, and only what none of these covers leaves the file out.
/// Apps that keep their views in a local package (ScanNow, try! Swift Tokyo) otherwise lost a
/// chain of files to one missing framework: a mail sheet's file took the view that presents
/// it, then the settings section holding that view, then the settings screen.
/// The copy is ours, so its files are rewritten in place; each keeps its original text, and
/// every rewrite starts from it, so line numbers stay those of the author's file.
struct PatchedCopyRepairs {
    /// One file's original text and what was taken out of it.
    private struct FileRepairs {
        let original: String
        var previews: [ClosedRange<Int>] = []
        var declarations: [ClosedRange<Int>] = []
        var stubs: [StubbedBody: String] = [:]
        var count = 0
    }

    /// By the file's absolute path in the copy.
    private var files: [String: FileRepairs] = [:]

    /// What one repair cost, for the run's list of what was left out.
    struct Outcome {
        let what: String
        let why: String
        let previews: Int
        let line: String
    }

    /// Repairs `path` (inside the copy at `root` of package `identity`) for its first error;
    /// returns what was left out.
    /// `wholeFile` leaves the file out at once (the last rounds of the build).
    mutating func repair(path: String, line: Int, column: Int, message: String, root: URL, identity: String, wholeFile: Bool = false) -> Outcome {
        let file = root.appendingPathComponent(path)
        let key = file.standardizedFileURL.path
        let current = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var repairs = files[key] ?? FileRepairs(original: current)
        let label = "package \(identity): \(path)"
        repairs.count += 1
        if repairs.count > AppPreviews.piecesPerFile || wholeFile {
            return removeWhole(file: file, key: key, repairs: repairs, label: label, path: path, line: line, message: message, identity: identity)
        }

        let site = Site(file: file, key: key, path: path, line: line, message: message, identity: identity)
        if let preview = PreviewBlocks.find(in: repairs.original).first(where: { $0.lines.contains(line) }),
           !repairs.previews.contains(preview.lines) {
            return leaveOut(preview, repairs, site)
        }
        if let body = BodyStubs.body(at: line, column: column, in: current) {
            let earlier = repairs.stubs.keys.first(where: { $0 == body })
            if earlier?.isStub != true, AppPreviews.namesMissingAPI(message),
               let link = ChainLinks.link(at: line, column: column, in: current) {
                return dropLink(link, of: earlier ?? body, repairs, site)
            }
            if let earlier, !earlier.isStub {
                return stub(earlier, repairs, site)
            }
            if let earlier {
                // Only an initializer's empty stub may fail again (a stored property without
                // a default); it traps instead, and the first error stays the reason.
                if earlier.isInitializer && !earlier.traps {
                    let reason = repairs.stubs[earlier]
                    repairs.stubs[earlier] = nil
                    repairs.stubs[earlier.trapping()] = reason
                    files[key] = repairs
                    write(repairs, to: file)
                    return Outcome(what: "", why: "", previews: 0,
                                   line: "  the body of \(body.name) in \(path) of package \(identity) traps instead: \(message)")
                }
            } else {
                return stub(body, repairs, site)
            }
        }
        if !AppPreviews.stubCannotStandIn(message), let declaration = DeclarationBlocks.declaration(at: line, column: column, in: current) {
            return leaveOut(declaration, repairs, site)
        }
        return removeWhole(file: file, key: key, repairs: repairs, label: label, path: path, line: line, message: message, identity: identity)
    }

    /// Leaves the whole file out of the copy.
    private mutating func removeWhole(file: URL, key: String, repairs: FileRepairs, label: String, path: String, line: Int,
                                      message: String, identity: String) -> Outcome {
        let remaining = PreviewBlocks.find(in: repairs.original).filter { !repairs.previews.contains($0.lines) }.count
        files[key] = nil
        try? FileManager.default.removeItem(at: file)
        Self.keepSwiftTarget(of: path, root: root(of: file, path: path))
        return Outcome(what: label, why: "\(line): \(message)", previews: remaining,
                       line: "  left out \(path) of package \(identity):\(line): \(message)")
    }

    /// The package folder that holds `file`, whose path inside it is `path`.
    private func root(of file: URL, path: String) -> URL {
        var url = file
        for _ in path.split(separator: "/") { url.deleteLastPathComponent() }
        return url
    }

    /// Keeps a target whose last Swift file just went a Swift target: with only resources
    /// left, SwiftPM takes the folder for a C target and rejects the whole package ("public
    /// headers ("include") directory path for 'GuidanceFeature' is invalid": try! Tokyo's
    /// conference package lost all ten previews to it). The target is `Sources/NAME` for a
    /// file under `Sources/`, else the file's folder.
    static func keepSwiftTarget(of path: String, root: URL) {
        let parts = path.split(separator: "/").map(String.init)
        let folder = parts.count > 2 && parts[0] == "Sources"
            ? root.appendingPathComponent("Sources/\(parts[1])") : root.appendingPathComponent(path).deletingLastPathComponent()
        let hasSwift = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
        guard !hasSwift else { return }
        let note = "// Written by render-swatches: every Swift file of this target was left out on Linux, and a\n// target without one would be taken for a C target.\n"
        try? Data(note.utf8).write(to: folder.appendingPathComponent("LeftOutOnLinux.swift"))
    }

    /// Repairs each file under `root` for its first error in the build's `output`, then for
    /// its further errors, each in a piece of its own (as the app's files are, §2.11).
    mutating func repairErrors(in output: String, root: URL, identity: String, wholeFile: Bool) -> [Outcome] {
        let firsts = PackagePatches.firstErrors(in: output, under: root)
        var outcomes = firsts.map { error in
            repair(path: error.path, line: error.line, column: error.column, message: error.message,
                   root: root, identity: identity, wholeFile: wholeFile)
        }
        let firstKeys = Set(firsts.map { "\($0.path):\($0.line):\($0.column)" })
        let all = PackagePatches.allErrors(in: output, under: root)
        for error in all where !firstKeys.contains("\(error.path):\(error.line):\(error.column)") {
            if let outcome = repairFurther(path: error.path, line: error.line, column: error.column, message: error.message, root: root, identity: identity) {
                outcomes.append(outcome)
            }
        }
        // The compiler names one missing module per file and build: every other import of the
        // same module in the copy goes now, as the app's own do before its first build.
        // (ScanNow's package imports PDFKit and VisionKit in nine places and, one per build,
        // ran out of its rounds.)
        let missing = Set(all.compactMap { PackagePatches.missingModule(in: $0.message) })
        if !wholeFile, !missing.isEmpty { outcomes += blankImports(of: missing, under: root, identity: identity) }
        return outcomes
    }

    /// Blanks every unconditional import of `modules` in the copy's Swift files.
    private mutating func blankImports(of modules: Set<String>, under root: URL, identity: String) -> [Outcome] {
        var outcomes: [Outcome] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if url.pathExtension == "swift", !relative.hasPrefix(".build/"), relative != "Package.swift", !relative.hasPrefix("Package@swift") {
                paths.append(relative)
            }
        }
        for path in paths.sorted() {
            let file = root.appendingPathComponent(path)
            let key = file.standardizedFileURL.path
            guard let current = try? String(contentsOf: file, encoding: .utf8) else { continue }
            var repairs = files[key] ?? FileRepairs(original: current)
            var changed = false
            for module in modules.sorted() {
                for line in ImportedModules.importLines(of: module, in: repairs.original)
                where !repairs.declarations.contains(where: { $0.contains(line) }) {
                    repairs.declarations.append(line...line)
                    changed = true
                    outcomes.append(Outcome(what: "import \(module) (package \(identity): \(path):\(line))", why: " no such module '\(module)'", previews: 0,
                                            line: "  left out import \(module) of \(path) in package \(identity):\(line): no such module '\(module)' (the rest of the file stays)"))
                }
            }
            if changed { save(repairs, Site(file: file, key: key, path: path, line: 0, message: "", identity: identity)) }
        }
        return outcomes
    }

    /// A further error of a file that its first error's repair left in the copy: the preview,
    /// body or declaration around it goes too, judged in the file as now written (stubs and
    /// blanks keep every line). Nil when a repair covers it already or only the whole file
    /// would do; the next build's first error decides that.
    private mutating func repairFurther(path: String, line: Int, column: Int, message: String, root: URL, identity: String) -> Outcome? {
        let file = root.appendingPathComponent(path)
        let key = file.standardizedFileURL.path
        guard let repairs = files[key], let current = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let removed = repairs.previews + repairs.declarations
        guard !removed.contains(where: { $0.contains(line) }) else { return nil }
        let site = Site(file: file, key: key, path: path, line: line, message: message, identity: identity)
        if let preview = PreviewBlocks.find(in: repairs.original).first(where: { $0.lines.contains(line) }) {
            return leaveOut(preview, repairs, site)
        }
        if let body = BodyStubs.body(at: line, column: column, in: current) {
            // A body repaired already waits for the next build (a failing link's echo).
            guard repairs.stubs[body] == nil else { return nil }
            if AppPreviews.namesMissingAPI(message), let link = ChainLinks.link(at: line, column: column, in: current) {
                return dropLink(link, of: body, repairs, site)
            }
            return stub(body, repairs, site)
        }
        guard let declaration = DeclarationBlocks.declaration(at: line, column: column, in: current),
              !removed.contains(where: { $0.overlaps(declaration.lines) }) else { return nil }
        return leaveOut(declaration, repairs, site)
    }

    /// Where a repair happens, and the error it answers.
    private struct Site {
        let file: URL, key: String, path: String, line: Int, message: String, identity: String
        var label: String { "package \(identity): \(path)" }
    }

    /// Blanks a preview of the copy's file.
    private mutating func leaveOut(_ preview: PreviewBlock, _ repairs: FileRepairs, _ site: Site) -> Outcome {
        var repairs = repairs
        repairs.previews.append(preview.lines)
        save(repairs, site)
        return Outcome(what: "preview \"\(preview.name)\" (\(site.label):\(preview.lines.lowerBound))", why: " \(site.line): \(site.message)", previews: 1,
                       line: "  left out preview \"\(preview.name)\" of \(site.path) in package \(site.identity): \(site.message)")
    }

    /// Stubs a body of the copy's file.
    private mutating func stub(_ body: StubbedBody, _ repairs: FileRepairs, _ site: Site) -> Outcome {
        var repairs = repairs
        repairs.stubs[body] = nil
        repairs.stubs[body.stubbed()] = "left out on Linux: \(site.identity)/\(site.path):\(site.line): \(site.message)"
        save(repairs, site)
        return Outcome(what: "body of \(body.name) (\(site.label):\(body.braceLine))", why: " \(site.line): \(site.message)", previews: 0,
                       line: "  left out the body of \(body.name) in \(site.path) of package \(site.identity):\(site.line): \(site.message) (a stub keeps the declaration)")
    }

    /// Leaves one modifier link out of a body that otherwise stays (`ChainLinks`).
    private mutating func dropLink(_ link: (position: ChainLinks.Position, text: String), of body: StubbedBody, _ repairs: FileRepairs, _ site: Site) -> Outcome {
        var repairs = repairs
        repairs.stubs[body] = nil
        repairs.stubs[body.droppingLink(at: link.position)] = ""
        save(repairs, site)
        return Outcome(what: "\(link.text) in the body of \(body.name) (\(site.label):\(site.line))", why: " \(site.line): \(site.message)", previews: 0,
                       line: "  left out \(link.text) in the body of \(body.name) in \(site.path) of package \(site.identity):\(site.line): \(site.message) (the rest of the body stays)")
    }

    /// Blanks a declaration of the copy's file; previews inside it go with it, and count.
    private mutating func leaveOut(_ declaration: LeftOutDeclaration, _ repairs: FileRepairs, _ site: Site) -> Outcome {
        var repairs = repairs
        let inside = PreviewBlocks.find(in: repairs.original).filter {
            declaration.lines.contains($0.lines.lowerBound) && !repairs.previews.contains($0.lines)
        }
        repairs.previews += inside.map(\.lines)
        repairs.declarations.append(declaration.lines)
        save(repairs, site)
        return Outcome(what: "\(declaration.name) (\(site.label):\(declaration.lines.lowerBound))", why: " \(site.line): \(site.message)", previews: inside.count,
                       line: "  left out \(declaration.name) of \(site.path) in package \(site.identity):\(site.line): \(site.message) (the rest of the file stays)")
    }

    private mutating func save(_ repairs: FileRepairs, _ site: Site) {
        files[site.key] = repairs
        write(repairs, to: site.file)
    }

    /// Forgets the repairs of files under `root`: the copy there was written afresh.
    mutating func forget(under root: URL) {
        let prefix = root.standardizedFileURL.path + "/"
        files = files.filter { !$0.key.hasPrefix(prefix) }
    }

    /// Writes the file's original text with its blanked previews and stubs, replacing a link
    /// to the author's file with a file of its own.
    private func write(_ repairs: FileRepairs, to file: URL) {
        let removed = repairs.previews + repairs.declarations
        let blanked = removed.isEmpty ? repairs.original : PreviewBlocks.blanking(removed, in: repairs.original)
        let text = BodyStubs.stubbing(Array(repairs.stubs.keys), in: blanked) { repairs.stubs[$0] ?? "" }
        try? FileManager.default.removeItem(at: file)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}
