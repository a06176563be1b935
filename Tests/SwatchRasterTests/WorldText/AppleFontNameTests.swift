@testable import SwatchRaster
import XCTest

/// Fonts named as iOS names them map to the closest installed family, and a name nothing
/// answers to draws in the system font with one warning, never an error (issue 35).
final class AppleFontNameTests: XCTestCase {
    private func face(_ font: Font) throws -> FontFace {
        let node = try XCTUnwrap(layOut(Text("Hamburgefonstiv").font(font)).all("Text").first as? TextNode)
        return node.runs[0].face
    }

    func testBundledIOSFamiliesMapToMetricCompatibleFaces() throws {
        XCTAssertEqual(try face(.custom("Courier", size: 17)).familyName, "Nimbus Mono PS")
        XCTAssertEqual(try face(.custom("Courier New", size: 17)).familyName, "Liberation Mono")
        XCTAssertEqual(try face(.custom("Helvetica", size: 17)).familyName, "Nimbus Sans")
        XCTAssertEqual(try face(.custom("Arial", size: 17)).familyName, "Liberation Sans")
        XCTAssertEqual(try face(.custom("Times New Roman", size: 17)).familyName, "Liberation Serif")
        XCTAssertEqual(try face(.custom("Palatino", size: 17)).familyName, "P052")
        XCTAssertEqual(try face(.custom("Menlo", size: 17)).familyName, "DejaVu Sans Mono")
    }

    func testCourierIsSixTenthsOfAnEmPerCharacter() throws {
        // Adobe's Courier metrics (its AFM): every glyph 600 units of 1000. Nimbus Mono PS keeps them.
        let width = try layOut(Text("Courier").font(.custom("Courier", size: 17))).frame.width
        XCTAssertEqual(width, 7 * 0.6 * 17, accuracy: 0.001)
    }

    func testPostScriptNamesCarryWeightAndSlant() throws {
        XCTAssertEqual(AppleFontNames.parse("AvenirNext-DemiBold"), .init(family: "Avenir Next", weight: 600, italic: false))
        XCTAssertEqual(AppleFontNames.parse("Helvetica-BoldOblique"), .init(family: "Helvetica", weight: 700, italic: true))
        XCTAssertEqual(AppleFontNames.parse("TimesNewRomanPSMT"), .init(family: "Times New Roman", weight: nil, italic: false))
        let bold = try face(.custom("HelveticaNeue-Bold", size: 17))
        XCTAssertEqual(bold.familyName, "Nimbus Sans")
        XCTAssertGreaterThanOrEqual(bold.weightClass, 700)
        XCTAssertTrue(try face(.custom("Georgia-Italic", size: 17)).isSlanted)
    }

    func testAnUnknownNameFallsBackToTheSystemFontWithOneWarning() throws {
        let (faces, warnings) = try RuntimeWarnings.capturing {
            [try face(.custom("No Such Font 35", size: 17)), try face(.custom("No Such Font 35", size: 20))]
        }
        XCTAssertEqual(faces.map(\.familyName), [SystemFont.defaultFamily, SystemFont.defaultFamily])
        XCTAssertEqual(warnings, ["font \"No Such Font 35\" is not installed and has no stand-in for an iOS font: drawn with the system font"])
    }

    func testAFontFileFreeTypeCannotOpenIsReportedAndSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appfonts-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("App_App.resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = fonts.appendingPathComponent("Broken.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: broken))
        let good = fonts.appendingPathComponent("Good.otf").path
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: good)
        XCTAssertEqual(AppFonts.fontFiles(under: folder.path, depth: 0), [broken, good])
        let (added, warnings) = RuntimeWarnings.capturing {
            Fontconfig.shared.withConfig { config in [AppFonts.add(broken, to: config), AppFonts.add(good, to: config)] }
        }
        XCTAssertEqual(added, [false, true])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("cannot load font \(broken): "), warnings[0])
    }
}
