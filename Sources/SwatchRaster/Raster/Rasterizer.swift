/// Plays a display list onto a canvas: clips, opacity layers, rectangles, polygons, glyphs.
enum Rasterizer {
    static func render(_ list: DisplayList, width: Int, height: Int, background: RGBAColor?) -> PixelCanvas {
        let fill = background.map(PremultipliedColor.init) ?? PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        var stack: LayerStack = [(PixelCanvas(width: width, height: height, fill: fill), 255, .nothing)]
        var clips: [PixelRect] = [stack[0].canvas.bounds]
        // Finished layers, made transparent again where they were drawn, for the next layer:
        // a canvas-sized allocation per layer cost more than the drawing of a small one.
        var spare: [PixelCanvas] = []
        for item in list.items {
            let clip = clips[clips.count - 1]
            if stack.count > 1, let reach = item.reach(within: clip) { noteDrawn(reach, on: &stack) }
            switch item {
            case .fillRect(let rect, let color):
                stack[stack.count - 1].canvas.fill(rect, PremultipliedColor(color), clip: clip)
            case .fillPolygons(let polygons, let evenOdd, let color):
                stack[stack.count - 1].canvas.fill(polygons: polygons, evenOdd: evenOdd, PremultipliedColor(color), clip: clip)
            case .glyphs(let glyphs, let face, let pixelSize, let color):
                stack[stack.count - 1].canvas.draw(glyphs: glyphs, face: face, pixelSize: pixelSize, PremultipliedColor(color), clip: clip)
            case .image(let bitmap, let destination, let smooth, let tint):
                stack[stack.count - 1].canvas.draw(image: bitmap.canvas, into: destination, smooth: smooth,
                                                   tint: tint.map(PremultipliedColor.init), clip: clip)
            case .shadeRect(let rect, let shader):
                stack[stack.count - 1].canvas.fill(rect, shader: shader, clip: clip)
            case .shadePolygons(let polygons, let evenOdd, let shader):
                stack[stack.count - 1].canvas.fill(polygons: polygons, evenOdd: evenOdd, shader: shader, clip: clip)
            case .shadeGlyphs(let glyphs, let face, let pixelSize, let shader):
                stack[stack.count - 1].canvas.draw(glyphs: glyphs, face: face, pixelSize: pixelSize, shader: shader, clip: clip)
            case .pushClip(let rect):
                clips.append(rect.intersection(clip))
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
            case .beginLayer(let opacity):
                let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
                stack.append((spare.popLast() ?? PixelCanvas(width: width, height: height), alpha, .nothing))
            case .endLayer(let mask):
                endLayer(&stack, mask: mask, evenOdd: false, exact: false, spare: &spare)
            case .endLayerEvenOdd(let mask):
                endLayer(&stack, mask: mask, evenOdd: true, exact: false, spare: &spare)
            case .endTransformedLayer(let transform):
                guard stack.count > 1 else { continue }
                var layer = stack.removeLast()
                stack[stack.count - 1].canvas.composite(layer.canvas, transformedBy: transform, clip: clip, within: layer.touched)
                noteDrawn(clip, on: &stack)
                layer.canvas.clear(layer.touched)
                spare.append(layer.canvas)
            case .endFilteredLayer(let effect):
                endFilteredLayer(effect, stack: &stack, clip: clip)
                noteDrawn(clip, on: &stack)
            case .endMaskedLayer:
                endMaskedLayer(stack: &stack)
            case .backdrop(let rect, let polygons, let effect):
                backdrop(rect, polygons: polygons, effect, stack: &stack, clip: clip)
            case .fillExact(let polygons, let evenOdd, let color):
                stack[stack.count - 1].canvas.fillExact(polygons: polygons, evenOdd: evenOdd, PremultipliedColor(color), clip: clip)
            case .shadeExact(let polygons, let evenOdd, let shader):
                stack[stack.count - 1].canvas.fillExact(polygons: polygons, evenOdd: evenOdd, shader: shader, clip: clip)
            case .transformedImage(let bitmap, let destination, let transform, let smooth, let tint):
                stack[stack.count - 1].canvas.draw(image: bitmap.canvas, into: destination, transform: transform, smooth: smooth,
                                                   tint: tint.map(PremultipliedColor.init), clip: clip)
            case .endLayerExact(let mask, let evenOdd):
                endLayer(&stack, mask: mask, evenOdd: evenOdd, exact: true, spare: &spare)
            case .pushUnclipped:
                clips.append(stack[0].canvas.bounds)
            }
        }
        while stack.count > 1 {
            let layer = stack.removeLast()
            stack[stack.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity, mask: nil, within: layer.touched)
            noteDrawn(layer.touched, on: &stack)
        }
        return stack[0].canvas
    }

    /// Composites the top layer onto the one below, through a coverage mask if given (exact
    /// area for transformed masks, §7.16), within the part of it that was drawn into; the
    /// layer is then cleared there and kept for the next one.
    private static func endLayer(_ stack: inout LayerStack, mask: [[CGPoint]]?, evenOdd: Bool, exact: Bool, spare: inout [PixelCanvas]) {
        guard stack.count > 1 else { return }
        var layer = stack.removeLast()
        var coverage: (coverage: [UInt8], area: PixelRect)?
        var reach = layer.touched
        if let mask {
            // The mask covers nothing outside its edges' area (their bounds within the canvas):
            // only that area is scanned into the buffer and composited. No edges, no coverage.
            // (Scanned within the whole canvas, as before layers knew their reach: the
            // coverage of a pixel is computed from the area's left edge.)
            let edges = ScanEdges(mask, clip: layer.canvas.bounds)
            let area = edges?.area ?? .nothing
            let areaWidth = area.x1 - area.x0
            var buffer = [UInt8](repeating: 0, count: max(0, areaWidth * (area.y1 - area.y0)))
            if let edges {
                let write = { (x: Int, y: Int, c: UInt8) in buffer[(y - area.y0) * areaWidth + x - area.x0] = c }
                if exact { AreaCoverage.scan(edges, evenOdd: evenOdd, write) } else { PolygonCoverage.scan(edges, evenOdd: evenOdd, write) }
            }
            coverage = (buffer, area)
            reach = area.intersection(layer.touched)
        }
        stack[stack.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity, mask: coverage, within: layer.touched)
        noteDrawn(reach, on: &stack)
        layer.canvas.clear(layer.touched)
        spare.append(layer.canvas)
    }
}
