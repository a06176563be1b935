/// An 8-bit premultiplied color, the canvas's pixel format (as Core Graphics uses).
struct PremultipliedColor: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Premultiplies a straight color after rounding each component to a byte.
    init(_ color: RGBAColor) {
        let bytes = color.bytes
        a = bytes.a
        r = mul255(bytes.r, bytes.a)
        g = mul255(bytes.g, bytes.a)
        b = mul255(bytes.b, bytes.a)
    }

    /// The color scaled by a coverage or opacity in 0...255.
    func scaled(by coverage: UInt8) -> PremultipliedColor {
        PremultipliedColor(r: mul255(r, coverage), g: mul255(g, coverage), b: mul255(b, coverage), a: mul255(a, coverage))
    }
}

/// `a * b / 255`, correctly rounded, in integers (the exact form keeps results reproducible).
@inline(__always)
func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = UInt32(a) * UInt32(b) + 128
    return UInt8((t + (t >> 8)) >> 8)
}
