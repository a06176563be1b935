@_exported import SwatchRaster

/// How a view is rendered and compared for a snapshot test.
public struct SnapshotOptions {
    /// Pixels per point.
    public var scale: CGFloat
    /// The size offered to the view; `.unspecified` renders it at its ideal size.
    public var proposedSize: ProposedViewSize
    /// Light, dark, and their high-contrast forms.
    public var appearance: Appearance
    /// Fill behind the view, resolved in `appearance`; `nil` is transparent. The default is
    /// `.systemBackground`, as the CLI and the swatch sheet draw, and as the
    /// swift-snapshot-testing strategies (`SwatchRasterSnapshotTesting`) default to: a view
    /// that draws nothing somewhere still compares against an opaque, appearance-aware page.
    public var background: Color?
    /// When references are written (`SnapshotOptions.Record`); nil takes `SWATCH_RECORD`, else
    /// `.never` where `CI` is set and `.missing` elsewhere. `true` is `.all`.
    public var record: Record?
    /// Differences to accept; `nil` (the default) accepts none.
    public var tolerance: Tolerance?
    /// Where references live; `nil` means `__Snapshots__/<test file name>/` beside the test file.
    public var referenceDirectory: URL?
    /// Where a failure writes the new rendering and the diff, as
    /// `<test file>/<class>/<test>/<name>.new.png` and `….diff.png` (the test file's name as
    /// for references, then the running test's class or suite and its name);
    /// `nil` means `$SWATCH_ARTIFACTS`, else a `swatch-snapshots` temp folder. An option as
    /// well as a variable so a test can choose its own folder without setting the process
    /// environment, which other tests running at the same time read.
    public var artifactsDirectory: URL?
    /// Where to keep an HTML review page of every snapshot checked (mismatches with their
    /// reference, new and diff images); `nil` means `$SWATCH_REPORT`, else no page.
    public var reportDirectory: URL?
    /// Render as a full-screen root on this device: its size, scale and safe area replace
    /// `proposedSize` and `scale`; `.ignoresSafeArea()` extends views under the bars.
    public var device: DevicePreset?
    /// A matrix's environment variant, applied before rendering.
    var variant: SnapshotVariant?
    /// The Dynamic Type size text styles are drawn at; `.large` (the default) as on iOS.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// With `device`, draw the Simulator's status bar and home indicator over the render
    /// (`ImageRenderer.showsStatusBar`), to compare against a Simulator screenshot.
    public var showsStatusBar = false

    /// Options with sensible defaults: @2x, ideal size, light, system background, exact match.
    public init(scale: CGFloat = 2, proposedSize: ProposedViewSize = .unspecified, appearance: Appearance = .light,
                background: Color? = .systemBackground, record: Record? = nil, tolerance: Tolerance? = nil,
                referenceDirectory: URL? = nil, artifactsDirectory: URL? = nil) {
        self.scale = scale
        self.proposedSize = proposedSize
        self.appearance = appearance
        self.background = background
        self.record = record
        self.tolerance = tolerance
        self.referenceDirectory = referenceDirectory
        self.artifactsDirectory = artifactsDirectory
    }
}

extension SnapshotOptions {
    /// Options for `device` in `appearance`: `assertSnapshot(of: v, named: "n", options: .device(.iPhone16Pro))`.
    public static func device(_ device: DevicePreset, appearance: Appearance = .light) -> SnapshotOptions {
        var options = SnapshotOptions(scale: device.scale, appearance: appearance)
        options.device = device
        return options
    }
}

/// What a snapshot check did when it did not fail.
public enum SnapshotOutcome: Equatable {
    /// The rendering matched the reference (exactly, or within the tolerance).
    case matched
    /// A reference was written at this path (record mode).
    case recorded(URL)
}

/// A failed snapshot check, naming every file a reader needs: the reference, the new
/// rendering and the diff image.
public struct SnapshotFailure: Error, CustomStringConvertible {
    /// Why it failed, in one paragraph with the paths.
    public let description: String
    /// The reference PNG.
    public let reference: URL
    /// The new rendering, written beside the diff.
    public let actual: URL?
    /// The diff image (changed pixels in magenta over the dimmed reference).
    public let diff: URL?
}

