import Foundation
import simd
import XCTest

/// `import simd` as apps write it (oscar-weather's sky colors and map hit tests, issue 46):
/// C names and Swift names on the standard library's SIMD types, with the arithmetic of
/// their definitions.
final class SimdTests: XCTestCase {
    /// A sky gradient blended by mix and limited by simd_clamp, as weather apps tint scenes.
    func testColorBlendingAndClamping() {
        // Lanes exact in binary, so that the results compare equal bit for bit.
        let zenith = simd_float3(0.25, 0.5, 0.75)
        let horizon = simd_float3(0.75, 1.0, 1.0)
        XCTAssertEqual(mix(zenith, horizon, t: 0.5), simd_float3(0.5, 0.75, 0.875))
        XCTAssertEqual(mix(zenith, horizon, t: simd_float3(0, 1, 0.5)), simd_float3(0.25, 1.0, 0.875))
        XCTAssertEqual(simd_mix(zenith, horizon, simd_float3(repeating: 1)), horizon)
        let over = zenith * 2 - simd_float3(repeating: 0.625)
        XCTAssertEqual(simd_clamp(over, simd_float3(repeating: 0), simd_float3(repeating: 1)), simd_float3(0, 0.375, 0.875))
        XCTAssertEqual(clamp(simd_float3(-1, 0.5, 2), min: 0, max: 1), simd_float3(0, 0.5, 1))
        XCTAssertEqual(simd_clamp(1.5, 0.0, 1.0), 1.0)
        XCTAssertEqual(smoothstep(simd_float2(0, 5), edge0: simd_float2(repeating: 0), edge1: simd_float2(repeating: 10)), simd_float2(0, 0.5))
    }

    /// The distance from a point to a segment, the map hit test's arithmetic.
    func testDistanceToASegment() {
        let a = SIMD2<Double>(-3, 4)
        let ab = SIMD2<Double>(6, 0)
        let lengthSquared = simd_length_squared(ab)
        XCTAssertEqual(lengthSquared, 36)
        let t = min(1, max(0, -simd_dot(a, ab) / lengthSquared))
        XCTAssertEqual(t, 0.5)
        XCTAssertEqual(simd_length(a + ab * t), 4)
        XCTAssertEqual(length(simd_double3(2, 3, 6)), 7)
        XCTAssertEqual(distance(simd_float2(1, 1), simd_float2(4, 5)), 5)
        XCTAssertEqual(normalize(simd_double2(3, 4)), simd_double2(0.6, 0.8))
        XCTAssertEqual(cross(simd_float3(1, 0, 0), simd_float3(0, 1, 0)), simd_float3(0, 0, 1))
        XCTAssertEqual(reduce_add(simd_float4(1, 2, 3, 4)), 10)
        XCTAssertEqual(simd_reduce_max(simd_float4(1, 7, 3, 4)), 7)
    }

    /// An app's own `clamp` and `smoothstep` members still win inside its type, as on iOS.
    func testAppsOwnHelpersShadowTheModules() {
        enum Sky {
            static func clamp(_ value: Float, _ lower: Float, _ upper: Float) -> Float { Swift.min(Swift.max(value, lower), upper) }
            static func clamp(_ color: simd_float3) -> simd_float3 { simd_clamp(color, .zero, .one) }
            static func tint(_ level: Float) -> simd_float3 { clamp(simd_float3(repeating: clamp(level, 0, 2))) }
        }
        XCTAssertEqual(Sky.tint(1.5), simd_float3(repeating: 1))
        XCTAssertEqual(Sky.tint(0.25), simd_float3(repeating: 0.25))
    }

    /// Quaternions as model code rotates with them, and the half-precision names packages use
    /// under `canImport(simd)` (swift-property-based's generators).
    func testQuaternionsRotateAndHalvesExist() {
        let quarterTurn = simd_quatd(angle: .pi / 2, axis: simd_double3(0, 0, 1))
        let turned = quarterTurn.act(simd_double3(1, 0, 0))
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
        XCTAssertEqual(quarterTurn.angle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual((quarterTurn * quarterTurn).act(simd_double3(1, 0, 0)).x, -1, accuracy: 1e-12)
        let half = simd_quath(vector: simd_half4(simd_quatf(angle: 0, axis: simd_float3(1, 0, 0)).vector))
        XCTAssertEqual(half.real, 1)
    }
}
