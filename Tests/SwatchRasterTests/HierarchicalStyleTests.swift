@testable import SwatchRaster
import XCTest

/// `.primary` … `.quinary`, `foregroundStyle(_:_:)`/`(_:_:_:)` and `.tint`, written as SwiftUI
/// code is. Expected pixels come from the rule (docs/ARCHITECTURE.md §7.11): with the default
/// foreground, iOS's label colors; with a custom foreground, that style at opacity 1, 0.5,
/// 0.25, 0.18 (OpenSwiftUI's `SystemColorDefinition.opacity(at:)`).
final class HierarchicalStyleTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// What a straight color becomes on a transparent canvas: rounded to bytes, premultiplied
    /// (a·b/255 rounded), then un-premultiplied (rounded), as docs §7.4 says.
    private func onClear(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> [Int] {
        guard a > 0 else { return [0, 0, 0, 0] }
        func premultiplied(_ c: Int) -> Int { (c * a + 127) / 255 }
        func straight(_ c: Int) -> Int { min(255, (premultiplied(c) * 255 + a / 2) / a) }
        return [straight(r), straight(g), straight(b), a]
    }

    private func alphaByte(_ opacity: Double) -> Int { Int((opacity * 255).rounded()) }

    /// Five swatches, one per level, 10 pt wide.
    private struct Levels: View {
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(.primary)
                Rectangle().fill(.secondary)
                Rectangle().fill(.tertiary)
                Rectangle().fill(.quaternary)
                Rectangle().fill(.quinary)
            }
            .frame(width: 50, height: 10)
        }
    }

    func testDefaultLevelsAreTheLabelColors() throws {
        // UIKit's label, secondaryLabel (60,60,67, 0.6), tertiaryLabel (0.3), quaternaryLabel
        // (0.18) in light mode (Colors/SystemColor.swift), and the 5 % quinary.
        let image = try render(Levels())
        XCTAssertEqual(pixel(image, 5, 5), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, 15, 5), onClear(60, 60, 67, 153))
        XCTAssertEqual(pixel(image, 25, 5), onClear(60, 60, 67, 76))
        XCTAssertEqual(pixel(image, 35, 5), onClear(60, 60, 67, 45))
        XCTAssertEqual(pixel(image, 45, 5), onClear(0, 0, 0, alphaByte(0.05)))
    }

    func testDefaultLevelsFollowDarkMode() throws {
        let renderer = ImageRenderer(content: Levels())
        renderer.environment.colorScheme = .dark
        let image = try renderer.render()
        XCTAssertEqual(pixel(image, 5, 5), [255, 255, 255, 255])
        XCTAssertEqual(pixel(image, 15, 5), onClear(235, 235, 245, 153))
        XCTAssertEqual(pixel(image, 45, 5), onClear(255, 255, 255, alphaByte(0.05)))
    }

    func testCustomForegroundFadesByLevel() throws {
        let image = try render(Levels().foregroundStyle(red))
        XCTAssertEqual(pixel(image, 5, 5), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 15, 5), onClear(255, 0, 0, alphaByte(0.5)))
        XCTAssertEqual(pixel(image, 25, 5), onClear(255, 0, 0, alphaByte(0.25)))
        XCTAssertEqual(pixel(image, 35, 5), onClear(255, 0, 0, alphaByte(0.18)))
        XCTAssertEqual(pixel(image, 45, 5), onClear(255, 0, 0, alphaByte(0.18)))
    }

    func testExplicitLevelsFromForegroundStyleWithTwoAndThreeStyles() throws {
        let three = try render(Levels().foregroundStyle(red, green, blue))
        XCTAssertEqual(pixel(three, 5, 5), [255, 0, 0, 255])
        XCTAssertEqual(pixel(three, 15, 5), [0, 255, 0, 255])
        XCTAssertEqual(pixel(three, 25, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(three, 35, 5), onClear(255, 0, 0, alphaByte(0.18)))  // beyond: the primary, faded
        let two = try render(Levels().foregroundStyle(red, green))
        XCTAssertEqual(pixel(two, 15, 5), [0, 255, 0, 255])
        XCTAssertEqual(pixel(two, 25, 5), onClear(255, 0, 0, alphaByte(0.25)))
    }

    func testSecondaryModifierIsALevelOfTheOuterStyle() throws {
        // `.foregroundStyle(.secondary)` inside `.foregroundStyle(red)`: red at 0.5, for
        // shapes and for text.
        let shape = try render(Rectangle().frame(width: 10, height: 10).foregroundStyle(.secondary).foregroundStyle(red))
        XCTAssertEqual(pixel(shape, 5, 5), onClear(255, 0, 0, alphaByte(0.5)))
        let text = try render(VStack { Text("HH").font(.system(size: 30)) }.foregroundStyle(.secondary).foregroundStyle(red))
        var maxAlpha = 0
        for y in 0..<text.height { for x in 0..<text.width { maxAlpha = max(maxAlpha, Int(text[x, y].a)) } }
        XCTAssertEqual(maxAlpha, alphaByte(0.5))
        // Text's own `.foregroundStyle(.secondary)` reads the environment's style the same way.
        let own = try render(VStack { Text("HH").font(.system(size: 30)).foregroundStyle(.secondary) }.foregroundStyle(red))
        XCTAssertEqual(own.pixelHash, text.pixelHash)
    }

    func testTintDefaultsToTheAccentColorAndFollowsTheModifier() throws {
        let swatch = Rectangle().fill(.tint).frame(width: 10, height: 10)
        XCTAssertEqual(pixel(try render(swatch), 5, 5), [0, 122, 255, 255])  // systemBlue, light
        XCTAssertEqual(pixel(try render(swatch.tint(.red)), 5, 5), [255, 59, 48, 255])  // systemRed, light
        XCTAssertEqual(pixel(try render(swatch.tint(nil)), 5, 5), [0, 122, 255, 255])
        let gradient = LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        let tinted = try render(swatch.tint(gradient))
        XCTAssertEqual(pixel(tinted, 5, 0), [Int((255 * (1 - 0.05)).rounded()), 0, Int((255 * 0.05).rounded()), 255])
        // `.foregroundStyle(.tint)` paints text and shapes with the tint.
        let viaForeground = try render(Rectangle().frame(width: 10, height: 10).foregroundStyle(.tint).tint(green))
        XCTAssertEqual(pixel(viaForeground, 5, 5), [0, 255, 0, 255])
    }

    func testForegroundColorStillSetsAndResets() throws {
        let set = try render(Rectangle().frame(width: 10, height: 10).foregroundColor(red))
        XCTAssertEqual(pixel(set, 5, 5), [255, 0, 0, 255])
        let reset = try render(Rectangle().frame(width: 10, height: 10).foregroundColor(nil).foregroundColor(red))
        XCTAssertEqual(pixel(reset, 5, 5), [0, 0, 0, 255])  // nil restores the default label color
    }

    func testLevelsOfAGivenStyle() throws {
        // iOS 17's `ShapeStyle.secondary` etc.: a color at the level's opacity.
        let image = try render(HStack(spacing: 0) {
            Rectangle().fill(red.secondary)
            Rectangle().fill(red.tertiary)
            Rectangle().fill(Color.blue.quaternary)
        }.frame(width: 30, height: 10))
        XCTAssertEqual(pixel(image, 5, 5), onClear(255, 0, 0, alphaByte(0.5)))
        XCTAssertEqual(pixel(image, 15, 5), onClear(255, 0, 0, alphaByte(0.25)))
        XCTAssertEqual(pixel(image, 25, 5), onClear(0, 122, 255, alphaByte(0.18)))
        // Plain names still mean what they did: Color.secondary is secondaryLabel.
        XCTAssertEqual(Color.secondary, Color(.secondaryLabel))
    }
}
