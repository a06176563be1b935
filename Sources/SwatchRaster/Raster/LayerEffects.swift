import Foundation

/// What `endFilteredLayer` does to a finished layer before compositing it (docs/ARCHITECTURE.md §7.13).
enum LayerEffect {
    /// A Gaussian blur of standard deviation `sigma` device pixels. With `opaqueIn`, the blur
    /// reads clamped edges inside that rectangle, is kept to it and made opaque
    /// (`blur(radius:opaque: true)`).
    case blur(sigma: Double, opaqueIn: PixelRect?)
    /// A drop shadow under the layer: its alpha, offset by whole device pixels, blurred and
    /// tinted with the color; then the layer itself.
    case shadow(RGBAColor, sigma: Double, offsetX: Int, offsetY: Int)
    /// A color matrix applied to every pixel of the layer.
    case colorMatrix(ColorMatrix)
    /// The layer blended onto what is beneath it with a blend mode.
    case blend(BlendMode)
    /// The layer composited onto what is beneath it with a Porter–Duff operator that
    /// `BlendMode` has no case for (a `Canvas` call's `GraphicsContext.BlendMode`).
    case compose(CompositeOperator)
}

/// A material's recipe in device pixels: how much to blur the backdrop, and the tint
/// drawn over the blurred backdrop.
struct BackdropEffect {
    let sigma: Double
    let tint: RGBAColor
}

/// The layers the rasterizer is drawing into, bottom first, each with its opacity and the
/// part of it drawn into so far (LayerReach.swift; outside it the layer is transparent).
typealias LayerStack = [(canvas: PixelCanvas, opacity: UInt8, touched: PixelRect)]

extension Rasterizer {
    /// Adds `rect` to the part of the top layer that has been drawn into.
    static func noteDrawn(_ rect: PixelRect, on stack: inout LayerStack) {
        stack[stack.count - 1].touched = stack[stack.count - 1].touched.union(rect)
    }

    /// How far a blur of `sigma` spreads: three standard deviations and the box
    /// approximation's rounding, in whole pixels.
    static func blurMargin(_ sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int(min(1e5, 3 * sigma).rounded(.up)) + 2
    }

    /// Pops the top layer, runs `effect` on it and composites the result within `clip`.
    static func endFilteredLayer(_ effect: LayerEffect, stack: inout LayerStack, clip: PixelRect) {
        guard stack.count > 1 else { return }
        var layer = stack.removeLast()
        guard let content = layer.canvas.contentBounds(within: layer.touched) else { return }
        let width = layer.canvas.width
        let target = stack.count - 1
        switch effect {
        case .blur(let sigma, let opaqueIn):
            if let frame = opaqueIn {
                let region = frame.intersection(layer.canvas.bounds)
                GaussianBlur.blur(&layer.canvas.pixels, width: width, region: region, sigma: sigma, edges: .clamp)
                layer.canvas.makeOpaque(region)
                stack[target].canvas.composite(layer.canvas, opacity: layer.opacity, region: region.intersection(clip))
            } else {
                let region = content.outset(by: blurMargin(sigma)).intersection(layer.canvas.bounds)
                GaussianBlur.blur(&layer.canvas.pixels, width: width, region: region, sigma: sigma, edges: .transparent)
                stack[target].canvas.composite(layer.canvas, opacity: layer.opacity, region: region.intersection(clip))
            }
        case .shadow(let color, let sigma, let dx, let dy):
            // Only the coverage is blurred, in a plane the size of the blurred region
            // (AlphaBlur: the same result as blurring a full RGBA canvas of it).
            let shifted = PixelRect(x0: content.x0 + dx, y0: content.y0 + dy, x1: content.x1 + dx, y1: content.y1 + dy)
                .intersection(layer.canvas.bounds)
            if !shifted.isEmpty {
                let region = shifted.outset(by: blurMargin(sigma)).intersection(layer.canvas.bounds)
                let w = region.x1 - region.x0, h = region.y1 - region.y0
                var plane = [UInt8](repeating: 0, count: w * h)
                for y in shifted.y0..<shifted.y1 {
                    for x in shifted.x0..<shifted.x1 {
                        plane[(y - region.y0) * w + x - region.x0] = layer.canvas.pixels[((y - dy) * width + x - dx) * 4 + 3]
                    }
                }
                AlphaBlur.blur(&plane, width: w, height: h, sigma: sigma)
                stack[target].canvas.compositeCoverage(plane, of: region, color: PremultipliedColor(color), opacity: layer.opacity,
                                                       within: region.intersection(clip))
            }
            stack[target].canvas.composite(layer.canvas, opacity: layer.opacity, region: content.intersection(clip))
        case .colorMatrix(let matrix):
            matrix.apply(to: &layer.canvas.pixels, width: width, region: content)
            stack[target].canvas.composite(layer.canvas, opacity: layer.opacity, region: content.intersection(clip))
        case .blend(let mode):
            if layer.opacity < 255 { layer.canvas.scale(content, by: layer.opacity) }
            stack[target].canvas.composite(layer.canvas, blendMode: mode, region: content.intersection(clip))
        case .compose(let op):
            if layer.opacity < 255 { layer.canvas.scale(content, by: layer.opacity) }
            stack[target].canvas.composite(layer.canvas, operator: op, region: content.intersection(clip))
        }
    }

