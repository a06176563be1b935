@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// The default UI font against text sizes measured on iOS (docs/ARCHITECTURE.md §7.2): which
/// installed family comes closest to San Francisco, and how close the chosen one is.
///
/// Every row is a `UILabel` laid out by UIKit with SF Pro, printed by
/// pointfreeco/swift-snapshot-testing's `.recursiveDescription` snapshots and committed to that
/// repository (Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/), except the last,
/// from an lldb session in bangerang/lldb_commands (README.md, `rviews`): a label with UIKit's
/// default font, the system font at 17 pt. UIKit rounds a label's size up to the pixel grid
/// (1/3 pt on those simulators), so our widths are rounded the same way before comparing.
final class SystemFontWidthTests: XCTestCase {
    struct Row {
        let text: String
        let size: CGFloat
        let weight: Int
        let width: CGFloat
        let height: CGFloat
    }

    static let rows: [Row] = [
        // testTraits.ipad-*.txt: iPad traits leave the content size at Large, so headline is
        // 17 pt semibold, body 17 pt, subheadline 15 pt (testTraits sets preferredFont(forTextStyle:)).
        Row(text: "What's", size: 17, weight: 600, width: 55.6667, height: 20.3333),
        Row(text: "the", size: 17, weight: 400, width: 25, height: 20.3333),
        Row(text: "point", size: 17, weight: 400, width: 39, height: 20.3333),
        Row(text: "?", size: 15, weight: 400, width: 7.66667, height: 18),
        // testTraits.iphone-8.txt (and -se, -x): iPhone traits set the content size to Medium,
        // where headline is 16 pt semibold, body 16 pt, subheadline 14 pt (Apple's table, §7.15).
        Row(text: "What's", size: 16, weight: 600, width: 52.6667, height: 19.3333),
        Row(text: "the", size: 16, weight: 400, width: 23.6667, height: 19.3333),
        Row(text: "point", size: 16, weight: 400, width: 37, height: 19.3333),
        Row(text: "?", size: 14, weight: 400, width: 7.33333, height: 17),
        // bangerang/lldb_commands README: `<UILabel …; frame = (195.667 453; 37 20.3333); text = 'error'>`.
        Row(text: "error", size: 17, weight: 400, width: 37, height: 20.3333),
    ]

    /// Rounded up to UIKit's 1/3-pt grid, as a label's size is.
    static func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-6).rounded(.up) / 3 }

    /// Mean |error| of `family`'s widths over the rows, as a fraction of the iOS width.
    static func meanWidthError(_ family: String) throws -> CGFloat {
        var total: CGFloat = 0
        for row in rows {
            let face = try FontLookup.face(family: family, weight: row.weight)
            total += abs(pixelCeil(face.width(of: row.text, size: row.size)) - row.width) / row.width
        }
        return total / CGFloat(rows.count)
    }

    func testInterIsTheDefaultWithoutSFPro() throws {
        XCTAssertTrue(SystemFont.isInstalled("Inter"), "apt-get install fonts-inter (README, set-up)")
        guard !SystemFont.isInstalled("SF Pro"), !SystemFont.isInstalled("SF Pro Text") else {
            return XCTAssertTrue(FontSource.defaultFamily.hasPrefix("SF Pro"))
        }
        XCTAssertEqual(FontSource.defaultFamily, "Inter")
        XCTAssertEqual(FontSource.default, .family("Inter"))
    }

    /// Each row through the whole pipeline: a `Text` with the row's text style, laid out with
    /// the default font, is within 7 % of iOS's width (Inter runs 0–6 % wider than SF Pro on
    /// these rows, ~3 % on average) and 0.5 pt of its height, and the dump names Inter's face.
    func testDefaultFontWidthsAreNearIOS() throws {
        try XCTSkipUnless(FontSource.defaultFamily == "Inter", "another system font is installed")
        let styles: [CGFloat: [Int: Font]] = [17: [600: .headline, 400: .body], 15: [400: .subheadline]]
        var total: CGFloat = 0
        for row in Self.rows {
            // Medium-size rows use the same point sizes as fixed system fonts.
            let font = styles[row.size]?[row.weight] ?? .system(size: row.size, weight: row.weight == 600 ? .semibold : .regular)
            let renderer = ImageRenderer(content: Text(row.text).font(font))
            let dump = try LayoutDump(json: renderer.layoutJSON())
            let text = try XCTUnwrap(dump.nodes.first { $0.kind == "Text" })
            let width = Self.pixelCeil(CGFloat(text.frame[2]))
            let error = (width - row.width) / row.width
            XCTAssert(abs(error) <= 0.07, "\(row.text) @\(row.size): \(width) vs iOS \(row.width)")
            XCTAssertEqual(CGFloat(text.frame[3]), row.height, accuracy: 0.5, "\(row.text) @\(row.size) height")
            XCTAssertEqual(text.face, row.weight == 600 ? "Inter Semi Bold" : "Inter Regular")
            XCTAssertNil(text.synthesized, "Inter has a real semibold face")
            total += abs(error)
        }
        XCTAssertLessThan(total / CGFloat(Self.rows.count), 0.04)
    }

    /// The choice, reproduced: among the candidate families installed here, Inter has the
    /// smallest mean width error (the table in §7.2 is this test's output), and DejaVu Sans, the
    /// old default, is more than 10 % too wide.
    func testInterIsClosestAmongInstalledFamilies() throws {
        let families = ["Inter", "DejaVu Sans", "Noto Sans", "Liberation Sans", "Roboto", "Nimbus Sans", "Open Sans", "Lato", "Cantarell"]
        var errors: [String: CGFloat] = [:]
        for family in families where SystemFont.isInstalled(family) { errors[family] = try Self.meanWidthError(family) }
        print(errors.sorted { $0.value < $1.value }.map { "\($0.key): \(String(format: "%.1f", $0.value * 100)) %" }.joined(separator: ", "))
        let inter = try XCTUnwrap(errors["Inter"])
        for (family, error) in errors where family != "Inter" { XCTAssertLessThan(inter, error, family) }
        XCTAssertGreaterThan(try XCTUnwrap(errors["DejaVu Sans"]), 0.10)
    }

    /// Line height of the title1 style at every Dynamic Type size against the same repository's
    /// testTraitsWithViewController.label-*.txt (a title1 UILabel on an iPhone SE, one line):
    /// Inter's line (1.21 em) is within 1.5 % of SF Pro's (1.19 em).
    func testTitle1LineHeightsFollowIOS() throws {
        try XCTSkipUnless(FontSource.defaultFamily == "Inter", "another system font is installed")
        let measured: [(DynamicTypeSize, CGFloat)] = [
            (.xSmall, 30), (.small, 31.3333), (.medium, 32.3333), (.large, 33.6667), (.xLarge, 36),
            (.xxLarge, 38.3333), (.xxxLarge, 40.6667), (.accessibility1, 45.6667), (.accessibility2, 51.3333),
            (.accessibility3, 57.3333), (.accessibility4, 63.3333), (.accessibility5, 69.3333),
        ]
        for (size, height) in measured {
            let renderer = ImageRenderer(content: Text("What's the point?").font(.title).dynamicTypeSize(size))
            let dump = try LayoutDump(json: renderer.layoutJSON())
            let text = try XCTUnwrap(dump.nodes.first { $0.kind == "Text" })
            XCTAssertEqual(CGFloat(text.frame[3]), height, accuracy: height * 0.015, "\(size)")
        }
    }
}
