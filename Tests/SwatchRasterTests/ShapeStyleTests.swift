@testable import SwatchRaster
import XCTest

/// `ShapeStyle`'s short color forms (`.fill(.red)`, `.border(.gray)`, `.foregroundStyle(.blue)`),
/// written as SwiftUI code is on a Mac, and `AnyShapeStyle`. Probes read the painted pixels.
final class ShapeStyleTests: XCTestCase {
    /// A chip as design-system previews write it: every style given in the short form.
    private struct Chip: View {
        var body: some View {
            HStack(spacing: 0) {
                Circle().fill(.red).frame(width: 20, height: 20)
                Rectangle().stroke(.blue, lineWidth: 4).frame(width: 20, height: 20)
                Rectangle().foregroundStyle(.green).frame(width: 20, height: 20)
                Color.clear.frame(width: 20, height: 20).background(.yellow)
                Rectangle().fill(AnyShapeStyle(.indigo)).frame(width: 20, height: 20)
            }
            .border(.gray, width: 1)
        }
    }

    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    func testShortColorFormsPaintTheirColors() throws {
        let image = try ImageRenderer(content: Chip()).render()
        XCTAssertEqual(pixel(image, 10, 10), [255, 59, 48, 255])   // systemRed, light
        XCTAssertEqual(pixel(image, 21, 10), [0, 122, 255, 255])   // blue stroke, on the edge
        XCTAssertEqual(pixel(image, 30, 10)[3], 0)                 // inside the stroke: clear
        XCTAssertEqual(pixel(image, 50, 10), [52, 199, 89, 255])   // systemGreen
        XCTAssertEqual(pixel(image, 70, 10), [255, 204, 0, 255])   // systemYellow background
        XCTAssertEqual(pixel(image, 90, 10), [88, 86, 214, 255])   // systemIndigo via AnyShapeStyle
        XCTAssertEqual(pixel(image, 50, 0), [142, 142, 147, 255])  // systemGray border
    }

    func testStylesFollowTheAppearance() throws {
        let renderer = ImageRenderer(content: Circle().fill(.red).frame(width: 10, height: 10))
        renderer.environment.colorScheme = .dark
        XCTAssertEqual(pixel(try renderer.render(), 5, 5), [255, 69, 58, 255])  // systemRed, dark
    }

    func testForegroundStyleOnTextAndViews() throws {
        // `.foreground` keeps the inherited color; a color replaces it.
        let plain = try ImageRenderer(content: Text("Hi").foregroundStyle(.foreground)).render()
        let inherited = try ImageRenderer(content: Text("Hi")).render()
        XCTAssertEqual(plain.pixelHash, inherited.pixelHash)
        let red = try ImageRenderer(content: Text("Hi").foregroundStyle(.red)).render()
        XCTAssertNotEqual(red.pixelHash, inherited.pixelHash)
        let viaView = try ImageRenderer(content: VStack { Text("Hi") }.foregroundStyle(.red)).render()
        XCTAssertEqual(viaView.pixelHash, red.pixelHash)
    }

    func testColorContextsStillReadColor() {
        // The short forms must not make plain Color contexts ambiguous.
        let color: Color = .red
        XCTAssertEqual(color, Color.red)
        let erased = AnyShapeStyle(Color.blue)
        XCTAssertEqual(erased.colorValue, Color.blue)
        XCTAssertNil(AnyShapeStyle(.foreground).colorValue)
    }
}