    /// Pops a mask layer and the content layer beneath it: the content's pixels are scaled
    /// by the mask's alpha, then composited with the content layer's opacity.
    static func endMaskedLayer(stack: inout LayerStack) {
        guard stack.count > 2 else { return }
        let mask = stack.removeLast()
        var layer = stack.removeLast()
        guard let content = layer.canvas.contentBounds(within: layer.touched) else { return }
        let opacity = mask.opacity
        for y in content.y0..<content.y1 {
            for x in content.x0..<content.x1 {
                let offset = (y * layer.canvas.width + x) * 4
                let coverage = mul255(mask.canvas.pixels[offset + 3], opacity)
                if coverage == 255 { continue }
                for c in 0..<4 { layer.canvas.pixels[offset + c] = mul255(layer.canvas.pixels[offset + c], coverage) }
            }
        }
        stack[stack.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity, region: content)
        noteDrawn(content, on: &stack)
    }

    /// Paints a material into the top layer: everything drawn so far under `rect` (all
    /// layers flattened, as they would be seen), blurred with clamped edges, with the tint
    /// over it, within the polygons' coverage and `clip`.
    static func backdrop(_ rect: PixelRect, polygons: [[CGPoint]]?, _ effect: BackdropEffect, stack: inout LayerStack, clip: PixelRect) {
        let top = stack.count - 1
        let bounds = stack[top].canvas.bounds
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let sampled = rect.outset(by: blurMargin(effect.sigma)).intersection(bounds)
        let w = sampled.x1 - sampled.x0, h = sampled.y1 - sampled.y0
        var backdrop = [UInt8](repeating: 0, count: w * h * 4)
        let width = bounds.x1
        for (index, level) in stack.enumerated() {
            level.canvas.pixels.withUnsafeBufferPointer { source in
                backdrop.withUnsafeMutableBufferPointer { out in
                    for y in 0..<h {
                        for x in 0..<w {
                            let s = source.baseAddress! + ((y + sampled.y0) * width + x + sampled.x0) * 4
                            let d = out.baseAddress! + (y * w + x) * 4
                            if index == 0 {
                                d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = s[3]
                            } else if s[3] != 0 {
                                PixelCanvas.blend(d, PremultipliedColor(r: s[0], g: s[1], b: s[2], a: s[3]), coverage: level.opacity)
                            }
                        }
                    }
                }
            }
        }
        GaussianBlur.blur(&backdrop, width: w, region: PixelRect(x0: 0, y0: 0, x1: w, y1: h), sigma: effect.sigma, edges: .clamp)
        let tint = PremultipliedColor(effect.tint)
        func paint(_ x: Int, _ y: Int, _ coverage: UInt8, _ out: UnsafeMutablePointer<UInt8>) {
            let b = (y - sampled.y0) * w + (x - sampled.x0)
            var color = PremultipliedColor(r: backdrop[b * 4], g: backdrop[b * 4 + 1], b: backdrop[b * 4 + 2], a: backdrop[b * 4 + 3])
            color = BlendFormulas.blend(tint, over: color, .normal)
            PixelCanvas.blend(out + (y * width + x) * 4, color, coverage: coverage)
        }
        stack[top].canvas.pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            if let polygons {
                PolygonCoverage.scan(polygons, evenOdd: false, clip: area) { x, y, coverage in paint(x, y, coverage, base) }
            } else {
                for y in area.y0..<area.y1 { for x in area.x0..<area.x1 { paint(x, y, 255, base) } }
            }
        }
    }
}

