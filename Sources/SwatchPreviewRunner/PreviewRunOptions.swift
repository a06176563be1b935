import SwatchSheets

/// Everything one `render-previews` run needs, after parsing (§2.10).
public struct PreviewRunOptions: Sendable {
    /// The package's folder; relative paths below are resolved from it.
    public var packagePath: String = "."
    /// Modules whose previews are rendered; empty for every loaded module.
    public var modules: [String] = []
    /// Only previews whose name, file or source contains one of these; empty for all.
    public var filters: [String] = []
    /// The folder of images and manifest, `Previews` by default.
    public var output: String = "Previews"
    /// The manifest; `<output>/manifest.json` by default.
    public var manifest: String? = nil
    /// Where the review page goes on a mismatch; `<package>/.build/render-previews/report` by default.
    public var report: String? = nil
    /// Where a contact sheet of every image in the manifest goes (an HTML page and copies),
    /// or nil for none.
    public var contactSheet: String? = nil
    /// What is written.
    public var record: RecordMode = .missing
    /// The axes rendered.
    public var matrix = PreviewMatrix()
    /// Pixels per point for every image, instead of each device's.
    public var scale: Double? = nil
    /// Whether previews draw on transparent pixels rather than the window's
    /// `systemBackground` (`--transparent`).
    public var transparent = false
    /// Whether device previews show the Simulator's status bar and home indicator
    /// (`--status-bar`), where they were measured.
    public var statusBar = false
    /// This run's share, for a CI matrix.
    public var shard: Shard? = nil
    /// Worker processes at once.
    public var jobs: Int = 1
    /// Seconds one preview may take before its worker is stopped.
    public var timeout: Double = 120
    /// Whether each source file's previews get a fresh worker (`--isolate-files`). By default
    /// a worker renders previews of any file, which is about twice as fast, but a preview
    /// that changes global state then changes whichever preview that worker renders next.
    public var isolateFiles = false
    /// Print the plan instead of rendering.
    public var listOnly = false
    /// Providers ("Module.Type") whose `previews` trapped in the probe: each is planned as one
    /// job that fails in its worker instead of ending the whole run.
    public var unplannedProviders: Set<String> = []
    /// The build configuration of the linked previews, as the plugin says (`debug` or
    /// `release`); a debug run's summary says how to get the faster release objects.
    public var builtConfiguration: String? = nil

    /// The defaults: every module, `Previews/`, record missing, one job.
    public init() {}
}
