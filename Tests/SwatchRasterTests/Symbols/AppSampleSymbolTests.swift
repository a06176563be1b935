@testable import SwatchRaster
import XCTest

/// The SF Symbols names of the 30-app sample (coverage/app-sample-symbols.tsv, from the apps of
/// coverage/app-sample.md; issue 49) against the default set, and the two-digit numbered
/// symbols that sample uses ("01.circle.fill").
final class AppSampleSymbolTests: XCTestCase {
    /// coverage/app-sample-symbols.tsv: each name and its uses (comment and header lines skipped).
    private func sample() throws -> [(name: String, uses: Int)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("coverage/app-sample-symbols.tsv"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard !line.hasPrefix("#"), fields.count >= 3, let uses = Int(fields[1]) else { return nil }
            return (String(fields[0]), uses)
        }
    }

    /// At least 98 % of the sample's uses, and every name used 3 or more times, draw a picture
    /// (scripts/symbol-coverage prints the same count).
    func testTheAppSampleIsCovered() throws {
        let rows = try sample()
        XCTAssertEqual(rows.count, 513)
        let total = rows.reduce(0) { $0 + $1.uses }
        XCTAssertEqual(total, 1763)
        let drawn = rows.filter { SystemSymbolCatalog.drawing(of: $0.name) != nil }.reduce(0) { $0 + $1.uses }
        XCTAssertGreaterThanOrEqual(Double(drawn) / Double(total), 0.98, "\(drawn) of \(total) uses draw a picture")
        let missing = rows.filter { $0.uses >= 3 && SystemSymbolCatalog.drawing(of: $0.name) == nil }.map(\.name)
        XCTAssertEqual(missing, [], "names used 3 or more times that draw the placeholder")
    }

    /// "01" … "50" compose with SF's suffixes as "1" does, drawn from the system font.
    func testTwoDigitNamesComposeLikeOneCharacter() throws {
        let recipe = try XCTUnwrap(SymbolName.resolve("01.circle.fill"))
        XCTAssertEqual(recipe.base, .character("01"))
        XCTAssertEqual(recipe.enclosure, .circle)
        XCTAssertTrue(recipe.isFilled)
        XCTAssertEqual(SystemSymbolCatalog.drawing(of: "05.square.fill"), "composed character 05 + square + fill")
        XCTAssertEqual(SystemSymbolCatalog.drawing(of: "50.circle"), "composed character 50 + circle")
        // Letters stay one character; three digits are no SF name.
        XCTAssertNil(SymbolName.resolve("ab.circle"))
        XCTAssertNil(SymbolName.resolve("100.circle"))
    }

    /// "01.circle.fill" draws two digits: in monochrome they are cut out of the disc, so the
    /// disc holds exactly two separate islands of background, the "0" and the "1".
    func testTwoDigitCircleDrawsTwoDigits() throws {
        let renderer = ImageRenderer(content: Image(systemName: "01.circle.fill").font(.system(size: 64)).foregroundStyle(.black))
        renderer.scale = 1
        renderer.backgroundColor = .white
        let image = try renderer.render()
        let width = image.width, height = image.height
        var white = [Bool](repeating: false, count: width * height)
        for y in 0..<height { for x in 0..<width { white[y * width + x] = image[x, y].r >= 128 } }
        // White regions (4-connected); those touching the border are the background outside.
        var seen = [Bool](repeating: false, count: width * height)
        var islands: [Int] = []
        for start in 0..<(width * height) where white[start] && !seen[start] {
            var stack = [start], size = 0, touchesBorder = false
            seen[start] = true
            while let index = stack.popLast() {
                size += 1
                let x = index % width, y = index / width
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { touchesBorder = true }
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < width && ny < height && white[ny * width + nx] && !seen[ny * width + nx] {
                    seen[ny * width + nx] = true
                    stack.append(ny * width + nx)
                }
            }
            if !touchesBorder { islands.append(size) }
        }
        XCTAssertEqual(islands.count, 2, "two digits cut out of the disc: \(islands)")
        XCTAssertTrue(islands.allSatisfy { $0 > 30 }, "each digit is a stroke, not a stray pixel: \(islands)")
        // The one-character form still cuts one island.
        XCTAssertEqual(SymbolName.resolve("1.circle.fill")?.base, .character("1"))
    }
}