extension PixelCanvas {
    /// Source-over of `layer` with a uniform opacity, only within `region`.
    mutating func composite(_ layer: PixelCanvas, opacity: UInt8, region: PixelRect) {
        let r = region.intersection(bounds)
        guard !r.isEmpty, opacity > 0 else { return }
        let width = self.width
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                guard let src = source.baseAddress, let dst = out.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    for x in r.x0..<r.x1 {
                        let s = src + (y * width + x) * 4
                        if s[3] == 0 { continue }
                        PixelCanvas.blend(dst + (y * width + x) * 4, PremultipliedColor(r: s[0], g: s[1], b: s[2], a: s[3]), coverage: opacity)
                    }
                }
            }
        }
    }

    /// Blends `color` through `plane`, the coverage of `area` (row-major, `area`'s width),
    /// scaled by `opacity`, within `region`: a shadow from its blurred coverage.
    mutating func compositeCoverage(_ plane: [UInt8], of area: PixelRect, color: PremultipliedColor, opacity: UInt8, within region: PixelRect) {
        let r = region.intersection(bounds).intersection(area)
        guard !r.isEmpty, color.a > 0 else { return }
        let width = self.width, planeWidth = area.x1 - area.x0
        pixels.withUnsafeMutableBufferPointer { out in
            guard let dst = out.baseAddress else { return }
            for y in r.y0..<r.y1 {
                for x in r.x0..<r.x1 {
                    let alpha = plane[(y - area.y0) * planeWidth + x - area.x0]
                    if alpha == 0 { continue }
                    PixelCanvas.blend(dst + (y * width + x) * 4, color, coverage: mul255(alpha, opacity))
                }
            }
        }
    }

    /// Makes every pixel of `region` opaque by dividing its color by its alpha (Apple's
    /// `BlurOptions.opaque`); fully transparent pixels become black.
    mutating func makeOpaque(_ region: PixelRect) {
        guard !region.isEmpty else { return }
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                let p = (y * width + x) * 4
                let color = PremultipliedColor(r: pixels[p], g: pixels[p + 1], b: pixels[p + 2], a: pixels[p + 3]).straight
                pixels[p] = color.0; pixels[p + 1] = color.1; pixels[p + 2] = color.2; pixels[p + 3] = 255
            }
        }
    }

    /// Scales every pixel of `region` by `opacity`.
    mutating func scale(_ region: PixelRect, by opacity: UInt8) {
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                let p = (y * width + x) * 4
                for c in 0..<4 { pixels[p + c] = mul255(pixels[p + c], opacity) }
            }
        }
    }
}

extension PixelRect {
    /// The rectangle grown by `amount` pixels on every side.
    func outset(by amount: Int) -> PixelRect {
        PixelRect(x0: x0 - amount, y0: y0 - amount, x1: x1 + amount, y1: y1 + amount)
    }
}
