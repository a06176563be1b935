import Foundation

/// Compositing a layer with a `BlendMode` onto what is already drawn in the enclosing layer
/// (docs/ARCHITECTURE.md §7.13). Everything is on 8-bit premultiplied pixels:
///
/// - separable and non-separable modes use the W3C Compositing and Blending Level 1 general
///   formula, co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs), with
///   B computed on un-premultiplied bytes (integers for the separable modes; the
///   non-separable ones and `softLight` in doubles, rounded once, in a fixed order);
/// - `sourceAtop`, `destinationOver`, `destinationOut` are the Porter–Duff operators of the same
///   specification;
/// - `plusLighter` is Core Graphics' R = min(1, S + D), `plusDarker` its
///   R = max(0, 1 − ((1 − D) + (1 − S))), written for premultiplied pixels so that both
///   reduce to those formulas where the pixels are opaque.
extension PixelCanvas {
    /// Composites `layer` onto this canvas with `mode`, within `region`.
    mutating func composite(_ layer: PixelCanvas, blendMode mode: BlendMode, region: PixelRect) {
        compositeDrawn(layer, region: region) { BlendFormulas.blend($0, over: $1, mode) }
    }

    /// Replaces each pixel of `region` that `layer` drew into with `combine(source, backdrop)`;
    /// every mode and operator leaves the backdrop alone where the layer is transparent.
    @inline(__always)
    mutating func compositeDrawn(_ layer: PixelCanvas, region: PixelRect,
                                 _ combine: (PremultipliedColor, PremultipliedColor) -> PremultipliedColor) {
        let r = region.intersection(bounds)
        guard !r.isEmpty else { return }
        let width = self.width
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                guard let src = source.baseAddress, let dst = out.baseAddress else { return }
                for y in r.y0..<r.y1 {
                    for x in r.x0..<r.x1 {
                        let offset = (y * width + x) * 4
                        let s = src + offset
                        if s[3] == 0 { continue }
                        let result = combine(PremultipliedColor(r: s[0], g: s[1], b: s[2], a: s[3]),
                                             PremultipliedColor(r: dst[offset], g: dst[offset + 1], b: dst[offset + 2], a: dst[offset + 3]))
                        dst[offset] = result.r; dst[offset + 1] = result.g
                        dst[offset + 2] = result.b; dst[offset + 3] = result.a
                    }
                }
            }
        }
    }
}

/// The per-pixel formulas behind `PixelCanvas.composite(_:blendMode:region:)`.
enum BlendFormulas {
    /// `source` blended onto `backdrop` (both premultiplied) with `mode`.
    static func blend(_ source: PremultipliedColor, over backdrop: PremultipliedColor, _ mode: BlendMode) -> PremultipliedColor {
        let s = source, b = backdrop
        switch mode {
        case .normal:
            let inverse = 255 - s.a
            return PremultipliedColor(r: s.r &+ mul255(b.r, inverse), g: s.g &+ mul255(b.g, inverse),
                                      b: s.b &+ mul255(b.b, inverse), a: s.a &+ mul255(b.a, inverse))
        case .sourceAtop:
            func c(_ cs: UInt8, _ cb: UInt8) -> UInt8 { UInt8(clamping: Int(mul255(cs, b.a)) + Int(mul255(cb, 255 - s.a))) }
            return PremultipliedColor(r: c(s.r, b.r), g: c(s.g, b.g), b: c(s.b, b.b), a: b.a)
        case .destinationOver:
            func c(_ cs: UInt8, _ cb: UInt8) -> UInt8 { UInt8(clamping: Int(mul255(cs, 255 - b.a)) + Int(cb)) }
            return PremultipliedColor(r: c(s.r, b.r), g: c(s.g, b.g), b: c(s.b, b.b), a: c(s.a, b.a))
        case .destinationOut:
            let keep = 255 - s.a
            return PremultipliedColor(r: mul255(b.r, keep), g: mul255(b.g, keep), b: mul255(b.b, keep), a: mul255(b.a, keep))
        case .plusLighter:
            func c(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(clamping: Int(x) + Int(y)) }
            return PremultipliedColor(r: c(s.r, b.r), g: c(s.g, b.g), b: c(s.b, b.b), a: c(s.a, b.a))
        case .plusDarker:
            let alpha = Int(s.a) + Int(b.a) - Int(mul255(s.a, b.a))
            func c(_ cs: UInt8, _ cb: UInt8) -> UInt8 {
                UInt8(clamping: max(0, alpha - ((Int(s.a) - Int(cs)) + (Int(b.a) - Int(cb)))))
            }
            return PremultipliedColor(r: c(s.r, b.r), g: c(s.g, b.g), b: c(s.b, b.b), a: UInt8(clamping: alpha))
        default:
            let cs = s.straight, cb = b.straight
            let mixed: (UInt8, UInt8, UInt8)
            switch mode {
            case .hue, .saturation, .color, .luminosity:
                mixed = nonSeparable(mode, cb, cs)
            default:
                mixed = (separable(mode, cb.0, cs.0), separable(mode, cb.1, cs.1), separable(mode, cb.2, cs.2))
            }
            let both = mul255(s.a, b.a)
            let alpha = UInt8(clamping: Int(s.a) + Int(mul255(b.a, 255 - s.a)))
            func c(_ cs: UInt8, _ cb: UInt8, _ m: UInt8) -> UInt8 {
                UInt8(clamping: min(Int(alpha), Int(mul255(cs, 255 - b.a)) + Int(mul255(cb, 255 - s.a)) + Int(mul255(both, m))))
            }
            return PremultipliedColor(r: c(s.r, b.r, mixed.0), g: c(s.g, b.g, mixed.1), b: c(s.b, b.b, mixed.2), a: alpha)
        }
    }

