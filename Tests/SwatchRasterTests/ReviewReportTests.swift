@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
import XCTest

/// The HTML review pages: `verify --report`, `batch --report` and the testing library's
/// `SWATCH_REPORT` page. The browser half (images load, counts shown) is
/// `scripts/report-browser-test`, run by CI; these check the files and the page's text.
final class ReviewReportTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("tokens"), toPath: directory.appendingPathComponent("tokens").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func page(_ folder: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent("index.html"), encoding: .utf8)
    }

    /// A 4×3 image of one color, with the pixels in `changed` painted white.
    private func image(_ rgba: [UInt8], changed: [(Int, Int)] = []) -> RasterImage {
        var pixels = [UInt8]()
        for _ in 0..<12 { pixels += rgba }
        for (x, y) in changed { pixels.replaceSubrange((y * 4 + x) * 4..<(y * 4 + x) * 4 + 4, with: [255, 255, 255, 255]) }
        return RasterImage(width: 4, height: 3, scale: 1, pixels: pixels)
    }

    func testVerifyReportListsTheMismatchWithItsImagesAndCounts() throws {
        let batch = try runCLI(["batch", "tokens/web.gpl", "tokens/brand.tokens.json", "--output-dir", "out", "--scale", "1",
                                "--report", "contact"], in: directory)
        XCTAssertEqual(batch.status, 0, batch.err)
        // Red becomes orange: the two web sheets change, the two brand sheets do not.
        let gpl = directory.appendingPathComponent("tokens/web.gpl")
        let text = try String(contentsOf: gpl, encoding: .utf8)
        try text.replacingOccurrences(of: "255   0   0 Red", with: "255 149   0 Red").write(to: gpl, atomically: true, encoding: .utf8)
        let run = try runCLI(["verify", "--manifest", "out/manifest.json", "--report", "review"], in: directory)
        XCTAssertEqual(run.status, 1, run.err)
        XCTAssertTrue(run.out.contains("review/index.html\n"), run.out)
        let html = try page("review")
        XCTAssertTrue(html.contains(#"<p id="summary" data-total="4" data-mismatches="2" data-errors="0" data-passes="2">"#), html)
        // The swatch's 60 × 60 pt square at @1x, below the 46 pt title row, is what changed
        // (the same count and box verify prints). The row is Inter's title line (28 pt × 1.21 em)
        // plus the spacing and the swatch's inset; it was 45 pt with DejaVu Sans (1.16 em), §7.2.
        XCTAssertEqual(html.components(separatedBy: #"<span class="changed-pixels">3600</span>"#).count - 1, 2)
        XCTAssertTrue(run.out.contains("3600 pixels changed in x 4 y 46 w 60 h 60"), run.out)
        XCTAssertTrue(html.contains(#"<span class="bbox">x 4 y 46 w 60 h 60</span>"#))
        XCTAssertTrue(html.contains(#"<details id="passes"><summary>2 passed</summary>"#))
        XCTAssertFalse(html.contains("http"), "self-contained: no network references")
        let images = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("review/images").path).sorted()
        XCTAssertEqual(images, ["001-diff.png", "001-new.png", "001-reference.png", "002-diff.png", "002-new.png", "002-reference.png"])
        // The copied reference is the checked-in sheet; the new one has the orange pixels.
        let reference = try RasterImage(contentsOfPNG: directory.appendingPathComponent("review/images/001-reference.png"))
        let checkedIn = try RasterImage(contentsOfPNG: directory.appendingPathComponent("out/web-light@1x.png"))
        XCTAssertEqual(reference.pixels, checkedIn.pixels)
        let new = try RasterImage(contentsOfPNG: directory.appendingPathComponent("review/images/001-new.png"))
        let i = (75 * new.width + 34) * 4   // the middle of the changed box
        XCTAssertEqual(Array(new.pixels[i..<i + 4]), [255, 149, 0, 255])
        XCTAssertEqual(Array(reference.pixels[i..<i + 4]), [255, 0, 0, 255])
        // The diff marks that pixel magenta.
        let diff = try RasterImage(contentsOfPNG: directory.appendingPathComponent("review/images/001-diff.png"))
        XCTAssertEqual(Array(diff.pixels[i..<i + 4]), [255, 0, 255, 255])
    }

    func testBatchContactSheetShowsEveryImage() throws {
        let run = try runCLI(["batch", "tokens/web.gpl", "tokens/brand.tokens.json", "--output-dir", "out", "--scale", "1,2",
                              "--appearance", "light,dark", "--report", "contact"], in: directory)
        XCTAssertEqual(run.status, 0, run.err)
        let html = try page("contact")
        XCTAssertTrue(html.contains(#"<p id="summary" data-images="8" data-themes="2" data-failures="0">"#), html)
        XCTAssertEqual(html.components(separatedBy: #"<td class="image""#).count - 1, 8)
        let copied = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("contact/images").path)
        XCTAssertEqual(Set(copied), Set(["web", "brand"].flatMap { theme in
            ["light", "dark"].flatMap { a in ["1", "2"].map { "\(theme)-\(a)@\($0)x.png" } }
        }))
        // Shown at the size in points: a @2x image's width attribute is half its pixels.
        let manifest = try BatchManifest.read(from: directory.appendingPathComponent("out/manifest.json"))
        let twice = try XCTUnwrap(manifest.images.first { $0.scale == 2 })
        XCTAssertTrue(html.contains(#"alt="\#(twice.file)" width="\#(twice.width / 2)""#), html)
    }

    func testNamesAreEscaped() throws {
        let name = #"<img src=x onerror="alert(1)">&'"#
        let report = ReviewReport(title: "t <b>", entries: [
            .init(name: name, detail: "d", status: .mismatch, expectedHash: "a", actualHash: "b",
                  reference: image([0, 0, 0, 255]), candidate: image([0, 0, 0, 255], changed: [(1, 2)])),
            .init(name: name, detail: "<d>", status: .error, message: "<boom>"),
            .init(name: name, status: .passed),
        ])
        try report.write(to: directory.appendingPathComponent("r"))
        let html = try page("r")
        XCTAssertFalse(html.contains("<img src=x"), html)
        XCTAssertFalse(html.contains("<boom>") || html.contains("t <b>") || html.contains("<d>"))
        XCTAssertTrue(html.contains("<title>t &lt;b&gt;</title>") && html.contains("&lt;boom&gt;"))
        XCTAssertTrue(html.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;"))
        XCTAssertTrue(html.contains(#"<span class="changed-pixels">1</span>"#))
        XCTAssertTrue(html.contains(#"<span class="bbox">x 1 y 2 w 1 h 1</span>"#))
    }

    func testAReportIsReplacedWholeAndAFailedWriteKeepsTheOldOne() throws {
        let target = directory.appendingPathComponent("r")
        try ReviewReport(title: "first", entries: [
            .init(name: "a", status: .mismatch, reference: image([1, 2, 3, 255]), candidate: image([3, 2, 1, 255])),
        ]).write(to: target)
        try ReviewReport(title: "second", entries: [.init(name: "b", status: .passed)]).write(to: target)
        XCTAssertTrue(try page("r").contains("<title>second</title>"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.appendingPathComponent("images").path), [],
                       "the first report's images went with it")
        struct Boom: Error {}
        XCTAssertThrowsError(try ReportDirectory.replace(target) { folder in
            try Data("half".utf8).write(to: folder.appendingPathComponent("index.html"))
            throw Boom()
        })
        XCTAssertTrue(try page("r").contains("<title>second</title>"), "a failed write leaves the old report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["r", "tokens"],
                       "no temporary folder left behind")
    }

    func testSnapshotTestsKeepAReviewPage() throws {
        struct Card: View {
            var color: Color
            var body: some View { color.frame(width: 10, height: 6) }
        }
        let references = directory.appendingPathComponent("refs")
        var options = SnapshotOptions(scale: 1, record: true, referenceDirectory: references)
        try verifySnapshot(of: Card(color: .red), named: "card", options: options)
        try verifySnapshot(of: Card(color: .blue), named: "other", options: options)
        options.record = false
        options.reportDirectory = directory.appendingPathComponent("snapshots")
        options.artifactsDirectory = directory.appendingPathComponent("artifacts")
        try verifySnapshot(of: Card(color: .red), named: "card", options: options)
        XCTAssertThrowsError(try verifySnapshot(of: Card(color: .green), named: "other", options: options))
        // XCTest's section of the page, and the index that sums the run's sections.
        let html = try page("snapshots/xctest")
        XCTAssertTrue(html.contains(#"data-total="2" data-mismatches="1" data-errors="0" data-passes="1""#), html)
        let index = try page("snapshots")
        XCTAssertTrue(index.contains("<h1>Snapshot tests: 1 of 2 need review</h1>"), index)
        // Every one of the 10 × 6 pixels changed from blue to green.
        XCTAssertTrue(html.contains(#"<span class="changed-pixels">60</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="bbox">x 0 y 0 w 10 h 6</span>"#), html)
        let new = try RasterImage(contentsOfPNG: directory.appendingPathComponent("snapshots/xctest/images/002-new.png"))
        XCTAssertEqual(Array(new.pixels[0..<4]), try RasterImage(contentsOfPNG: directory.appendingPathComponent("artifacts/ReviewReportTests/ReviewReportTests/testSnapshotTestsKeepAReviewPage/other.new.png")).pixels[0..<4].map { $0 })
    }
}
