import CoreGraphics
import SwatchRaster

extension Color {
    /// A SwiftUI color of a Core Graphics color's sRGB components: `Color(cgColor:)`. Here
    /// rather than in the engine, which uses CoreGraphics only for geometry (§2.7).
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
    }
}
