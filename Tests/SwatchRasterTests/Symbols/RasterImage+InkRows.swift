@testable import SwatchRaster

extension RasterImage {
    /// The first and last rows holding ink (alpha above half) in columns `xs`: where a symbol
    /// or a letter starts and ends vertically, for the alignment tests.
    func inkRows(_ xs: Range<Int>) -> (Int, Int)? {
        var top: Int?, bottom = 0
        for y in 0..<height where xs.contains(where: { self[$0, y].a > 127 }) {
            if top == nil { top = y }
            bottom = y
        }
        return top.map { ($0, bottom) }
    }
}
