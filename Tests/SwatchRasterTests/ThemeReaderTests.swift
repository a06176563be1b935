@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// Theme files: asset catalogs, design tokens, GIMP palettes — read, converted and drawn.
final class ThemeReaderTests: XCTestCase {
    // MARK: Independent color science for the expectations

    /// RGB → XYZ for a space given by its primaries' and white's xy chromaticities: the
    /// textbook derivation, independent of the matrices the library carries.
    private func rgbToXYZ(_ primaries: [(Double, Double)], white: (Double, Double)) -> [[Double]] {
        let columns = primaries.map { [$0.0 / $0.1, 1, (1 - $0.0 - $0.1) / $0.1] }
        let m = (0..<3).map { row in (0..<3).map { col in columns[col][row] } }
        let w = [white.0 / white.1, 1, (1 - white.0 - white.1) / white.1]
        let s = multiply(inverse(m), w)
        return (0..<3).map { row in (0..<3).map { col in m[row][col] * s[col] } }
    }

    private func inverse(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }

    private func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    /// Display P3 (sRGB curve, P3 primaries, D65) to sRGB bytes, clipped.
    private func p3ToSRGBBytes(_ r: Double, _ g: Double, _ b: Double) -> [Int] {
        let d65 = (0.3127, 0.3290)
        let p3 = rgbToXYZ([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], white: d65)
        let srgb = rgbToXYZ([(0.640, 0.330), (0.300, 0.600), (0.150, 0.060)], white: d65)
        let xyz = multiply(p3, [decode(r), decode(g), decode(b)])
        return multiply(inverse(srgb), xyz).map { Int((max(0, min(1, encode($0))) * 255).rounded()) }
    }

