import Foundation

/// The Porter–Duff operators that a `Canvas` can ask for (`GraphicsContext.BlendMode`) and the
/// view modifier's `BlendMode` has no case for. Each composites a finished layer onto what is
/// beneath it, on 8-bit premultiplied pixels (docs/ARCHITECTURE.md §7.13).
///
/// Core Graphics bounds every mode by the drawn shape's coverage: outside the path nothing
/// changes. A layer here carries coverage and color alpha as one alpha, so a pixel the call
/// left transparent stays as it was, and inside the shape the operator applies with the
/// layer's alpha: exact for opaque sources, which is how these modes are used (erasing,
/// punching, masking), and an approximation at antialiased edges of translucent ones.
enum CompositeOperator: Equatable {
    /// R = 0 inside the shape: D·(1 − Sa).
    case clear
    /// R = S inside the shape: S + D·(1 − Sa), the source's own transparency replacing.
    case copy
    /// R = S·Da.
    case sourceIn
    /// R = S·(1 − Da).
    case sourceOut
    /// R = D·Sa.
    case destinationIn
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor

    /// `source` composited onto `backdrop` (both premultiplied).
    func apply(_ s: PremultipliedColor, over d: PremultipliedColor) -> PremultipliedColor {
        /// x·a + y·b, per component, on premultiplied bytes.
        func mix(_ a: UInt8, _ b: UInt8) -> PremultipliedColor {
            func c(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(clamping: Int(mul255(x, a)) + Int(mul255(y, b))) }
            return PremultipliedColor(r: c(s.r, d.r), g: c(s.g, d.g), b: c(s.b, d.b), a: c(s.a, d.a))
        }
        switch self {
        case .clear: return mix(0, 255 - s.a)
        case .copy:
            // The source replaces what is beneath it where it covers it fully; at a partly
            // covered pixel the coverage (in the source's alpha) lets the rest show.
            return mix(255, 255 - s.a)
        case .sourceIn: return mix(d.a, 0)
        case .sourceOut: return mix(255 - d.a, 0)
        case .destinationIn: return mix(0, s.a)
        case .destinationAtop: return mix(255 - d.a, s.a)
        case .xor: return mix(255 - d.a, 255 - s.a)
        }
    }
}

extension PixelCanvas {
    /// Composites `layer` onto this canvas with `operator`, within `region`; pixels the layer
    /// left transparent keep what is beneath them.
    mutating func composite(_ layer: PixelCanvas, operator op: CompositeOperator, region: PixelRect) {
        compositeDrawn(layer, region: region) { op.apply($0, over: $1) }
    }
}
