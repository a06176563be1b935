import Foundation
import SwatchPreviews
import SwatchRaster
import SwatchSheets

/// The coordinator: plans the jobs, has workers render them, compares each with the manifest,
/// records what the mode allows, and writes the manifest and, on a difference, the review
/// page (§2.10). Everything it decides depends only on the jobs' results, never on their
/// timing, so the manifest is the same for any number of jobs.
@MainActor
public struct PreviewRun {
    /// What happened to one image.
    public enum Status: String, Sendable {
        /// Rendered as the manifest says.
        case unchanged
        /// Written for the first time.
        case recorded
        /// Written again: it differed, or `--record all`.
        case rerecorded = "re-recorded"
        /// Differs from the manifest; not written.
        case mismatch
        /// Not in the manifest; not written.
        case missing
        /// The preview threw, trapped or hung.
        case failed
    }

    /// One image's result, for the summary and the report.
    public struct Result: Sendable {
        /// The job's place in the whole plan.
        public var index: Int
        /// The job.
        public var job: PreviewJob
        /// What happened.
        public var status: Status
        /// The worker's outcome.
        public var outcome: JobOutcome
        /// Why it did not pass: a mismatch's hashes, a failure's reason.
        public var message: String?
    }

    let options: PreviewRunOptions
    let records: [PreviewRecord]
    let allJobs: [PreviewJob]
    /// Indices into `allJobs` of this run's share.
    let mine: [Int]

    /// Plans the run: every preview of `options.modules` that passes the filters, times the matrix.
    public init(options: PreviewRunOptions) {
        self.options = options
        let modules = Set(options.modules)
        records = PreviewRegistry.allPreviews(unplanned: options.unplannedProviders).filter { record in
            guard modules.isEmpty || modules.contains(record.module) else { return false }
            guard !options.filters.isEmpty else { return true }
            let haystack = [record.displayName, record.description, PreviewPlan.source(of: record)]
            return options.filters.contains { filter in haystack.contains { $0.localizedCaseInsensitiveContains(filter) } }
        }
        allJobs = PreviewPlan.jobs(for: records, matrix: options.matrix, scale: options.scale,
                                   transparent: options.transparent, statusBar: options.statusBar)
        if let shard = options.shard {
            let chosen = shard.contains(allJobs.map { ($0.shardKey, $0.file) })
            mine = allJobs.indices.filter { chosen[$0] }
        } else {
            mine = Array(allJobs.indices)
        }
    }

    /// Serves jobs as a worker process (`--worker`).
    func serveAsWorker(staging: URL) -> Int32 {
        PreviewWorker.serve(jobs: allJobs, records: records, staging: staging)
    }

    /// The plan, one line per image: file, then source.
    public func listing() -> String {
        mine.map { "\(allJobs[$0].file)\t\(allJobs[$0].source)" }.joined(separator: "\n")
    }

    /// Runs the plan with workers started as `executable workerArguments…`; returns the exit
    /// status: 0 when every image passed or was recorded, 1 otherwise.
    public func run(executable: String, workerArguments: [String], log: (String) -> Void) throws -> Int32 {
        let package = URL(fileURLWithPath: options.packagePath).standardizedFileURL
        let output = URL(fileURLWithPath: options.output, relativeTo: package).standardizedFileURL
        let manifestURL = options.manifest.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
            ?? output.appendingPathComponent("manifest.json")
        // A manifest names its images relative to its own folder (as a batch's does), so that is
        // where they are written, read back, removed and found for the contact sheet.
        let folder = manifestURL.deletingLastPathComponent()
        guard !records.isEmpty else {
            let scope = options.modules.isEmpty ? "the loaded modules" : options.modules.joined(separator: ", ")
            throw PreviewRunError("found no #Preview or PreviewProvider in \(scope)\(options.filters.isEmpty ? "" : " matching \(options.filters.joined(separator: ", "))")")
        }
        let old = try Self.readManifest(manifestURL)
        let writes = options.record != .never
        var lock: FolderLock?
        if writes {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            lock = try FolderLock(folder: folder)
        }
        defer { _ = lock }

        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("render-previews-\(getpid())")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }

