import Foundation
@testable import SwatchPreviewRunner
import XCTest

/// A preview that reads the clock or randomness differs between runs, in Xcode as here: its
/// mismatch says so (issue 46), and a steady preview's does not.
final class RunDependentPreviewTests: XCTestCase {
    func testClockAndRandomPreviewsAreNamedSteadyOnesAreNot() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("run-dependent-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("Sources/Clock/Views")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            import SwiftUI

            struct Stamp: View {
                let date: Date
                var body: some View { Text(date, style: .time) }
            }

            #Preview("Now") {
                Stamp(date: Date())
            }

            #Preview("Fixed") {
                Stamp(date: Date(timeIntervalSince1970: 0))
            }

            struct Dice_Previews: PreviewProvider {
                static var previews: some View { Text("\\(Int.random(in: 1...6))") }
            }
            """.utf8).write(to: folder.appendingPathComponent("Stamp.swift"))
        let now = try XCTUnwrap(RunDependentPreviews.note(for: "Clock/Stamp.swift:8", package: package))
        XCTAssertTrue(now.hasPrefix("its code uses Date(), so it differs between runs, as it does in Xcode's canvas"), now)
        XCTAssertNil(RunDependentPreviews.note(for: "Clock/Stamp.swift:12", package: package))
        let dice = try XCTUnwrap(RunDependentPreviews.note(for: "Clock.Dice_Previews#0", package: package))
        XCTAssertTrue(dice.contains(".random"), dice)
    }
}
