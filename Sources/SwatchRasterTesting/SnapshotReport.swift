import Foundation

/// The review page a test run writes when `SWATCH_REPORT=DIR` is set (or
/// `SnapshotOptions.reportDirectory`): every snapshot checked, mismatches with their
/// reference, new and diff images, passes collapsed — the same page as
/// `render-swatches verify --report`.
///
/// `swift test` runs XCTest and Swift Testing as two processes, one after the other. Each
/// process keeps its own section, `DIR/xctest/` or `DIR/swift-testing/` (rewritten after each
/// check, so a crashed run leaves its last complete page), and `DIR/index.html` sums the
/// sections of the current run and shows each one. Sections are told apart by run: a section
/// left by an earlier `swift test` (another parent process) is removed, so the page never
/// mixes runs.
enum SnapshotReport {
    // @unchecked: `entries` is read and written only while `lock` is held.
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: [ReviewReport.Entry]] = [:]
    }

    private static let store = Store()

    /// The folder to report into for `options`, if any.
    static func directory(_ options: SnapshotOptions) -> URL? {
        if let directory = options.reportDirectory { return directory }
        guard let path = ProcessInfo.processInfo.environment["SWATCH_REPORT"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// This process's section: Swift Testing's run of the test binary is started with
    /// `--testing-library swift-testing`.
    static var section: (folder: String, title: String) {
        ProcessInfo.processInfo.arguments.contains("swift-testing") ? ("swift-testing", "Swift Testing") : ("xctest", "XCTest")
    }

    /// The run this process belongs to: its parent (`swift test`) process.
    static var run: String { "\(getppid())" }

    /// Adds one checked snapshot and rewrites this process's section and the index. A report
    /// that cannot be written is a warning on stderr, never a test failure of its own.
    static func add(_ entry: @autoclosure () -> ReviewReport.Entry, options: SnapshotOptions,
                    section: (folder: String, title: String) = section, run: String = run) {
        guard let directory = directory(options) else { return }
        store.lock.lock()
        defer { store.lock.unlock() }
        let key = directory.standardizedFileURL.path + "|" + section.folder + "|" + run
        store.entries[key, default: []].append(entry())
        let entries = store.entries[key]!
        let failed = entries.filter { $0.status != .passed }.count
        let (folder, title) = section
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let sectionURL = directory.appendingPathComponent(folder)
            try ReviewReport(title: "\(title): \(failed) of \(entries.count) need review", entries: entries).write(to: sectionURL)
            let summary = Summary(run: run, folder: folder, title: title, failed: failed, total: entries.count)
            try AtomicFile.write(try JSONEncoder().encode(summary), to: sectionURL.appendingPathComponent("summary.json"))
            try writeIndex(directory, run: run)
        } catch {
            FileHandle.standardError.write(Data("SwatchRasterTesting: cannot write the report: \(error)\n".utf8))
        }
    }

    /// One process's counts, kept beside its page for the index.
    struct Summary: Codable {
        var run: String
        var folder: String
        var title: String
        var failed: Int
        var total: Int
    }

    /// `DIR/index.html`: the run's totals and each section's page, in order; sections of
    /// other runs are removed.
    private static func writeIndex(_ directory: URL, run: String) throws {
        var sections: [Summary] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
            let folder = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: folder.appendingPathComponent("summary.json")),
                  let summary = try? JSONDecoder().decode(Summary.self, from: data) else { continue }
            if summary.run == run { sections.append(summary) } else { try? FileManager.default.removeItem(at: folder) }
        }
        sections.sort { $0.folder == "xctest" && $1.folder != "xctest" }
        let failed = sections.reduce(0) { $0 + $1.failed }, total = sections.reduce(0) { $0 + $1.total }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshot tests: \(failed) of \(total) need review</title>
            <style>body{font:15px -apple-system,system-ui,sans-serif;margin:24px}iframe{width:100%;height:70vh;border:1px solid #ccc}</style>
            </head><body data-total="\(total)" data-failed="\(failed)">
            <h1>Snapshot tests: \(failed) of \(total) need review</h1>

            """
        for section in sections {
            // Read back from summary.json files on disk: escaped like every other report text.
            let folder = HTMLText.escape(section.folder), title = HTMLText.escape(section.title)
            html += """
                <section class="process" data-process="\(folder)" data-total="\(section.total)" data-failed="\(section.failed)">
                <h2><a href="\(folder)/index.html">\(title)</a>: \(section.failed) of \(section.total) need review</h2>
                <iframe src="\(folder)/index.html" title="\(title)"></iframe>
                </section>

                """
        }
        html += "</body></html>\n"
        try AtomicFile.write(Data(html.utf8), to: directory.appendingPathComponent("index.html"))
    }
}
