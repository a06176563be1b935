/// The review page a test run writes when `SWATCH_REPORT=DIR` is set (or
/// `SnapshotOptions.reportDirectory`): every snapshot checked so far, mismatches with their
/// reference, new and diff images, passes collapsed — the same page as
/// `render-swatches verify --report`. The page is rewritten after each check (the folder is
/// replaced whole, so a crashed run leaves the last complete page), which keeps it correct
/// however the run ends.
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

    /// Adds one checked snapshot and rewrites the page. A report that cannot be written is
    /// a warning on stderr, never a test failure of its own.
    static func add(_ entry: @autoclosure () -> ReviewReport.Entry, options: SnapshotOptions) {
        guard let directory = directory(options) else { return }
        store.lock.lock()
        defer { store.lock.unlock() }
        let key = directory.standardizedFileURL.path
        store.entries[key, default: []].append(entry())
        let entries = store.entries[key]!
        let failed = entries.filter { $0.status != .passed }.count
        do {
            try ReviewReport(title: "Snapshot tests: \(failed) of \(entries.count) need review", entries: entries).write(to: directory)
        } catch {
            FileHandle.standardError.write(Data("SwatchRasterTesting: cannot write the report: \(error)\n".utf8))
        }
    }
}
