// Swift Testing beside `import SwiftUI` and `import UIKit`: the toolchain's Testing module
// asks for `_Testing_CoreGraphics` and `_Testing_UIKit` once modules of those names are in
// view; this file compiles only because the package provides them (ARCHITECTURE §2.7).
import SwatchRasterTesting
import SwiftUI
import Testing
import UIKit

@Test @MainActor func uiColorThroughSwiftTesting() throws {
    #expect(try pixel(Color(.white).frame(width: 3, height: 3)) == [255, 255, 255, 255])
}

// Issue 26: a snapshot without `named:` under Swift Testing takes the test function's name and
// a counter, as under XCTest; a failure attaches its images to the test (Swift 6.2+) besides
// writing them to disk.
@Test @MainActor func automaticSnapshotNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-names-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SnapshotOptions(scale: 1, record: .all, referenceDirectory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts"))
    try verifySnapshot(of: Color.red.frame(width: 4, height: 4), options: options)
    try verifySnapshot(of: Color.blue.frame(width: 4, height: 4), options: options)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    #expect(names == ["automaticSnapshotNames.1.png", "automaticSnapshotNames.2.png"])
    // A mismatch: the failure is thrown; its reference, new and diff images are attached.
    options.record = .missing
    #expect(throws: SnapshotFailure.self) {
        try verifySnapshot(of: Color.green.frame(width: 4, height: 4), named: "automaticSnapshotNames.1", options: options)
    }
}