        let started = DispatchTime.now().uptimeNanoseconds
        // With --isolate-files, one fresh worker per source file, its jobs in order (see
        // WorkerPool); by default every job is its own group and workers live across groups.
        var groups: [String: [Int]] = [:], order: [String] = []
        for job in mine {
            let key = options.isolateFiles ? allJobs[job].shardKey : String(job)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(job)
        }
        let pool = WorkerPool(executable: executable, arguments: workerArguments + ["--worker", "--staging", staging.path],
                              groups: order.map { groups[$0]! }, parallelism: options.jobs, timeout: options.timeout,
                              freshWorkerPerGroup: options.isolateFiles)
        let outcomes = pool.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9

        let known = Dictionary((old?.images ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [Result] = []
        var newEntries: [String: BatchManifest.Image] = [:]
        var failures: [BatchManifest.Failure] = []
        var references: [String: RasterImage] = [:]
        for index in mine {
            let job = allJobs[index]
            let outcome = outcomes[index] ?? .failed("was not run")
            var result = Result(index: index, job: job, status: .failed, outcome: outcome)
            defer { results.append(result) }
            guard case .rendered(let width, let height, let hash, _) = outcome else {
                if case .failed(let reason) = outcome { result.message = reason }
                var failure = BatchManifest.Failure(input: job.source, file: job.file, error: result.message ?? "failed")
                if options.shard != nil { failure.sequence = index }
                failures.append(failure)
                log("error: \(job.source) \"\(job.title)\": \(result.message ?? "failed")")
                continue
            }
            var entry = BatchManifest.Image(
                file: job.file, input: job.source, theme: job.title, appearance: job.variant.appearance.rawValue,
                scale: job.scale, width: width, height: height, pixelHash: hash)
            entry.variant = job.variant.manifestVariant(defaultDevice: records[job.recordIndex].defaultDevice)
            if options.shard != nil { entry.sequence = index }
            let stagedFile = staging.appendingPathComponent("\(index).png")
            let destination = folder.appendingPathComponent(job.file)
            /// Writes the new image into place and says so.
            func write(_ status: Status, _ detail: String) throws {
                try Self.install(stagedFile, at: destination)
                result.status = status
                newEntries[job.file] = entry
                log("\(status.rawValue) \(Self.shown(destination, from: package)) (\(detail))")
            }

            if let reference = known[job.file] {
                let stored = ManifestVerifier.storedFile(reference, folder: folder)
                if reference.pixelHash == hash, reference.width == width, reference.height == height, stored.problem == nil,
                   options.record != .all {
                    result.status = .unchanged
                    newEntries[job.file] = reference.withSequence(entry.sequence)
                    continue
                }
                // Kept for the review page only when the image differs: a screen's pixels are
                // megabytes, and most images match.
                if let image = stored.image, options.record != .all { references[job.file] = image }
                var why = stored.problem ?? (reference.pixelHash == hash
                    ? "unchanged, written again (record all)"
                    : "\(reference.pixelHash) \(reference.width)×\(reference.height) px before, \(hash) \(width)×\(height) px now")
                if reference.pixelHash != hash, let note = RunDependentPreviews.note(for: job.source, package: package) {
                    why += "; \(note)"
                }
                result.message = why
                if options.record.recordsChanged {
                    try write(.rerecorded, why)
                } else {
                    result.status = .mismatch
                    newEntries[job.file] = reference
                    log("mismatch \(Self.shown(destination, from: package)) from \(job.source): \(why)")
                }
            } else if options.record.recordsMissing {
                try write(.recorded, "\(width)×\(height) px, \(hash)")
            } else {
                result.status = .missing
                result.message = "not in \(Self.shown(manifestURL, from: package)); record it with `render-previews record` (or --record missing)"
                log("missing \(Self.shown(destination, from: package)) from \(job.source): not recorded")
            }
        }

        // Images the manifest lists that no preview renders now. Only a run over every preview of
        // the modules can tell, so a filtered or sharded run leaves them alone.
        var stale: [BatchManifest.Image] = []
        if let old, options.filters.isEmpty, options.shard == nil {
            let produced = Set(allJobs.map(\.file))
            // Every module the run was asked for, also one where nothing was found: a preview
            // the manifest lists and this run did not find (whatever the reason) is never
            // skipped in silence.
            let scope = options.modules.isEmpty ? Set(records.map(\.module)) : Set(options.modules)
            stale = old.images.filter { image in
                !produced.contains(image.file) && scope.contains(String(image.file.split(separator: "/").first ?? ""))
            }
        }
        var staleFailures = 0
        for image in stale {
            let url = folder.appendingPathComponent(image.file)
            if writes {
                try? FileManager.default.removeItem(at: url)
                Self.removeEmptyFolders(above: url, upTo: folder)
                log("removed \(Self.shown(url, from: package)): no preview renders it any more (it came from \(image.input))")
            } else {
                staleFailures += 1
                log("stale \(Self.shown(url, from: package)): no preview renders it any more (it came from \(image.input)); record to remove it")
            }
        }

        let mismatched = results.filter { $0.status == .mismatch || $0.status == .missing }
        let failed = results.filter { $0.status == .failed }
        if writes {
            try writeManifest(old: old, entries: newEntries, failures: failures, stale: Set(stale.map(\.file)), to: manifestURL)
        }
        if !mismatched.isEmpty || !failed.isEmpty || staleFailures > 0 {
            let reportFolder = options.report.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
                ?? package.appendingPathComponent(".build/render-previews/report")
            let page = try writeReport(results: results, references: references, staging: staging, to: reportFolder)
            log("review: \(page.path)")
        }
        if let contactSheet = options.contactSheet, let manifest = try Self.readManifest(manifestURL) {
            let sheetFolder = URL(fileURLWithPath: contactSheet, relativeTo: package).standardizedFileURL
            let page = try BatchContactSheet.write(manifest, imageDirectory: folder, to: sheetFolder)
            log("contact sheet: \(Self.shown(page, from: package))")
        }
        log(summary(results: results, seconds: seconds, stale: stale.count, writes: writes, manifest: Self.shown(manifestURL, from: package)))
        return mismatched.isEmpty && failed.isEmpty && staleFailures == 0 ? 0 : 1
    }

    /// What the summary adds after a debug run: debug objects render about twice as slowly
    /// as release ones (benchmarks/run, render-previews rows), and the user may not know the
    /// option.
    static func configurationNote(_ configuration: String?) -> String {
        configuration == "debug" ? "; debug build (--configuration release renders faster)" : ""
    }

    /// `N previews, M images in S s (J jobs, median X ms per image): …`.
    func summary(results: [Result], seconds: Double, stale: Int, writes: Bool, manifest: String) -> String {
        func count(_ status: Status) -> Int { results.filter { $0.status == status }.count }
        let times = results.compactMap { result -> Double? in
            if case .rendered(_, _, _, let ms) = result.outcome { return ms }
            return nil
        }.sorted()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        let previewCount = Set(results.map(\.job.recordIndex)).count
        var parts = ["\(count(.unchanged)) unchanged"]
        for status in [Status.recorded, .rerecorded, .mismatch, .missing, .failed] where count(status) > 0 {
            parts.append("\(count(status)) \(status.rawValue)")
        }
        if stale > 0 { parts.append("\(stale) \(writes ? "removed" : "stale")") }
        let share = options.shard.map { "shard \($0): " } ?? ""
        return "\(share)\(previewCount) preview\(previewCount == 1 ? "" : "s"), \(results.count) image\(results.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s (\(min(options.jobs, max(1, results.count))) job\(options.jobs == 1 ? "" : "s"), median \(String(format: "%.1f", median)) ms per image): \(parts.joined(separator: ", ")); manifest: \(manifest)\(writes ? "" : " (verified, not written)")\(Self.configurationNote(options.builtConfiguration))"
    }

    private func writeManifest(old: BatchManifest?, entries: [String: BatchManifest.Image], failures: [BatchManifest.Failure],
                               stale: Set<String>, to url: URL) throws {
        var images: [BatchManifest.Image]
        var shardRecord: BatchManifest.ShardRecord?
        if let shard = options.shard {
            images = mine.compactMap { entries[allJobs[$0].file]?.withSequence($0) }
            shardRecord = BatchManifest.ShardRecord(shard: shard, items: allJobs.map { ($0.shardKey, $0.file) })
        } else {
            // In plan order (file, line, then providers), as `manifest merge` orders shards; the
            // entries of modules not in this run keep their place after them, by file.
            var byFile = Dictionary((old?.images ?? []).filter { !stale.contains($0.file) }.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
            for (file, entry) in entries { byFile[file] = entry }
            images = allJobs.compactMap { byFile.removeValue(forKey: $0.file) } + byFile.values.sorted { $0.file < $1.file }
        }
        var options = SheetOptions()
        options.font = FontSource.defaultFamily
        let manifest = BatchManifest(options: options, images: images, failures: failures, shard: shardRecord, kind: .previews)
        let data = try manifest.encoded()
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(data, to: url)
    }

    private func writeReport(results: [Result], references: [String: RasterImage], staging: URL, to folder: URL) throws -> URL {
        let entries = results.map { result -> ReviewReport.Entry in
            let job = result.job
            let detail = "\(job.source), \(([job.variant.appearance.rawValue] + job.variant.nameParts(defaultDevice: records[job.recordIndex].defaultDevice).filter { $0 != job.variant.appearance.rawValue }).joined(separator: ", ")) @\(OutputName.formatScale(job.scale))x"
            var entry = ReviewReport.Entry(name: job.file, detail: detail, status: .passed)
            if case .rendered(_, _, let hash, _) = result.outcome { entry.actualHash = hash }
            switch result.status {
            case .unchanged, .recorded, .rerecorded:
                entry.status = .passed
            case .mismatch:
                entry.status = .mismatch
                entry.message = result.message
                entry.reference = references[job.file]
                entry.candidate = try? RasterImage(contentsOfPNG: staging.appendingPathComponent("\(result.index).png"))
            case .missing:
                entry.status = .mismatch
                entry.message = result.message
                entry.candidate = try? RasterImage(contentsOfPNG: staging.appendingPathComponent("\(result.index).png"))
            case .failed:
                entry.status = .error
                entry.message = result.message
            }
            return entry
        }
        let problems = results.filter { $0.status == .mismatch || $0.status == .missing || $0.status == .failed }.count
        return try ReviewReport(title: "render-previews: \(problems) of \(results.count) need review", entries: entries).write(to: folder)
    }

    static func readManifest(_ url: URL) throws -> BatchManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let manifest: BatchManifest
        do { manifest = try BatchManifest.read(path: url.path) } catch { throw PreviewRunError(String(describing: error)) }
        guard manifest.kind == .previews else {
            throw PreviewRunError("\(url.path) is a batch manifest of theme sheets, not of previews; choose another --output or --manifest")
        }
        guard manifest.shard == nil else {
            throw PreviewRunError("\(url.path) holds only shard \(manifest.shard!.index)/\(manifest.shard!.count); merge the shards with `render-swatches manifest merge` first")
        }
        return manifest
    }

    /// Copies a staged PNG into place atomically (staging may be another file system).
    static func install(_ staged: URL, at destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try Data(contentsOf: staged), to: destination)
    }

    static func removeEmptyFolders(above file: URL, upTo root: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > root.path.count, folder.path.hasPrefix(root.path),
              (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
            folder.deleteLastPathComponent()
        }
    }

    /// A path as the user would type it from the package folder.
    static func shown(_ url: URL, from package: URL) -> String {
        let path = url.standardizedFileURL.path, base = package.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

extension BatchManifest.Image {
    /// The entry with `sequence` set (for a shard's manifest) or cleared.
    func withSequence(_ sequence: Int?) -> BatchManifest.Image {
        var copy = self
        copy.sequence = sequence
        return copy
    }
}
