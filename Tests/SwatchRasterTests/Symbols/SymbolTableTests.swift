@testable import SwatchRaster
import XCTest

/// The default symbol set's table against the font and the usage sample (issue 36).
final class SymbolTableTests: XCTestCase {
    /// coverage/usage-facts.tsv's `symbol` rows: each SF name and the sample files using it.
    private func usage() throws -> [(name: String, files: Int)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("coverage/usage-facts.tsv"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5, fields[0] == "symbol", let files = Int(fields[4]) else { return nil }
            return (String(fields[2]), files)
        }
    }

    /// coverage/app-sample-symbols.tsv's names (the 30-app sample, issue 49).
    private func appSample() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("coverage/app-sample-symbols.tsv"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            guard !line.hasPrefix("#"), fields.count >= 3, Int(fields[1]) != nil else { return nil }
            return String(fields[0])
        }
    }

    func testEveryTableIconIsOneGlyphOfTheFont() throws {
        XCTAssertNotNil(MaterialIcons.face, "fonts-material-design-icons-iconfont is installed (README set-up line)")
        for (name, material) in SymbolTable.material {
            XCTAssertNotNil(MaterialIcons.glyph(named: material), "\(name) → \(material) is no icon of Material Icons")
        }
        for (name, target) in SymbolTable.aliases {
            XCTAssertNotNil(SymbolName.resolve(target), "alias \(name) → \(target) resolves to nothing")
        }
    }

    /// Issue 36: at least 95 % of the sample's symbol uses draw a picture (scripts/symbol-coverage
    /// prints the same count and writes coverage/symbols.tsv).
    func testTheUsageSampleIsCovered() throws {
        let rows = try usage()
        XCTAssertEqual(rows.count, 204)
        let total = rows.reduce(0) { $0 + $1.files }
        let drawn = rows.filter { SystemSymbolCatalog.drawing(of: $0.name) != nil }.reduce(0) { $0 + $1.files }
        XCTAssertGreaterThanOrEqual(Double(drawn) / Double(total), 0.95, "\(drawn) of \(total) uses draw a picture")
    }

    /// What a name draws, as a comparable value: the base picture's glyph and the composition.
    private struct Drawing: Hashable {
        let base: String
        let enclosure: SymbolName.Enclosure?
        let filled: Bool
        let slashed: Bool
        let badge: UInt32?
    }

    private func drawing(_ name: String) -> Drawing? {
        guard let recipe = SymbolName.resolve(name) else { return nil }
        let base: String
        switch recipe.base {
        case .material(let material): base = "glyph \(MaterialIcons.glyph(named: material) ?? 0)"
        case .character(let character): base = "character \(character)"
        case .parts(let parts): base = "parts " + parts.map(\.material).joined(separator: "+")
        }
        let badge = recipe.badge.flatMap { SymbolTable.material[$0] }.flatMap { MaterialIcons.glyph(named: $0) }
        return Drawing(base: base, enclosure: recipe.enclosure, filled: recipe.isFilled && recipe.enclosure != nil,
                       slashed: recipe.isSlashed, badge: badge)
    }

    /// Two different names never draw the same icon unless the table says they are aliases
    /// (directly or through a chain of aliases).
    func testDistinctNamesDrawDistinctIconsUnlessAliased() throws {
        var parent: [String: String] = [:]
        func root(_ name: String) -> String {
            var current = name
            while let next = parent[current], next != current { current = next }
            return current
        }
        for (name, target) in SymbolTable.aliases {
            let a = root(name), b = root(target)
            if a != b { parent[a] = b }
        }
        let names = Set(SymbolTable.material.keys).union(SymbolTable.aliases.keys).union(try usage().map(\.name))
            .union(try appSample())
        var byDrawing: [Drawing: [String]] = [:]
        for name in names { if let drawing = drawing(name) { byDrawing[drawing, default: []].append(name) } }
        var clashes: [String] = []
        for (_, group) in byDrawing where group.count > 1 {
            let roots = Set(group.map(root))
            if roots.count > 1 { clashes.append(group.sorted().joined(separator: " = ")) }
        }
        XCTAssertEqual(clashes.sorted(), [], "names drawing the same icon without an alias")
        XCTAssertGreaterThan(byDrawing.count, 500)
    }

    func testTheGrammarComposesWhatTheTableDoesNotList() throws {
        XCTAssertNil(SymbolTable.material["heart.circle"])
        let circle = try XCTUnwrap(SymbolName.resolve("heart.circle"))
        XCTAssertEqual(circle.enclosure, .circle)
        XCTAssertFalse(circle.isFilled)
        let badge = try XCTUnwrap(SymbolName.resolve("person.crop.circle.badge.xmark"))
        XCTAssertEqual(badge.badge, "xmark")
        XCTAssertEqual(SymbolName.resolve("1.circle")?.base, .character("1"))
        XCTAssertNil(SymbolName.resolve("no.such.symbol"))
        XCTAssertNil(SymbolName.resolve("heart.badge.no.such.badge"))
        XCTAssertEqual(SystemSymbolCatalog.drawing(of: "heart.fill"), "icon favorite")
        XCTAssertEqual(SystemSymbolCatalog.drawing(of: "bell.slash.circle"), "composed notifications_none + slash + circle")
    }
}
