import XCTest
@testable import SwatchRaster

/// Layers are composited, scanned and cleared only where they were drawn into (LayerReach):
/// that is exact only if every item's reach holds every pixel the item draws, and if a layer
/// handed on to the next one is transparent again.
final class LayerReachTests: XCTestCase {
    /// Each drawing item of a varied view, rasterized alone onto a transparent canvas, leaves
    /// every pixel outside its reach untouched: glyphs, polygons, images, gradients, turned
    /// geometry and turned images.
    func testEveryDrawnPixelLiesWithinItsItemsReach() throws {
        try MainActor.assumeIsolated {
            // A 3 × 3 bitmap of red and clear pixels, scaled up smoothly and turned.
            let pixels: [UInt8] = (0..<9).flatMap { $0 % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 0, 0] }
            let dots = Image(rasterImage: RasterImage(width: 3, height: 3, scale: 1, pixels: pixels)).resizable()
            let view = VStack(spacing: 6) {
                Text("Reach gjÅ ƒ").font(.title)
                HStack {
                    Circle().fill(.red).frame(width: 20, height: 20)
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                    LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing).frame(width: 24, height: 10)
                }
                RoundedRectangle(cornerRadius: 4).stroke(.blue, lineWidth: 3).frame(width: 30, height: 10).rotationEffect(.degrees(30))
                Text("Turned").rotationEffect(.degrees(20))
                HStack {
                    dots.frame(width: 9, height: 9)
                    dots.frame(width: 9, height: 9).rotationEffect(.degrees(30))
                }
                Canvas { context, _ in
                    context.translateBy(x: 20, y: 10)
                    context.rotate(by: .degrees(45))
                    context.draw(Image(systemName: "drop.fill"), at: .zero)
                }
                .frame(width: 40, height: 20)
            }
            .padding(8)
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            let drawing = try renderer.drawing()
            let whole = PixelRect(x0: 0, y0: 0, x1: drawing.width, y1: drawing.height)
            var kinds = Set<String>()
            for item in drawing.list.items {
                guard let reach = item.reach(within: whole) else { continue }
                var single = DisplayList(scale: 2)
                single.appendRaw(item)
                let canvas = Rasterizer.render(single, width: drawing.width, height: drawing.height, background: nil)
                let kind = String(String(describing: item).prefix { $0 != "(" })
                kinds.insert(kind)
                var outside = 0
                for y in 0..<drawing.height {
                    for x in 0..<drawing.width where canvas.pixels[(y * drawing.width + x) * 4 + 3] != 0 {
                        if x < reach.x0 || x >= reach.x1 || y < reach.y0 || y >= reach.y1 { outside += 1 }
                    }
                }
                XCTAssertEqual(outside, 0, "\(kind) drew \(outside) pixels outside its reach \(reach)")
            }
            for kind in ["glyphs", "fillPolygons", "shadePolygons", "fillExact", "image", "transformedImage"] {
                XCTAssertTrue(kinds.contains(kind), "the view drew no \(kind) item (it drew \(kinds.sorted()))")
            }
        }
    }

    /// A faded square, then a faded circle over it: the circle's layer is the square's, handed
    /// on. If it were not made transparent again, the square would show a second time in the
    /// corners of the circle's bounds (inside its reach, outside its shape) and come out
    /// darker there than alone.
    func testALayerHandedOnIsTransparentAgain() throws {
        try MainActor.assumeIsolated {
            func picture<V: View>(_ view: V) throws -> RasterImage {
                try ImageRenderer(content: view.background(Color.white)).render()
            }
            let both = try picture(ZStack {
                Color.blue.frame(width: 20, height: 20).opacity(0.5)
                Circle().fill(.red).frame(width: 20, height: 20).opacity(0.5)
            })
            let square = try picture(Color.blue.frame(width: 20, height: 20).opacity(0.5))
            XCTAssertEqual([both[1, 1].r, both[1, 1].g, both[1, 1].b], [square[1, 1].r, square[1, 1].g, square[1, 1].b])
            // Half of iOS blue (0, 122, 255) over white, once.
            for (value, channel) in zip([both[1, 1].r, both[1, 1].g, both[1, 1].b], [0, 122, 255]) {
                XCTAssertLessThanOrEqual(abs(Int(value) - (255 - (255 - channel) / 2)), 1, "\(both[1, 1])")
            }
            XCTAssertNotEqual(both[10, 10].r, square[10, 10].r, "the circle is drawn")
        }
    }
}