    /// W3C B(Cb, Cs) for one component of un-premultiplied bytes.
    static func separable(_ mode: BlendMode, _ cb: UInt8, _ cs: UInt8) -> UInt8 {
        switch mode {
        case .multiply: return mul255(cb, cs)
        case .screen: return screen(cb, cs)
        case .overlay: return hardLight(cs, cb)
        case .hardLight: return hardLight(cb, cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .difference: return cb > cs ? cb - cs : cs - cb
        case .exclusion: return UInt8(clamping: Int(cb) + Int(cs) - 2 * Int(mul255(cb, cs)))
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs == 255 { return 255 }
            return UInt8(min(255, (Int(cb) * 255 + Int(255 - cs) / 2) / Int(255 - cs)))
        case .colorBurn:
            if cb == 255 { return 255 }
            if cs == 0 { return 0 }
            return UInt8(255 - min(255, (Int(255 - cb) * 255 + Int(cs) / 2) / Int(cs)))
        case .softLight:
            let b = Double(cb) / 255, s = Double(cs) / 255
            let result: Double
            if s <= 0.5 {
                result = b - (1 - 2 * s) * b * (1 - b)
            } else {
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                result = b + (2 * s - 1) * (d - b)
            }
            return RGBAColor.byte(result)
        default: return cs
        }
    }

    private static func screen(_ cb: UInt8, _ cs: UInt8) -> UInt8 {
        UInt8(clamping: Int(cb) + Int(cs) - Int(mul255(cb, cs)))
    }

    /// W3C HardLight(Cb, Cs): multiply by 2·Cs below one half, screen with 2·Cs − 1 above.
    private static func hardLight(_ cb: UInt8, _ cs: UInt8) -> UInt8 {
        cs <= 127 ? mul255(cb, cs * 2) : screen(cb, UInt8(Int(cs) * 2 - 255))
    }

    /// W3C hue, saturation, color and luminosity (SetLum, SetSat, ClipColor), in doubles.
    static func nonSeparable(_ mode: BlendMode, _ cb: (UInt8, UInt8, UInt8), _ cs: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        typealias RGB = (Double, Double, Double)
        let b: RGB = (Double(cb.0) / 255, Double(cb.1) / 255, Double(cb.2) / 255)
        let s: RGB = (Double(cs.0) / 255, Double(cs.1) / 255, Double(cs.2) / 255)
        func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
        func clip(_ c: RGB) -> RGB {
            let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
            var c = c
            if n < 0 { c = (l + (c.0 - l) * l / (l - n), l + (c.1 - l) * l / (l - n), l + (c.2 - l) * l / (l - n)) }
            if x > 1 { c = (l + (c.0 - l) * (1 - l) / (x - l), l + (c.1 - l) * (1 - l) / (x - l), l + (c.2 - l) * (1 - l) / (x - l)) }
            return c
        }
        func setLum(_ c: RGB, _ l: Double) -> RGB {
            let d = l - lum(c)
            return clip((c.0 + d, c.1 + d, c.2 + d))
        }
        func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
        func setSat(_ c: RGB, _ s: Double) -> RGB {
            let values = [c.0, c.1, c.2]
            let order = [0, 1, 2].sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
            var out = [0.0, 0.0, 0.0]
            let range = values[order[2]] - values[order[0]]
            if range > 0 {
                out[order[1]] = (values[order[1]] - values[order[0]]) * s / range
                out[order[2]] = s
            }
            return (out[0], out[1], out[2])
        }
        let result: RGB
        switch mode {
        case .hue: result = setLum(setSat(s, sat(b)), lum(b))
        case .saturation: result = setLum(setSat(b, sat(s)), lum(b))
        case .color: result = setLum(s, lum(b))
        default: result = setLum(b, lum(s))
        }
        return (RGBAColor.byte(result.0), RGBAColor.byte(result.1), RGBAColor.byte(result.2))
    }
}

extension PremultipliedColor {
    /// The color components un-premultiplied to bytes (zero where alpha is zero).
    var straight: (UInt8, UInt8, UInt8) {
        guard a > 0 else { return (0, 0, 0) }
        let alpha = UInt32(a)
        func c(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + alpha / 2) / alpha)) }
        return (c(r), c(g), c(b))
    }
}
