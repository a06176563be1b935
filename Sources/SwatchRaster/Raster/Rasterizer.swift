/// Plays a display list onto a canvas: clips, opacity layers, rectangles, polygons, glyphs.
enum Rasterizer {
    static func render(_ list: DisplayList, width: Int, height: Int, background: RGBAColor?) -> Canvas {
        let fill = background.map(PremultipliedColor.init) ?? PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        var stack: LayerStack = [(Canvas(width: width, height: height, fill: fill), 255)]
        var clips: [PixelRect] = [stack[0].canvas.bounds]
        for item in list.items {
            let clip = clips[clips.count - 1]
            switch item {
            case .fillRect(let rect, let color):
                stack[stack.count - 1].canvas.fill(rect, PremultipliedColor(color), clip: clip)
            case .fillPolygons(let polygons, let evenOdd, let color):
                stack[stack.count - 1].canvas.fill(polygons: polygons, evenOdd: evenOdd, PremultipliedColor(color), clip: clip)
            case .glyphs(let glyphs, let face, let pixelSize, let color):
                stack[stack.count - 1].canvas.draw(glyphs: glyphs, face: face, pixelSize: pixelSize, PremultipliedColor(color), clip: clip)
            case .pushClip(let rect):
                clips.append(rect.intersection(clip))
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
            case .beginLayer(let opacity):
                let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
                stack.append((Canvas(width: width, height: height), alpha))
            case .endLayer(let mask):
                guard stack.count > 1 else { continue }
                let layer = stack.removeLast()
                var coverage: [UInt8]?
                if let mask {
                    var buffer = [UInt8](repeating: 0, count: width * height)
                    PolygonCoverage.scan(mask, evenOdd: false, clip: PixelRect(x0: 0, y0: 0, x1: width, y1: height)) { x, y, c in
                        buffer[y * width + x] = c
                    }
                    coverage = buffer
                }
                stack[stack.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity, mask: coverage)
            case .endTransformedLayer(let transform):
                guard stack.count > 1 else { continue }
                let layer = stack.removeLast()
                stack[stack.count - 1].canvas.composite(layer.canvas, transformedBy: transform, clip: clip)
            case .endFilteredLayer(let effect):
                endFilteredLayer(effect, stack: &stack, clip: clip)
            case .endMaskedLayer:
                endMaskedLayer(stack: &stack)
            case .backdrop(let rect, let polygons, let effect):
                backdrop(rect, polygons: polygons, effect, stack: &stack, clip: clip)
            }
        }
        while stack.count > 1 {
            let layer = stack.removeLast()
            stack[stack.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity, mask: nil)
        }
        return stack[0].canvas
    }
}
