import SwatchRasterTesting
import Testing
import XCTest

// Two XCTest classes in one file, failing on the same snapshot name in test methods of the
// same name (issue 37): each failure writes its own images, under the file, its class and
// its test, and its message names those images. Before, both wrote
// <artifacts>/SnapshotArtifactTests/card.new.png and the second overwrote the first.

/// A reference of one color and a check of another, in a folder of the test's own: the
/// check fails, and the failure is returned for the test to inspect.
private func failingCheck(_ name: String, in folder: URL, file: StaticString = #filePath, function: String = #function) throws -> SnapshotFailure {
    let card = { (color: Color) in color.frame(width: 4, height: 4) }
    var options = SnapshotOptions(scale: 1, record: .all, referenceDirectory: folder.appendingPathComponent("refs"),
                                  artifactsDirectory: folder.appendingPathComponent("artifacts"))
    try verifySnapshot(of: card(.red), named: name, options: options, file: file, function: function)
    options.record = .never
    do {
        try verifySnapshot(of: card(.blue), named: name, options: options, file: file, function: function)
    } catch let failure as SnapshotFailure {
        return failure
    }
    throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the check of \(name) passed"])
}

private func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("artifact-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

final class CardArtifactTests: XCTestCase {
    func testCard() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try failingCheck("card", in: folder)
        let expected = folder.appendingPathComponent("artifacts/SnapshotArtifactTests/CardArtifactTests/testCard/card.new.png")
        XCTAssertEqual(failure.actual?.path, expected.path)
        XCTAssertEqual(failure.diff?.path, expected.deletingLastPathComponent().appendingPathComponent("card.diff.png").path)
        XCTAssertTrue(failure.description.contains("new: \(expected.path)"), failure.description)
        XCTAssertEqual(try RasterImage(contentsOfPNG: expected).rgba(1, 1), [0, 122, 255, 255], "the image is this test's rendering")
    }
}

final class OtherCardArtifactTests: XCTestCase {
    func testCard() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try failingCheck("card", in: folder)
        let expected = folder.appendingPathComponent("artifacts/SnapshotArtifactTests/OtherCardArtifactTests/testCard/card.new.png")
        XCTAssertEqual(failure.actual?.path, expected.path)
        XCTAssertTrue(failure.description.contains("new: \(expected.path)"), failure.description)
    }

    func testTheSameNameInAnotherMethodHasItsOwnFolder() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try failingCheck("card", in: folder)
        XCTAssertEqual(failure.actual?.path,
                       folder.appendingPathComponent("artifacts/SnapshotArtifactTests/OtherCardArtifactTests/testTheSameNameInAnotherMethodHasItsOwnFolder/card.new.png").path)
    }
}

/// Swift Testing: the suite's type and the test function name the folder.
@Suite struct CardArtifactSuite {
    @Test func card() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try failingCheck("card", in: folder)
        #expect(failure.actual?.path == folder.appendingPathComponent("artifacts/SnapshotArtifactTests/CardArtifactSuite/card/card.new.png").path)
    }
}
