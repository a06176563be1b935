import SwatchRaster

/// The color spaces of CSS Color 4, which DTCG color tokens use by name, with exact
/// conversions to sRGB (the only space we draw in). Matrices and transfer functions are the
/// ones CSS Color 4 publishes; D50 spaces are adapted to D65 with its Bradford matrix.
enum CSSColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// Gamma-encoded sRGB components, unclipped (out-of-gamut values fall outside 0...1).
    func toSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        typealias M = ColorMatrix
        switch self {
        case .srgb: return c
        case .srgbLinear: return M.encodeSRGB(c)
        case .hsl: return Self.hslToSRGB(c.0, c.1 / 100, c.2 / 100)
        case .hwb: return Self.hwbToSRGB(c.0, c.1 / 100, c.2 / 100)
        case .displayP3: return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, M.apply(M.linearP3ToXYZ, M.map(c, M.srgbToLinear))))
        case .a98RGB:
            let linear = M.map(c) { v in (v < 0 ? -1 : 1) * pow(abs(v), 563.0 / 256.0) }
            return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, M.apply(M.linearA98ToXYZ, linear)))
        case .prophotoRGB:
            let linear = M.map(c) { v in abs(v) <= 16.0 / 512.0 ? v / 16 : (v < 0 ? -1 : 1) * pow(abs(v), 1.8) }
            return M.fromXYZD50(M.apply(M.linearProPhotoToXYZD50, linear))
        case .rec2020:
            let alpha = 1.09929682680944, beta = 0.018053968510807
            let linear = M.map(c) { v in
                abs(v) < beta * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * pow((abs(v) + alpha - 1) / alpha, 1 / 0.45)
            }
            return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, M.apply(M.linearRec2020ToXYZ, linear)))
        case .xyzD65: return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, c))
        case .xyzD50: return M.fromXYZD50(c)
        case .lab: return M.fromXYZD50(Self.labToXYZD50(c))
        case .lch: return M.fromXYZD50(Self.labToXYZD50(Self.polarToRectangular(c)))
        case .oklab: return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, Self.oklabToXYZ(c)))
        case .oklch: return M.encodeSRGB(M.apply(M.xyzToLinearSRGB, Self.oklabToXYZ(Self.polarToRectangular(c))))
        }
    }

    /// Hue in degrees, saturation and lightness in 0...1.
    static func hslToSRGB(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// Hue in degrees, whiteness and blackness in 0...1.
    static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> (Double, Double, Double) {
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB(hue, 1, 0.5)
        let scale = 1 - white - black
        return (rgb.0 * scale + white, rgb.1 * scale + white, rgb.2 * scale + white)
    }

    /// (L, C, h°) to (L, a, b).
    static func polarToRectangular(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let radians = c.2 * .pi / 180
        return (c.0, c.1 * cos(radians), c.1 * sin(radians))
    }

    /// CIE Lab (D50, L in 0...100) to XYZ D50.
    static func labToXYZD50(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = ColorMatrix.d50White
        return (x * white.0, y * white.1, z * white.2)
    }

    /// OKLab (L in 0...1) to XYZ D65.
    static func oklabToXYZ(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let lms = ColorMatrix.apply(ColorMatrix.oklabToLMS, lab)
        return ColorMatrix.apply(ColorMatrix.lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }
}

/// The 3×3 matrices and transfer functions the conversions share.
enum ColorMatrix {
    typealias Matrix = [[Double]]

    static func apply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
         m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
         m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }

    static func map(_ v: (Double, Double, Double), _ f: (Double) -> Double) -> (Double, Double, Double) {
        (f(v.0), f(v.1), f(v.2))
    }

    static func srgbToLinear(_ c: Double) -> Double { ColorSpaceConversion.srgbToLinear(c) }

    static func encodeSRGB(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        map(v, ColorSpaceConversion.linearToSRGB)
    }

    static func fromXYZD50(_ xyz: (Double, Double, Double)) -> (Double, Double, Double) {
        encodeSRGB(apply(xyzToLinearSRGB, apply(d50ToD65, xyz)))
    }

    static let d50White = (0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585)

    static let xyzToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let linearP3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let linearA98ToXYZ: Matrix = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let linearProPhotoToXYZD50: Matrix = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    static let linearRec2020ToXYZ: Matrix = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    /// Bradford chromatic adaptation, D50 to D65.
    static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let oklabToLMS: Matrix = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