/// Renders `view` and compares it with the reference PNG `__Snapshots__/<test file>/<name>.png`
/// beside the test file. Without `named:`, the name is the test function's and a counter
/// (`testCard.1`), as in swift-snapshot-testing. The record mode (`options.record`,
/// `SWATCH_RECORD`, `.never` where `CI` is set) decides when references are written; every
/// reference written is named on stderr. Throws `SnapshotFailure` on a mismatch; usable from
/// XCTest (`try`, or `assertSnapshot`) and Swift Testing (`try` inside `@Test`).
@discardableResult
public func verifySnapshot<V: View>(of view: V, named name: String? = nil, options: SnapshotOptions = SnapshotOptions(),
                                    file: StaticString = #filePath, function: String = #function) throws -> SnapshotOutcome {
    let testFile = "\(file)"
    let name = name ?? SnapshotNaming.automaticName(file: testFile, function: function)
    let suite = SnapshotStore.suite(testFile: testFile)
    let test = CurrentTest.current ?? CurrentTest(container: "", name: CurrentTest.bare(function))
    let reference = options.referenceDirectory.map { $0.appendingPathComponent(SnapshotStore.sanitized(name) + ".png") }
        ?? SnapshotStore.referenceURL(name: name, testFile: testFile)
    let mode = try SnapshotOptions.Record.resolved(options.record)
    let image = try SnapshotStore.render(view, options)
    let exists = FileManager.default.fileExists(atPath: reference.path)
    func record(replacing: Bool) throws {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: reference)
        RecordLog.recorded(reference, hash: image.pixelHash, mode: mode, replaced: replacing)
    }
    if !exists {
        if mode == .never {
            let artifacts = try SnapshotStore.writeArtifacts(suite: suite, test: test, name: name, expected: nil, actual: image, in: options.artifactsDirectory)
            SnapshotAttachments.attach(reference: nil, new: artifacts.actual, diff: nil, name: name)
            throw SnapshotFailure(
                description: "no reference for \"\(name)\" at \(reference.path), and the record mode is never (CI is set, or SWATCH_RECORD=never), so none was written. Record it where you can look at it (SWATCH_RECORD=missing swift test), commit it, and run again. The rendering is at \(artifacts.actual.path) (\(image.pixelHash)).",
                reference: reference, actual: artifacts.actual, diff: nil)
        }
        try record(replacing: false)
        SnapshotAttachments.attach(reference: reference, new: nil, diff: nil, name: name)
        if mode == .all { return .recorded(reference) }
        throw SnapshotFailure(
            description: "no reference for \"\(name)\"; recorded \(reference.path) (\(image.pixelHash)). Check it, commit it, and run the test again.",
            reference: reference, actual: nil, diff: nil)
    }
    if mode == .all {
        try record(replacing: true)
        return .recorded(reference)
    }
    let expected = try RasterImage(contentsOfPNG: reference)
    // Hashes are computed only when a review page is kept (SWATCH_REPORT).
    func reported(_ status: ReviewReport.Status) -> ReviewReport.Entry {
        ReviewReport.Entry(name: "\(suite)/\(name)", detail: reference.path, status: status, expectedHash: expected.pixelHash,
                           actualHash: image.pixelHash, reference: status == .mismatch ? expected : nil,
                           candidate: status == .mismatch ? image : nil)
    }
    if expected.pixels == image.pixels && expected.width == image.width {
        SnapshotReport.add(reported(.passed), options: options)
        return .matched
    }
    let diff = ImageDiff(reference: expected, candidate: image)
    if let tolerance = options.tolerance, tolerance.accepts(diff, reference: expected, candidate: image) {
        SnapshotReport.add(reported(.passed), options: options)
        return .matched
    }
    SnapshotReport.add(reported(.mismatch), options: options)
    let artifacts = try SnapshotStore.writeArtifacts(suite: suite, test: test, name: name, expected: expected, actual: image, in: options.artifactsDirectory)
    SnapshotAttachments.attach(reference: reference, new: artifacts.actual, diff: artifacts.diff, name: name)
    let size = diff.sizeDiffers ? " (size \(expected.width)×\(expected.height) → \(image.width)×\(image.height))" : ""
    var message = """
        snapshot "\(name)" differs: \(diff.changedPixels) pixels changed\(size), box \(diff.boundingBox?.description ?? "-"), \
        max channel delta \(diff.maxChannelDelta); expected \(expected.pixelHash), got \(image.pixelHash). \
        reference: \(reference.path) new: \(artifacts.actual.path) diff: \(artifacts.diff?.path ?? "-")
        """
    if mode == .failed {
        try record(replacing: true)
        message += " The reference was re-recorded (record mode failed): check it and commit it."
    }
    throw SnapshotFailure(description: message, reference: reference, actual: artifacts.actual, diff: artifacts.diff)
}

