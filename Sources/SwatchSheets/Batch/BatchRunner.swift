import SwatchRaster
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Renders every theme found in the inputs, in every requested appearance and scale, on
/// `jobs` threads, and writes the PNGs and `manifest.json` into one folder. A theme or image
/// that fails is reported and skipped; the others are written. Results do not depend on the
/// job count: each image is a pure function of its theme, appearance, scale and options, and
/// the manifest lists them in a fixed order.
public struct BatchRunner: Sendable {
    /// Theme files, catalogs, colorsets, or folders searched for them.
    public var inputs: [String]
    /// Where images and the manifest go (created if missing).
    public var outputDirectory: URL
    /// Appearances to render each theme in.
    public var appearances: [Appearance] = [.light, .dark]
    /// Scales to render each theme at.
    public var scales: [Double] = [2]
    /// Threads rendering at once.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Drawing options shared by all sheets.
    public var options = SheetOptions()
    /// Theme file limits.
    public var limits = ThemeLimits()
    /// Render only this share of the images (`--shard K/N`); the manifest then records the
    /// shard, and `ManifestMerge` joins the shards' manifests. Nil: everything.
    public var shard: Shard? = nil

    /// What a run did.
    public struct Result: Sendable {
        /// The manifest as written.
        public var manifest: BatchManifest
        /// Themes read successfully.
        public var themeCount: Int
        /// Warnings from theme files (clipped colors …) and about names (a theme renamed to
        /// keep its images apart from another's).
        public var warnings: [ThemeDiagnostic]
        /// Images of the folder's previous manifest that this run no longer makes (a theme
        /// removed since), deleted so the folder holds only what its manifest lists.
        public var removedStaleImages: [String] = []
        /// True when nothing failed.
        public var succeeded: Bool { manifest.failures.isEmpty }
    }

