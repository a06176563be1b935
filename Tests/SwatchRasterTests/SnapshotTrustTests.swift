import Foundation
import SwatchRaster
@testable import SwatchRasterTesting
import XCTest

/// Issue 26: snapshot testing that people can trust — record modes that never record
/// silently, automatic names, artifacts that never collide, precision tolerances, and a
/// review page that keeps every process's results.
final class SnapshotTrustTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func square(_ color: Color) -> some View { color.frame(width: 8, height: 8) }

    private func options(_ record: SnapshotOptions.Record?) -> SnapshotOptions {
        SnapshotOptions(scale: 1, record: record, referenceDirectory: folder.appendingPathComponent("refs"),
                        artifactsDirectory: folder.appendingPathComponent("artifacts"))
    }

    /// What `body` writes to stderr (the record log), captured through a temporary file.
    private func standardError(_ body: () throws -> Void) rethrows -> String {
        let file = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try! FileHandle(forWritingTo: file)
        let saved = dup(2)
        dup2(handle.fileDescriptor, 2)
        defer {
            dup2(saved, 2)
            close(saved)
            try? handle.close()
        }
        try body()
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    func testTheModeComesFromTheOptionThenTheEnvironmentThenCI() throws {
        typealias Record = SnapshotOptions.Record
        XCTAssertEqual(try Record.resolved(.failed, environment: ["SWATCH_RECORD": "all", "CI": "true"]), .failed)
        XCTAssertEqual(try Record.resolved(nil, environment: ["SWATCH_RECORD": "failed"]), .failed)
        XCTAssertEqual(try Record.resolved(nil, environment: ["SWATCH_RECORD": "1"]), .all)
        XCTAssertEqual(try Record.resolved(nil, environment: ["CI": "true"]), .never)
        XCTAssertEqual(try Record.resolved(nil, environment: ["CI": "false"]), .missing)
        XCTAssertEqual(try Record.resolved(nil, environment: [:]), .missing)
        XCTAssertThrowsError(try Record.resolved(nil, environment: ["SWATCH_RECORD": "yes"])) { error in
            XCTAssertTrue("\(error)".contains("SWATCH_RECORD=yes is not a record mode"), "\(error)")
        }
        // `record: true` and `record: false` still compile, meaning .all and .missing.
        XCTAssertEqual(SnapshotOptions(record: true).record, .all)
        XCTAssertEqual(SnapshotOptions(record: false).record, .missing)
    }

    func testNeverFailsLoudlyWhenAReferenceIsMissingAndWritesNothing() throws {
        XCTAssertThrowsError(try verifySnapshot(of: square(.red), named: "card", options: options(.never))) { error in
            XCTAssertTrue("\(error)".contains("record mode is never"), "\(error)")
            XCTAssertTrue("\(error)".contains("SWATCH_RECORD=missing swift test"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/card.png").path))
        // The rendering is kept as an artifact, to look at.
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/SnapshotTrustTests/SnapshotTrustTests/testNeverFailsLoudlyWhenAReferenceIsMissingAndWritesNothing/card.new.png").path))
    }

    func testEveryRecordingIsNamedOnStandardError() throws {
        let log = try standardError {
            XCTAssertThrowsError(try verifySnapshot(of: square(.red), named: "card", options: options(.missing)))
            XCTAssertEqual(try verifySnapshot(of: square(.red), named: "card", options: options(.all)),
                           .recorded(folder.appendingPathComponent("refs/card.png")))
        }
        XCTAssertTrue(log.contains("SwatchRasterTesting: recorded \(folder.path)/refs/card.png"), log)
        XCTAssertTrue(log.contains("SwatchRasterTesting: re-recorded \(folder.path)/refs/card.png"), log)
        XCTAssertTrue(log.contains("record mode all"), log)
    }

    func testFailedReRecordsOnlyWhatFails() throws {
        XCTAssertEqual(try verifySnapshot(of: square(.red), named: "card", options: options(.all)), .recorded(folder.appendingPathComponent("refs/card.png")))
        // A match is left alone.
        XCTAssertEqual(try verifySnapshot(of: square(.red), named: "card", options: options(.failed)), .matched)
        // A mismatch fails, and its reference now holds the new rendering.
        XCTAssertThrowsError(try verifySnapshot(of: square(.blue), named: "card", options: options(.failed))) { error in
            XCTAssertTrue("\(error)".contains("re-recorded"), "\(error)")
        }
        XCTAssertEqual(try verifySnapshot(of: square(.blue), named: "card", options: options(.missing)), .matched)
    }

    func testNamesDefaultToTheTestFunctionAndACounter() throws {
        try verifySnapshot(of: square(.red), options: options(.all))
        try verifySnapshot(of: square(.blue), options: options(.all))
        let refs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path).sorted()
        XCTAssertEqual(refs, ["testNamesDefaultToTheTestFunctionAndACounter.1.png", "testNamesDefaultToTheTestFunctionAndACounter.2.png"])
        // The same calls in the next run find them in the same order.
        XCTAssertEqual(SnapshotNaming.automaticName(file: "/x/CardTests.swift", function: "card()"), "card.1")
        XCTAssertEqual(SnapshotNaming.automaticName(file: "/x/CardTests.swift", function: "card()"), "card.2")
        XCTAssertEqual(SnapshotNaming.automaticName(file: "/x/OtherTests.swift", function: "card()"), "card.1")
    }

    func testTwoSuitesWithTheSameSnapshotNameKeepTheirOwnArtifacts() throws {
        // CardTests "card" and OtherTests "card" used to share card.new.png in one folder.
        var failures: [SnapshotFailure] = []
        func check(_ suite: String, _ color: Color, _ record: () throws -> Void, _ verify: () throws -> Void) throws {
            try record()
            XCTAssertThrowsError(try verify()) { failures.append($0 as! SnapshotFailure) }
        }
        var recording = options(.all), checking = options(.missing)
        recording.referenceDirectory = folder.appendingPathComponent("refs/CardTests")
        checking.referenceDirectory = recording.referenceDirectory
        try check("CardTests", .red,
                  { try verifySnapshot(of: square(.blue), named: "card", options: recording, file: "/p/CardTests.swift") },
                  { try verifySnapshot(of: square(.red), named: "card", options: checking, file: "/p/CardTests.swift") })
        recording.referenceDirectory = folder.appendingPathComponent("refs/OtherTests")
        checking.referenceDirectory = recording.referenceDirectory
        try check("OtherTests", .green,
                  { try verifySnapshot(of: square(.blue), named: "card", options: recording, file: "/p/OtherTests.swift") },
                  { try verifySnapshot(of: square(.green), named: "card", options: checking, file: "/p/OtherTests.swift") })
        XCTAssertEqual(failures.map { $0.actual!.path }, [
            folder.appendingPathComponent("artifacts/CardTests/SnapshotTrustTests/testTwoSuitesWithTheSameSnapshotNameKeepTheirOwnArtifacts/card.new.png").path,
            folder.appendingPathComponent("artifacts/OtherTests/SnapshotTrustTests/testTwoSuitesWithTheSameSnapshotNameKeepTheirOwnArtifacts/card.new.png").path,
        ])
        // Each failure's image is its own rendering.
        XCTAssertEqual(try RasterImage(contentsOfPNG: failures[0].actual!).rgba(1, 1), [255, 59, 48, 255])
        XCTAssertEqual(try RasterImage(contentsOfPNG: failures[1].actual!).rgba(1, 1), [52, 199, 89, 255])
    }

    func testPrecisionAndPerceptualPrecision() throws {
        // 64 pixels; the candidate changes 4 of them slightly (ΔE ≈ 1.3) and nothing else.
        func view(_ nudge: Bool) -> some View {
            ZStack(alignment: .topLeading) {
                Color(red: 0.5, green: 0.5, blue: 0.5).frame(width: 8, height: 8)
                Color(red: nudge ? 0.51 : 0.5, green: 0.5, blue: 0.5).frame(width: 2, height: 2)
            }
        }
        var options = options(.all)
        try verifySnapshot(of: view(false), named: "grey", options: options)
        options.record = .missing
        XCTAssertThrowsError(try verifySnapshot(of: view(true), named: "grey", options: options))
        // Perceptually equal at 0.98 (ΔE ≤ 2): passes with every pixel required to match.
        options.tolerance = Tolerance(perceptualPrecision: 0.98)
        XCTAssertEqual(try verifySnapshot(of: view(true), named: "grey", options: options), .matched)
        // Exact comparison, but 94 % of the pixels must match: 4 of 64 differ (93.75 %), fails.
        options.tolerance = Tolerance(precision: 0.94)
        XCTAssertThrowsError(try verifySnapshot(of: view(true), named: "grey", options: options))
        options.tolerance = Tolerance(precision: 0.93)
        XCTAssertEqual(try verifySnapshot(of: view(true), named: "grey", options: options), .matched)
        // The ΔE*76 behind perceptualPrecision, against published values: white vs black is 100.
        let white = Lab.fromSRGB(255, 255, 255), black = Lab.fromSRGB(0, 0, 0)
        XCTAssertEqual(white.0, 100, accuracy: 0.01)
        XCTAssertEqual(black.0, 0, accuracy: 0.01)
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 (Lindbloom's calculator, D65).
        let red = Lab.fromSRGB(255, 0, 0)
        XCTAssertEqual(red.0, 53.24, accuracy: 0.05)
        XCTAssertEqual(red.1, 80.09, accuracy: 0.1)
        XCTAssertEqual(red.2, 67.20, accuracy: 0.1)
    }

    func testTheReviewPageKeepsEveryProcessOfTheRun() throws {
        // swift test runs XCTest, then Swift Testing; each used to replace the page, which
        // then said "1 of 1 need review" after three failures.
        let directory = folder.appendingPathComponent("report")
        var options = self.options(.missing)
        options.reportDirectory = directory
        func entry(_ name: String, _ status: ReviewReport.Status) -> ReviewReport.Entry {
            ReviewReport.Entry(name: name, status: status)
        }
        // A section left by an earlier run (another parent process) goes.
        SnapshotReport.add(entry("old", .mismatch), options: options, section: ("swift-testing", "Swift Testing"), run: "earlier")
        SnapshotReport.add(entry("a", .mismatch), options: options, section: ("xctest", "XCTest"), run: "this")
        SnapshotReport.add(entry("b", .mismatch), options: options, section: ("xctest", "XCTest"), run: "this")
        SnapshotReport.add(entry("c", .mismatch), options: options, section: ("swift-testing", "Swift Testing"), run: "this")
        SnapshotReport.add(entry("d", .passed), options: options, section: ("swift-testing", "Swift Testing"), run: "this")
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<h1>Snapshot tests: 3 of 4 need review</h1>"), index)
        XCTAssertTrue(index.contains(#"data-process="xctest" data-total="2" data-failed="2""#), index)
        XCTAssertTrue(index.contains(#"data-process="swift-testing" data-total="2" data-failed="1""#), index)
        XCTAssertFalse(try String(contentsOf: directory.appendingPathComponent("swift-testing/index.html"), encoding: .utf8).contains("old"))
    }
}