    private func assertPixel(_ pixel: [UInt8], _ expected: [Int], alpha: Int = 255, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for c in 0..<3 {
            XCTAssertLessThanOrEqual(abs(Int(pixel[c]) - expected[c]), 1, "\(message): channel \(c) is \(pixel[c]), expected \(expected[c])", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(abs(Int(pixel[3]) - alpha), 1, "\(message): alpha", file: file, line: line)
    }

    // MARK: Asset catalogs

    func testCatalogGroupsNamesAndOrder() throws {
        let theme = try Theme.load(contentsOf: fixture("Brand.xcassets"))
        XCTAssertEqual(theme.name, "Brand")
        XCTAssertEqual(theme.groups.map(\.title), ["Brand", "Surfaces"])
        // Catalog order is by name; the Surfaces folder provides a namespace.
        XCTAssertEqual(theme.swatches.map(\.name), ["accent", "Surfaces/border", "Surfaces/card", "Surfaces/wide-gamut"])
    }

    func testCatalogPixelsAreTheExactSRGBConversionInEveryAppearance() throws {
        let theme = try Theme.load(contentsOf: fixture("Brand.xcassets"))
        // accent: sRGB floats (light), integers (dark), hex (high contrast), hex + alpha (dark HC).
        // card: Display P3 floats, integers, hex, and a system color reference for dark HC.
        let gray = Int((encode(pow(0.5, 2.2)) * 255).rounded())  // gray-gamma-22 white 0.5
        let expected: [Appearance: [([Int], Int)]] = [
            .light: [([0, 122, 255], 255), ([gray, gray, gray], 128), (p3ToSRGBBytes(0.2, 0.6, 0.4), 255), (p3ToSRGBBytes(1, 0, 0), 255)],
            .dark: [([10, 132, 255], 255), ([Int((encode(0.5) * 255).rounded()), 137, 137], 255),
                    (p3ToSRGBBytes(128 / 255, 96 / 255, 64 / 255), 255), (p3ToSRGBBytes(1, 0, 0), 255)],
            .lightHighContrast: [([0, 64, 221], 255), ([gray, gray, gray], 128), (p3ToSRGBBytes(0x11 / 255, 0x99 / 255, 0x33 / 255), 255), (p3ToSRGBBytes(1, 0, 0), 255)],
            .darkHighContrast: [([64, 176, 255], 204), ([Int((encode(0.5) * 255).rounded()), 137, 137], 255), ([64, 200, 224], 255), (p3ToSRGBBytes(1, 0, 0), 255)],
        ]
        XCTAssertEqual(Int((encode(0.25) * 255).rounded()), 137, "the dark border's linear 0.25 encodes to 137")
        for (appearance, swatches) in expected {
            let pixels = try swatchPixels(theme, appearance: appearance)
            XCTAssertEqual(pixels.count, swatches.count)
            for (index, (rgb, alpha)) in swatches.enumerated() {
                assertPixel(pixels[index], rgb, alpha: alpha, "\(appearance) swatch \(theme.swatches[index].name)")
            }
        }
    }

    func testOutOfGamutP3IsClippedWithAWarning() throws {
        let theme = try Theme.load(contentsOf: fixture("Brand.xcassets"))
        let warning = try XCTUnwrap(theme.warnings.first { $0.file.hasSuffix("wide-gamut.colorset/Contents.json") })
        XCTAssertTrue(warning.message.contains("outside the sRGB gamut"), warning.description)
        XCTAssertEqual(p3ToSRGBBytes(1, 0, 0), [255, 0, 0], "P3 red clips to sRGB red")
    }

    func testLoneColorset() throws {
        let theme = try Theme.load(contentsOf: fixture("Brand.xcassets/accent.colorset"))
        XCTAssertEqual(theme.swatches.map(\.name), ["accent"])
        XCTAssertEqual(theme.swatches[0].color.resolve(in: .dark).bytes.g, 132)
    }

    // MARK: Design tokens

    func testTokensGroupsAliasesAndColorObjects() throws {
        let theme = try Theme.load(contentsOf: fixture("tokens/brand.tokens.json"))
        XCTAssertEqual(theme.name, "brand")
        XCTAssertEqual(theme.groups.map(\.title), ["brand", "neutral"])
        // The dimension token is not a color; the aliases are.
        XCTAssertEqual(theme.swatches.map(\.path), ["brand.primary", "brand.accent", "brand.link", "neutral.ink", "neutral.mist"])
        XCTAssertEqual(theme.swatches[0].description, "Buttons and links.")
        let primary = theme.swatches[0].color, ink = theme.swatches[3].color
        for appearance in Appearance.allCases {
            XCTAssertEqual(ink.resolve(in: appearance), primary.resolve(in: appearance), "alias chain ink → link → primary, \(appearance)")
        }
        let pixels = try swatchPixels(theme, appearance: .light)
        assertPixel(pixels[0], [0x33, 0x66, 0x99], "primary")
        assertPixel(pixels[1], [255, 128, 0], alpha: 128, "accent color object with alpha")
        // hsl(210 20% 90%) = rgb(224.4, 229.5, 234.6) by the HSL definition.
        assertPixel(pixels[4], [224, 230, 235], "mist")
        let dark = try swatchPixels(theme, appearance: .dark)
        assertPixel(dark[0], p3ToSRGBBytes(0.4, 0.6, 0.9), "primary in dark is Display P3")
        assertPixel(dark[3], p3ToSRGBBytes(0.4, 0.6, 0.9), "the alias follows its target into dark")
        let darkHC = try swatchPixels(theme, appearance: .darkHighContrast)
        assertPixel(darkHC[2], [0x99, 0xCC, 0xFF], "dark high contrast")
        let lightHC = try swatchPixels(theme, appearance: .lightHighContrast)
        assertPixel(lightHC[0], [0x33, 0x66, 0x99], "high contrast falls back to standard")
    }

    func testShippedIOSPaletteMatchesTheSystemColorTable() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes/ios-system.tokens.json").path
        let theme = try Theme.load(contentsOf: path)
        XCTAssertEqual(theme.swatches.count, SystemColor.allCases.count)
        for swatch in theme.swatches {
            let system = try XCTUnwrap(SystemColor(rawValue: swatch.name), swatch.name)
            for appearance in Appearance.allCases {
                XCTAssertEqual(swatch.color.resolve(in: appearance).bytes.r, system.resolve(in: appearance).bytes.r, "\(swatch.name) \(appearance)")
                XCTAssertEqual(swatch.color.resolve(in: appearance).hexRGBA, system.resolve(in: appearance).hexRGBA, "\(swatch.name) \(appearance)")
            }
        }
        XCTAssertEqual(theme.groups.prefix(4).map(\.title), SwatchSheet.systemPads.map(\.title))
    }

    func testGIMPPalette() throws {
        let theme = try Theme.load(contentsOf: fixture("tokens/web.gpl"))
        XCTAssertEqual(theme.groups.map(\.title), ["Web basics"])
        XCTAssertEqual(theme.swatches.map(\.name), ["Red", "Green", "Blue"])
        let pixels = try swatchPixels(theme, appearance: .dark)
        assertPixel(pixels[1], [0, 128, 0], "Green")
    }

    // MARK: CSS color spaces (facts from the CSS Color 4 definitions)

    func testColorSpaceConversions() {
        func bytes(_ space: CSSColorSpace, _ c: (Double, Double, Double)) -> [Int] {
            let v = space.toSRGB(c)
            return [v.0, v.1, v.2].map { Int((max(0, min(1, $0)) * 255).rounded()) }
        }
        XCTAssertEqual(bytes(.hsl, (120, 100, 50)), [0, 255, 0])
        XCTAssertEqual(bytes(.hwb, (0, 0, 0)), [255, 0, 0])
        XCTAssertEqual(bytes(.srgbLinear, (0.5, 0.5, 0.5)), [188, 188, 188])
        // D50 white in Lab is L 100; mid gray L 50 is sRGB 119 (#777777).
        XCTAssertEqual(bytes(.lab, (100, 0, 0)), [255, 255, 255])
        XCTAssertEqual(bytes(.lab, (50, 0, 0)), [119, 119, 119])
        XCTAssertEqual(bytes(.lch, (50, 0, 123)), [119, 119, 119])
        XCTAssertEqual(bytes(.oklab, (1, 0, 0)), [255, 255, 255])
        XCTAssertEqual(bytes(.oklch, (0, 0, 0)), [0, 0, 0])
        XCTAssertEqual(bytes(.xyzD65, (0.9504559270516716, 1, 1.0890577507598784)), [255, 255, 255])
        XCTAssertEqual(bytes(.xyzD50, (0.9642956764295677, 1, 0.8251046025104602)), [255, 255, 255])
        XCTAssertEqual(bytes(.displayP3, (0.5, 0.5, 0.5)), [128, 128, 128])
        XCTAssertEqual(bytes(.rec2020, (1, 1, 1)), [255, 255, 255])
        XCTAssertEqual(bytes(.a98RGB, (0, 0, 0)), [0, 0, 0])
        XCTAssertEqual(bytes(.prophotoRGB, (1, 1, 1)), [255, 255, 255])
        // OKLab's defining example: sRGB red is oklab(0.627955, 0.224863, 0.125846).
        XCTAssertEqual(bytes(.oklab, (0.627955, 0.224863, 0.125846)), [255, 0, 0])
    }

    // MARK: Errors name the file and the place

    private func themeError(_ json: String, file name: String = "t.tokens.json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)-\(name)")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try Theme.load(contentsOf: url.path)
            XCTFail("expected an error for \(json)")
            return ""
        } catch {
            XCTAssertTrue(error.description.hasPrefix(url.path + ": "), error.description)
            return String(error.description.dropFirst(url.path.count + 2))
        }
    }

    func testTokenErrorsNameThePlace() throws {
        XCTAssertEqual(try themeError(##"{"a": {"$type": "color", "x": {"$value": "{a.y}"}, "y": {"$value": "{a.x}"}}}"##),
                       "a.x: alias cycle: a.x → a.y → a.x")
        XCTAssertEqual(try themeError(##"{"a": {"x": {"$type": "color", "$value": "{a.nope}"}}}"##), "a.x: alias {a.nope} names no token")
        XCTAssertTrue(try themeError(##"{"a": {"x": {"$type": "color", "$value": "#12345G"}}}"##).hasPrefix("a.x: invalid color \"#12345G\""))
        XCTAssertTrue(try themeError(##"{"a": {"x": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}}"##)
            .hasPrefix("a.x.colorSpace: unknown color space \"cmyk\""))
        XCTAssertEqual(try themeError(##"{"a": {"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}"##),
                       "a.x.components[0]: 2.0 is out of range for srgb (0.0...1.0)")
        XCTAssertEqual(try themeError(##"{"a": {"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0]}}}}"##),
                       "a.x.components: expected 3 components, found 2")
        XCTAssertEqual(try themeError("{\n  \"a\": {\n    \"x\": { \"$value\": \"#fff\" },\n  }\n}"), "line 4: invalid JSON: expected a quoted member name")
        XCTAssertEqual(try themeError("[1, 2]"), "line 1: expected a JSON object of token groups, found an array")
        XCTAssertEqual(try themeError(String(repeating: "{\"g\":", count: 100) + "{}" + String(repeating: "}", count: 100)),
                       "line 1: invalid JSON: nesting deeper than 64 levels")
        XCTAssertEqual(try themeError(##"{"a": {"x": {"$type": "color", "$value": "#fff", "$extensions": {"dev.swatchraster.appearances": {"sepia": "#000"}}}}}"##),
                       "a.x.$extensions.dev.swatchraster.appearances.sepia: unknown appearance (expected dark, light-high-contrast or dark-high-contrast)")
        XCTAssertEqual(try themeError("GIMP Palette\n300 0 0 Red\n", file: "p.gpl"), "line 2: invalid component \"300\" (expected 0...255)")
    }

    func testInvalidUTF8IsReportedWithItsLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString).tokens.json")
        try Data("{\n\"a\": \"".utf8 + [0xC3, 0x28] + Data("\"}".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try Theme.load(contentsOf: url.path)) { error in
            XCTAssertEqual((error as? ThemeError)?.description, "\(url.path): line 2: invalid JSON: invalid UTF-8 at byte 8")
        }
    }

    func testLimits() throws {
        var limits = ThemeLimits()
        limits.maximumColors = 2
        XCTAssertThrowsError(try Theme.load(contentsOf: fixture("tokens/brand.tokens.json"), limits: limits)) { error in
            XCTAssertTrue("\(error)".hasSuffix("more than 2 colors (the limit per theme)"), "\(error)")
        }
        let long = String(repeating: "n", count: 300)
        XCTAssertTrue(try themeError(##"{"a": {"\##(long)": {"$type": "color", "$value": "#fff"}}}"##).hasSuffix("name longer than 256 characters"))
    }

    // MARK: Sheets of large palettes

    func testLargePaletteWrapsIntoRows() throws {
        let colors = (0..<200).map { i in
            Color(name: "brand\(i)", light: RGBAColor(red: Double(i) / 200, green: 0.5, blue: 1 - Double(i) / 200))
        }
        let theme = Theme(name: "big", groups: [Theme.Group(title: "Brand", swatches: colors.map { Theme.Swatch(name: $0.name, color: $0) })])
        let root = try layOut(SwatchSheet(theme: theme))
        let rects = root.all("Color").filter { abs($0.frame.height - 60) < 0.001 }
        XCTAssertEqual(rects.count, 200)
        let rows = Set(rects.map { $0.frame.minY.rounded() })
        XCTAssertEqual(rows.count, 20, "10 swatches per row")
        XCTAssertLessThan(root.frame.width, 1200, "a readable sheet, not a strip")
        // Each row starts at the pad's leading edge.
        XCTAssertEqual(Set(stride(from: 0, to: 200, by: 10).map { rects[$0].frame.minX }).count, 1)
    }
}
