/// Exact conversions of other RGB spaces to sRGB: linearize, matrix through XYZ (D65), re-encode.
package enum ColorSpaceConversion {
    package static func srgbToLinear(_ c: Double) -> Double {
        let a = abs(c)
        let v = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    package static func linearToSRGB(_ c: Double) -> Double {
        let a = abs(c)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return c < 0 ? -v : v
    }

    /// Display P3 (linear) to sRGB (linear), both D65: the product of P3→XYZ and XYZ→sRGB.
    static let p3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.04205695470968816, 1.0420569547096882, 0],
        [-0.019637554590334432, -0.07863604555063188, 1.0982736001409663],
    ]

    package static func toSRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (linearToSRGB(r), linearToSRGB(g), linearToSRGB(b))
        case .displayP3:
            let lin = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)]
            let m = p3ToSRGB
            let out = m.map { row in row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2] }
            return (linearToSRGB(out[0]), linearToSRGB(out[1]), linearToSRGB(out[2]))
        }
    }
}
