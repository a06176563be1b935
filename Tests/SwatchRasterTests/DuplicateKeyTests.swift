@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// Repeated member names in JSON themes (hand-merged DTCG files): the later value is used,
/// as JavaScript's JSON.parse does, and a `warning:` names the key and both lines.
final class DuplicateKeyTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-dup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private let tokens = """
        {
          "brand": {
            "$type": "color",
            "primary": { "$value": "#ff0000" },
            "accent": { "$value": "#0000ff" },
            "primary": { "$value": "#00ff00" }
          }
        }

        """

    func testLaterValueIsDrawnInTheFirstPlaceAndTheKeyIsReported() throws {
        let url = directory.appendingPathComponent("merged.tokens.json")
        try tokens.write(to: url, atomically: true, encoding: .utf8)
        let theme = try Theme.load(contentsOf: url.path)
        XCTAssertEqual(theme.warnings.map(\.description), [
            "\(url.path): line 6: duplicate key \"brand.primary\" (first at line 4); the later value is used",
        ])
        XCTAssertEqual(theme.swatches.map(\.name), ["primary", "accent"], "one swatch per name, where it first appears")
        // The drawn colors: primary is the later value (green), not red.
        XCTAssertEqual(try swatchPixels(theme, appearance: .light), [[0, 255, 0, 255], [0, 0, 255, 255]])
    }

    func testCommandLinePrintsTheWarningAndStillRenders() throws {
        try tokens.write(to: directory.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let result = try runCLI(["--palette", "t.json", "-o", "t.png", "--scale", "1"], in: directory)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err, "warning: t.json: line 6: duplicate key \"brand.primary\" (first at line 4); the later value is used\n")
        let batch = try runCLI(["batch", "t.json", "--output-dir", "o", "--appearance", "light", "--scale", "1", "--quiet"], in: directory)
        XCTAssertEqual(batch.status, 0, batch.err)
        XCTAssertEqual(batch.err, "warning: t.json: line 6: duplicate key \"brand.primary\" (first at line 4); the later value is used\n")
    }

    /// Nested and repeated groups are reported in file order, with their full paths; array
    /// elements are named by index.
    func testPathsAndOrder() throws {
        let json = """
            {
              "a": { "x": 1, "b": { "y": 1 } },
              "a": {
                "b": { "y": 1, "y": 2 },
                "list": [ { "k": 1, "k": 2 } ]
              }
            }
            """
        var warnings: [ThemeDiagnostic] = []
        let root = try ThemeFile.parseJSON(Array(json.utf8), file: "f.json", warnings: &warnings)
        XCTAssertEqual(warnings.map(\.description), [
            "f.json: line 3: duplicate key \"a\" (first at line 2); the later value is used",
            "f.json: line 4: duplicate key \"a.b.y\" (first at line 4); the later value is used",
            "f.json: line 5: duplicate key \"a.list[0].k\" (first at line 5); the later value is used",
        ])
        XCTAssertNil(root["a"]?["x"], "the whole later object replaces the earlier one")
        XCTAssertEqual(root["a"]?["b"]?["y"]?.number, 2)
        XCTAssertEqual(root.members?.count, 1)
    }

    func testColorsetDuplicateIsAWarningOfItsTheme() throws {
        let folder = directory.appendingPathComponent("tint.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let contents = """
            {
              "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
                "components": { "red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000", "red": "0.000" } } } ]
            }
            """
        try contents.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let theme = try Theme.load(contentsOf: folder.path)
        XCTAssertEqual(theme.warnings.map(\.message), [
            "duplicate key \"colors[0].color.components.red\" (first at line 3); the later value is used",
        ])
        XCTAssertEqual(try swatchPixels(theme, appearance: .light), [[0, 0, 0, 255]], "the later red, 0, is drawn")
    }
}
