import XCTest
@testable import SwatchRaster

/// Shadows blur a single coverage plane (AlphaBlur); it must give exactly what the RGBA blur
/// (GaussianBlur) gives on the alpha channel, for the exact kernel and for the box passes, so
/// that the faster path changed no pixel.
final class AlphaBlurTests: XCTestCase {
    private func pseudoRandomPlane(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<(width * height)).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = UInt8(truncatingIfNeeded: state >> 56)
            return value < 96 ? 0 : value  // runs of empty pixels, as a shape's edge has
        }
    }

    func testMatchesTheRGBABlursAlphaChannelBitForBit() {
        for (sigma, width, height) in [(0.8, 9, 7), (2.5, 31, 17), (3.0, 5, 40), (7.2, 40, 23), (18.0, 64, 50), (18.0, 3, 2)] {
            let plane = pseudoRandomPlane(width: width, height: height, seed: UInt64(width * 1000 + height))
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for i in plane.indices { rgba[i * 4 + 3] = plane[i] }
            GaussianBlur.blur(&rgba, width: width, region: PixelRect(x0: 0, y0: 0, x1: width, y1: height), sigma: sigma, edges: .transparent)
            var blurred = plane
            AlphaBlur.blur(&blurred, width: width, height: height, sigma: sigma)
            XCTAssertEqual(blurred, stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }, "σ \(sigma), \(width)×\(height)")
            XCTAssertNotEqual(blurred, plane, "the blur did something (σ \(sigma))")
        }
    }
}
