import SwatchRaster
@testable import SwatchRasterTesting
import XCTest

/// The snapshot helper users put in their own tests: records, matches, and fails with the
/// paths of the reference, the new rendering and the diff when one pixel changes.
final class SnapshotTestingTests: XCTestCase {
    private var folder: URL!
    /// Where this test's failure artifacts go: passed in the options, not through
    /// `$SWATCH_ARTIFACTS`, which tests running at the same time would see change.
    private var artifacts: URL { folder.appendingPathComponent("artifacts") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A 20 × 20 pt view; `dot` moves one 1 × 1 pt square to change exactly one pixel at @1x.
    private func view(dot: CGFloat) -> some View {
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 20, height: 20)
            Color.black.frame(width: 1, height: 1).offset(x: dot, y: 3)
        }
    }

    func testRecordsThenMatchesThenFailsOnOnePixelWithPaths() throws {
        let fakeTest = folder.appendingPathComponent("__Snapshots__/MyViewTests").path
        // The reference folder comes from the helper's argument only. Record mode .missing,
        // as on a developer's machine (CI, where `CI` is set, defaults to .never).
        let options = SnapshotOptions(scale: 1, record: .missing, artifactsDirectory: artifacts)
        // First run without a reference: records it and fails, telling the user to check it in.
        XCTAssertThrowsError(try verifySnapshotAt(fakeTest, view(dot: 5), options)) { error in
            XCTAssertTrue("\(error)".contains("recorded"), "\(error)")
        }
        let reference = folder.appendingPathComponent("__Snapshots__/MyViewTests/swatch.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        // Same view: matches.
        XCTAssertEqual(try verifySnapshotAt(fakeTest, view(dot: 5), options), .matched)
        // One pixel moved: two pixels differ (old spot and new spot); the failure names all files.
        XCTAssertThrowsError(try verifySnapshotAt(fakeTest, view(dot: 6), options)) { error in
            guard let failure = error as? SnapshotFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(failure.description.contains("2 pixels changed"), failure.description)
            XCTAssertTrue(failure.description.contains("box x 5 y 3 w 2 h 1"), failure.description)
            XCTAssertTrue(failure.description.contains(reference.path), failure.description)
            for url in [failure.actual, failure.diff] {
                let path = try! XCTUnwrap(url).path
                XCTAssertTrue(failure.description.contains(path))
                // artifacts/<test file's name>/<class>/<test>/<name>.new.png and .diff.png
                XCTAssertTrue(path.hasPrefix(self.artifacts.path + "/"), "artifacts go where the options say: \(path)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
            }
            let diff = try! RasterImage(contentsOfPNG: failure.diff!)
            XCTAssertEqual(diff.rgba(5, 3), [255, 0, 255, 255])
            XCTAssertEqual(diff.rgba(6, 3), [255, 0, 255, 255])
            XCTAssertNotEqual(diff.rgba(0, 0), [255, 0, 255, 255])
        }
        // Tolerance, off by default, accepts it when asked.
        var tolerant = options
        tolerant.tolerance = Tolerance(maxChangedPixels: 2)
        XCTAssertEqual(try verifySnapshotAt(fakeTest, view(dot: 6), tolerant), .matched)
    }

    func testPixelHashAssertion() throws {
        let options = SnapshotOptions(scale: 1, artifactsDirectory: artifacts)
        let expected = try renderHash(view(dot: 5))
        XCTAssertNoThrow(try verifyPixelHash(of: view(dot: 5), equals: expected, options: options))
        XCTAssertThrowsError(try verifyPixelHash(of: view(dot: 6), equals: expected, options: options)) { error in
            let actual = try! XCTUnwrap((error as? SnapshotFailure)?.actual)
            // pixel-hashes/<class>/<test>/hash-….new.png: the running test's own folder.
            XCTAssertEqual(actual.deletingLastPathComponent().path,
                           self.artifacts.appendingPathComponent("pixel-hashes/SnapshotTestingTests/testPixelHashAssertion").path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: actual.path), actual.path)
        }
    }

    private func renderHash<V: View>(_ view: V) throws -> String {
        let renderer = ImageRenderer(content: view)
        renderer.backgroundColor = .systemBackground
        return try renderer.render().pixelHash
    }

    /// `verifySnapshot` with its references in `directory` (never beside this test file).
    private func verifySnapshotAt<V: View>(_ directory: String, _ view: V, _ options: SnapshotOptions) throws -> SnapshotOutcome {
        var options = options
        options.referenceDirectory = URL(fileURLWithPath: directory)
        return try verifySnapshot(of: view, named: "swatch", options: options)
    }

    func testDefaultBackgroundIsTheSystemBackground() throws {
        // The same default as the swift-snapshot-testing strategies and render-swatches:
        // a view that draws nothing shows the appearance's systemBackground.
        let empty = Color.clear.frame(width: 2, height: 2)
        for (appearance, expected) in [(Appearance.light, [UInt8](arrayLiteral: 255, 255, 255, 255)), (.dark, [0, 0, 0, 255])] {
            var options = SnapshotOptions(appearance: appearance, record: .missing)
            options.referenceDirectory = folder
            XCTAssertThrowsError(try verifySnapshot(of: empty, named: appearance.rawValue, options: options))  // recorded
            let stored = try RasterImage(contentsOfPNG: folder.appendingPathComponent("\(appearance.rawValue).png"))
            XCTAssertEqual(stored.rgba(0, 0), expected, "\(appearance)")
        }
    }

    func testDefaultReferenceLivesBesideTheTestFile() {
        let url = SnapshotStore.referenceURL(name: "card dark/../x", testFile: "/src/Tests/AppTests/CardTests.swift")
        XCTAssertEqual(url.path, "/src/Tests/AppTests/__Snapshots__/CardTests/card_dark_.._x.png")
    }
}