/// Renders `view` and fails unless its pixel hash is `expected` — for tests that keep only
/// the hash, not the PNG.
public func verifyPixelHash<V: View>(of view: V, equals expected: String, options: SnapshotOptions = SnapshotOptions()) throws {
    let image = try SnapshotStore.render(view, options)
    guard image.pixelHash == expected else {
        let (actualURL, _) = try SnapshotStore.writeArtifacts(suite: "pixel-hashes", test: CurrentTest.current, name: "hash-\(expected.suffix(12))", expected: nil, actual: image, in: options.artifactsDirectory)
        throw SnapshotFailure(
            description: "pixel hash \(image.pixelHash) is not the expected \(expected); the rendering is at \(actualURL.path)",
            reference: actualURL, actual: actualURL, diff: nil)
    }
}

/// Where references live and where failure artifacts go.
enum SnapshotStore {
    static func referenceURL(name: String, testFile: String) -> URL {
        let test = URL(fileURLWithPath: testFile)
        return test.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(sanitized(name) + ".png")
    }

    /// The suite a test file's snapshots belong to: its name without `.swift`.
    static func suite(testFile: String) -> String {
        sanitized(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent)
    }

    /// Where a failure's images go: `directory`, else `$SWATCH_ARTIFACTS` (set it in CI to
    /// upload them), else a temp folder; inside it `<test file>/<class>/<test>/`, so that no
    /// two tests' snapshots of the same name overwrite each other: not two files', not two
    /// classes' of one file, not two methods'.
    static func writeArtifacts(suite: String, test: CurrentTest?, name: String, expected: RasterImage?, actual: RasterImage,
                               in directory: URL?) throws -> (actual: URL, diff: URL?) {
        var root = (directory
            ?? ProcessInfo.processInfo.environment["SWATCH_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("swatch-snapshots"))
            .appendingPathComponent(suite)
        if let test {
            for part in [test.container, test.name] where !part.isEmpty { root.appendPathComponent(sanitized(part)) }
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let base = sanitized(name)
        let actualURL = root.appendingPathComponent("\(base).new.png")
        let diffURL = root.appendingPathComponent("\(base).diff.png")
        try actual.writePNG(to: actualURL)
        guard let expected else {
            try? FileManager.default.removeItem(at: diffURL)
            return (actualURL, nil)
        }
        try ImageDiff.highlightImage(reference: expected, candidate: actual).writePNG(to: diffURL)
        return (actualURL, diffURL)
    }

    static func render<V: View>(_ view: V, _ options: SnapshotOptions) throws -> RasterImage {
        let renderer = ImageRenderer(content: view, appearance: options.appearance, scale: options.scale,
                                     background: options.background, proposedSize: options.proposedSize)
        renderer.environment.dynamicTypeSize = options.dynamicTypeSize
        if let device = options.device { renderer.apply(device) }
        renderer.showsStatusBar = options.showsStatusBar
        options.variant?.apply(&renderer.environment)
        return try renderer.render()
    }

    static func sanitized(_ name: String) -> String {
        let allowed = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) ? Character($0) : "_" }
        let text = String(allowed).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return String((text.isEmpty ? "snapshot" : text).prefix(100))
    }
}
