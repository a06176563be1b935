import SwiftUI
import XCTest

/// The color of one pixel of `view` rendered at scale 1, as bytes.
func pixel<V: View>(_ view: V, x: Int = 1, y: Int = 1, appearance: Appearance = .light) throws -> [UInt8] {
    let image = try ImageRenderer(content: view, appearance: appearance).render()
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}