    /// A runner for `inputs` writing into `outputDirectory`.
    public init(inputs: [String], outputDirectory: URL) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
    }

    private struct Job: Sendable {
        let theme: Theme
        let baseName: String
        let appearance: Appearance
        let scale: Double
        var file: String { OutputName.imageName(theme: baseName, appearance: appearance, scale: scale) }
    }

    private enum Outcome: Sendable {
        case image(BatchManifest.Image)
        case failure(BatchManifest.Failure)
    }

    /// Runs the batch; `progress(done, total)` is called after each image, from any thread.
    public func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        try FontSource.validate(SheetOptions.fontSource(options.font))
        guard SheetOptions.backgroundColor(options.background) != nil else {
            throw BatchError("invalid background \(options.background.debugDescription): expected system, transparent or #RRGGBB")
        }
        try createOutputDirectory()
        // Held until this function returns: no second batch writes into the folder meanwhile.
        let lock = try FolderLock(folder: outputDirectory)
        defer { withExtendedLifetime(lock) {} }

        var failures: [BatchManifest.Failure] = []
        var themes: [Theme] = []
        var warnings: [ThemeDiagnostic] = []
        var seenFiles = Set<String>()
        var readPaths: [(shown: String, path: String)] = inputs.map { ($0, $0) }
        for input in inputs {
            let paths: [String]
            var undecodable: [String] = []
            do { paths = try ThemeLoader.discover(input, undecodable: &undecodable); readPaths += paths.map { ($0, $0) } } catch {
                failures.append(.init(input: input, file: nil, error: error.description))
                continue
            }
            for name in undecodable {
                failures.append(.init(input: name, file: nil, error: "\(name): file name is not valid UTF-8; skipped (rename it to render it)"))
            }
            for path in paths where seenFiles.insert(path).inserted {
                do {
                    let theme = try Theme.load(contentsOf: path, limits: limits)
                    themes.append(theme)
                    warnings += theme.warnings
                } catch {
                    failures.append(.init(input: path, file: nil, error: error.description))
                }
            }
        }

        // Unique, safe base names, in input order.
        var used: [String: Int] = [:]
        var firstUser: [String: String] = [:]
        var jobs: [Job] = []
        for theme in themes {
            // Case-insensitively unique, so the names also differ on macOS and Windows disks.
            var base = OutputName.sanitized(theme.name)
            used[base.lowercased(), default: 0] += 1
            if let n = used[base.lowercased()], n > 1 {
                let taken = base
                base += "-\(n)"
                warnings.append(ThemeDiagnostic(file: theme.source, message: "theme name \"\(taken)\" is already used by \(firstUser[taken.lowercased()] ?? "another input"); its images are named \(base)-…"))
            } else {
                firstUser[base.lowercased()] = theme.source
            }
            for appearance in appearances {
                for scale in scales { jobs.append(Job(theme: theme, baseName: base, appearance: appearance, scale: scale)) }
            }
        }

        let manifestURL = outputDirectory.appendingPathComponent("manifest.json")
        for output in [manifestURL] + jobs.map({ outputDirectory.appendingPathComponent($0.file) }) {
            try FileIdentity.refuseOverwriting(output: output.path, shownAs: output.path, inputs: readPaths)
        }
        // The images the folder's previous manifest listed: the run owns them, so those it no
        // longer makes are removed once the new manifest is written.
        let previousImages = shard == nil ? ((try? BatchManifest.read(from: manifestURL))?.images.map(\.file) ?? []) : []
        try invalidateOldManifest(manifestURL)
        AtomicFile.removeStaleTemporaryFiles(in: outputDirectory.path)

        let share = ShardSelection(shard: shard, loadFailures: failures, jobs: jobs.map { ($0.theme.source, $0.file) })
        jobs = share.jobs.map { jobs[$0] }
        failures = share.loadFailures
        let outcomes = render(jobs, progress: progress)
        var images: [BatchManifest.Image] = []
        for (job, outcome) in zip(share.jobs, outcomes) {
            switch outcome {
            case .image(var image): image.sequence = share.sequence(ofJob: job); images.append(image)
            case .failure(var failure): failure.sequence = share.sequence(ofJob: job); failures.append(failure)
            }
        }
        var manifest = BatchManifest(options: options, images: images, failures: failures, shard: share.record)
        manifest.inputBase = RelativePath.from(RelativePath.absolute(outputDirectory.path), to: RelativePath.absolute("."))
        // Written last: until here the folder has no manifest, so an interrupted run can never
        // pass `verify` with new images beside an old manifest.
        try AtomicFile.write(try manifest.encoded(), to: manifestURL)
        let current = Set(manifest.images.map { $0.file.lowercased() })
        var removed: [String] = []
        for file in previousImages where !current.contains(file.lowercased()) && BatchManifest.fileNameProblem(file) == nil {
            if unlink(outputDirectory.appendingPathComponent(file).path) == 0 { removed.append(file) }
        }
        if shard != nil {
            let sources = Set(jobs.map(\.theme.source))
            themes = themes.filter { sources.contains($0.source) }
            warnings = themes.flatMap(\.warnings)
        }
        var result = Result(manifest: manifest, themeCount: themes.count, warnings: warnings)
        result.removedStaleImages = removed
        return result
    }

    /// Removes the previous run's manifest before any image is replaced, so the folder never
    /// pairs an old manifest with new images (the new manifest is written last).
    private func invalidateOldManifest(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw FileError(path: url.path, errno: errno, verb: "replace")
        }
    }

    private func createOutputDirectory() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw FileError(path: outputDirectory.path, reason: "exists and is not a folder", verb: "use") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: outputDirectory.path, reason: (error as NSError).localizedDescription, verb: "create")
        }
    }

    /// Renders and writes the jobs; outcomes come back in job order. The calling thread (the
    /// main actor) runs each sheet's view phase, a few ahead, while `jobs` workers rasterize,
    /// encode, hash and write in parallel (`RenderPipeline`, ARCHITECTURE §3.1).
    private func render(_ list: [Job], progress: (@Sendable (Int, Int) -> Void)?) -> [Outcome] {
        let results = OutcomeBox(count: list.count)
        RenderPipeline.run(count: list.count, jobs: jobs, prepare: { index in
            prepare(list[index])
        }, finish: { (index: Int, prepared: Prepared) in
            let done = results.store(finish(list[index], prepared), at: index)
            progress?(done, list.count)
        })
        return results.outcomes.map { $0! }
    }

    /// A job after its view phase: the renderer and its display list, or why there is none.
    private typealias Prepared = Swift.Result<(ImageRenderer<SwatchSheet>, ImageRenderer<SwatchSheet>.Drawing), any Error>

    /// The view phase of one job: its renderer and display list, or why there is none.
    private func prepare(_ job: Job) -> Prepared {
        Swift.Result {
            let renderer = try options.renderer(for: options.sheet(for: job.theme), appearance: job.appearance, scale: job.scale)
            return (renderer, try renderer.drawing())
        }
    }

    /// The rest of one job, on a worker: raster, encode, hash and write.
    private func finish(_ job: Job, _ prepared: Prepared) -> Outcome {
        do {
            let (renderer, drawing) = try prepared.get()
            let image = renderer.rasterize(drawing)
            try image.writePNG(to: outputDirectory.appendingPathComponent(job.file))
            return .image(BatchManifest.Image(
                file: job.file, input: job.theme.source, theme: job.theme.name, appearance: job.appearance.rawValue,
                scale: job.scale, width: image.width, height: image.height, pixelHash: image.pixelHash(using: options.pixelHash)))
        } catch {
            let line = String(describing: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            return .failure(BatchManifest.Failure(input: job.theme.source, file: job.file, error: line))
        }
    }

    /// Result slots shared by the worker threads.
    // @unchecked: every mutable field is read and written only while `lock` is held.
    private final class OutcomeBox: @unchecked Sendable {
        private let lock = NSLock()
        private var done = 0
        private(set) var outcomes: [Outcome?]

        init(count: Int) { outcomes = Array(repeating: nil, count: count) }

        func store(_ outcome: Outcome, at index: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            outcomes[index] = outcome
            done += 1
            return done
        }
    }
}
