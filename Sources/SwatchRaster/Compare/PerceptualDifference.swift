import Foundation

/// How many pixels of two equally sized images differ by more than a perceptual threshold:
/// the CIE 1976 color difference ΔE*ab between their sRGB colors (D65 Lab), or an alpha
/// difference of more than the same share of 255. swift-snapshot-testing's
/// `perceptualPrecision` uses Core Image's ΔE (CIE94), which Linux lacks; ΔE*76 is the
/// simpler formula, a little stricter on saturated colors. A ΔE of about 2.3 is the "just
/// noticeable difference", so a `perceptualPrecision` of 0.98 accepts what the eye does not see.
package enum PerceptualDifference {
    /// Pixels whose ΔE*76 exceeds `maximumDeltaE` (0...100) or whose alpha differs by more
    /// than `maximumDeltaE` % of 255.
    package static func count(_ a: RasterImage, _ b: RasterImage, maximumDeltaE: Double) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var lab = [Int: (Double, Double, Double)]()
        func labOf(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
            let key = Int(p[i]) << 16 | Int(p[i + 1]) << 8 | Int(p[i + 2])
            if let cached = lab[key] { return cached }
            let value = Lab.fromSRGB(p[i], p[i + 1], p[i + 2])
            lab[key] = value
            return value
        }
        let alphaLimit = maximumDeltaE / 100 * 255
        var count = 0
        let x = a.pixels, y = b.pixels
        for i in stride(from: 0, to: x.count, by: 4) where x[i..<(i + 4)] != y[i..<(i + 4)] {
            if abs(Double(x[i + 3]) - Double(y[i + 3])) > alphaLimit { count += 1; continue }
            // Two fully transparent pixels look the same whatever their color bytes.
            if x[i + 3] == 0 && y[i + 3] == 0 { continue }
            let (l1, a1, b1) = labOf(x, i), (l2, a2, b2) = labOf(y, i)
            let deltaE = ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
            if deltaE > maximumDeltaE { count += 1 }
        }
        return count
    }
}

/// sRGB bytes to CIE L*a*b* (D65 white), through linear sRGB and XYZ (IEC 61966-2-1 matrix).
package enum Lab {
    package static func fromSRGB(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
