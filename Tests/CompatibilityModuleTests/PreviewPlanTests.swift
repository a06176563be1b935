import SwiftUI
import XCTest
@testable import SwatchPreviewRunner
import SwatchSheets

/// The render-previews plan over this module's own previews (PreviewFixtures.swift): stable,
/// unique file names, the matrix's suffixes, and the record modes (§2.10).
final class PreviewPlanTests: XCTestCase {
    func testFileNamesAreStableUniqueAndFollowTheIssuesLayout() {
        MainActor.assumeIsolated {
            let records = PreviewRegistry.previews(in: "CompatibilityModuleTests")
            let files = PreviewPlan.jobs(for: records, matrix: PreviewMatrix(), scale: nil).map(\.file)
            XCTAssertEqual(files, [
                "CompatibilityModuleTests/PreviewFixtures/Preview@3x.png",
                "CompatibilityModuleTests/PreviewFixtures/Named@3x.png",
                "CompatibilityModuleTests/PreviewFixtures/Fits@3x.png",
                // A second unnamed preview in the same file is told apart by a counter.
                "CompatibilityModuleTests/PreviewFixtures/Preview-2@3x.png",
                "CompatibilityModuleTests/PreviewFixtures/With-state@3x.png",
                "CompatibilityModuleTests/GroupLayout_Previews/First@3x.png",
                "CompatibilityModuleTests/GroupLayout_Previews/Second@3x.png",
                "CompatibilityModuleTests/Swatch_Previews/Blue-swatch@3x.png",
                // `.previewDevice("iPhone SE")` renders at that device's scale.
                "CompatibilityModuleTests/Swatch_Previews/Swatch_Previews-2@2x.png",
            ])
            XCTAssertEqual(Set(files).count, files.count)
        }
    }

    func testMatrixAddsSuffixesOnlyForValuesOtherThanTheDefaults() {
        MainActor.assumeIsolated {
            let records = Array(PreviewRegistry.previews(in: "CompatibilityModuleTests").prefix(1))
            var matrix = PreviewMatrix()
            matrix.appearances = [.light, .dark]
            matrix.devices = [.iPhone16, .iPhoneSE]
            matrix.dynamicTypeSizes = [.large, .accessibility2]
            matrix.layoutDirections = [.leftToRight, .rightToLeft]
            let jobs = PreviewPlan.jobs(for: records, matrix: matrix, scale: nil)
            XCTAssertEqual(jobs.count, 16)
            let files = jobs.map { String($0.file.split(separator: "/").last!) }
            XCTAssertEqual(files.first, "Preview@3x.png", "the default render keeps its name when axes are added")
            XCTAssertTrue(files.contains("Preview-dark-iPhone-SE-accessibility2-rtl@2x.png"))
            XCTAssertEqual(Set(files).count, 16)
            XCTAssertEqual(jobs.last?.variant.manifestVariant(defaultDevice: .iPhone16), "iPhone-SE, accessibility2, rtl")
            XCTAssertEqual(PreviewPlan.jobs(for: records, matrix: matrix, scale: 1).first?.file,
                           "CompatibilityModuleTests/PreviewFixtures/Preview@1x.png")
        }
    }

    /// Issue 37: Xcode's canvas and the simulator show the window's background, white in
    /// light and black in dark; a device preview is no longer transparent. `--transparent`
    /// keeps the old behaviour.
    func testDevicePreviewsDrawTheWindowsBackground() throws {
        try MainActor.assumeIsolated {
            let records = PreviewRegistry.previews(in: "CompatibilityModuleTests")
            var matrix = PreviewMatrix()
            matrix.appearances = [.light, .dark]
            let jobs = PreviewPlan.jobs(for: records, matrix: matrix, scale: 1).filter { $0.name == "Named" }
            let light = try PreviewRendering.render(jobs[0], record: records[jobs[0].recordIndex])
            let dark = try PreviewRendering.render(jobs[1], record: records[jobs[1].recordIndex])
            XCTAssertEqual([light.width, light.height], [393, 852], "a device preview fills the iPhone 16 screen")
            XCTAssertEqual(Array(light.pixels[0..<4]), [255, 255, 255, 255], "systemBackground, light")
            XCTAssertEqual(Array(dark.pixels[0..<4]), [0, 0, 0, 255], "systemBackground, dark")
            let clear = PreviewPlan.jobs(for: records, matrix: matrix, scale: 1, transparent: true).filter { $0.name == "Named" }
            let transparent = try PreviewRendering.render(clear[1], record: records[clear[1].recordIndex])
            XCTAssertEqual(transparent.pixels[3], 0, "--transparent leaves the corner clear")
        }
    }

    func testRenderingAJobAppliesTheVariant() throws {
        try MainActor.assumeIsolated {
            let records = PreviewRegistry.previews(in: "CompatibilityModuleTests")
            var matrix = PreviewMatrix()
            matrix.appearances = [.light, .dark]
            let jobs = PreviewPlan.jobs(for: records, matrix: matrix, scale: 1).filter { $0.name == "Fits" }
            let light = try PreviewRendering.render(jobs[0], record: records[jobs[0].recordIndex])
            let dark = try PreviewRendering.render(jobs[1], record: records[jobs[1].recordIndex])
            XCTAssertEqual([light.width, light.height], [dark.width, dark.height])
            XCTAssertNotEqual(light.pixelHash(using: .xxh3_128), dark.pixelHash(using: .xxh3_128))
        }
    }

    func testRecordModeFollowsTheOptionThenSwatchRecordThenCI() {
        XCTAssertEqual(try RecordMode.resolve(option: .failed, environment: ["CI": "true"]).get(), .failed)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: ["SWATCH_RECORD": "1", "CI": "1"]).get(), .all)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: ["CI": "true"]).get(), .never)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: [:]).get(), .missing)
        XCTAssertEqual(RecordMode.resolve(option: nil, environment: ["SWATCH_RECORD": "sometimes"]),
                       .failure(PreviewRunError("SWATCH_RECORD=sometimes is not a record mode: use all, missing, failed or never")))
    }

    func testWorkerAnswersAreCheckedAgainstTheJobAsked() {
        XCTAssertEqual(WorkerProcess.parse("ok 3 10 20 xxh3-128:00 1.500", job: 3),
                       .rendered(width: 10, height: 20, pixelHash: "xxh3-128:00", milliseconds: 1.5))
        XCTAssertEqual(WorkerProcess.parse("error 3 RenderError: empty", job: 3), .failed("RenderError: empty"))
        XCTAssertEqual(WorkerProcess.parse("ok 4 10 20 xxh3-128:00 1.5", job: 3),
                       .failed("worker answered \"ok 4 10 20 xxh3-128:00 1.5\" to job 3"))
    }

    func testPreviewManifestsAllowFoldersButNotEscapes() throws {
        let image = BatchManifest.Image(file: "Views/Card/Card@3x.png", input: "Views/Card.swift:4", theme: "Card",
                                        appearance: "light", scale: 3, width: 3, height: 3,
                                        pixelHash: "xxh3-128:" + String(repeating: "0", count: 32))
        var manifest = BatchManifest(options: SheetOptions(), images: [image], failures: [], kind: .previews)
        XCTAssertNoThrow(try manifest.validate(path: "m.json"))
        manifest.images[0].file = "Views/../../etc/x.png"
        XCTAssertThrowsError(try manifest.validate(path: "m.json"))
        manifest.kind = nil
        manifest.images[0].file = "Views/Card/Card@3x.png"
        XCTAssertThrowsError(try manifest.validate(path: "m.json"), "a batch manifest's files stay plain names")
    }
}
