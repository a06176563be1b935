// Blending and limiting, lane by lane: what colour and animation code uses simd for.

/// `x` where `t` is 0, `y` where it is 1, linear between, lane by lane.
public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// `mix(_:_:t:)` with one `t` for every lane.
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
/// Each lane of `x` limited to the same lane of `min` and `max`.
public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: FloatingPoint {
    x.clamped(lowerBound: min, upperBound: max)
}
/// Each lane of `x` limited to `min...max`.
public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: FloatingPoint {
    x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}
/// 0 where a lane is below `edge`, else 1.
public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint {
    var result = V()
    for lane in result.indices { result[lane] = x[lane] < edge[lane] ? 0 : 1 }
    return result
}
/// Hermite interpolation from 0 at `edge0` to 1 at `edge1`, lane by lane.
public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
    let t = clamp((x - edge0) / (edge1 - edge0), min: 0, max: 1)
    return t * t * (3 - 2 * t)
}
/// Each lane's sign: -1, 0 or 1.
public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    var result = V()
    for lane in result.indices { result[lane] = x[lane] > 0 ? 1 : (x[lane] < 0 ? -1 : 0) }
    return result
}
/// Each lane's absolute value.
public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    var result = V()
    for lane in result.indices { result[lane] = Swift.abs(x[lane]) }
    return result
}
/// Each lane's fractional part, `x - floor(x)`.
public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x - x.rounded(.down) }
/// The reciprocal of each lane.
public func recip<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { 1 / x }

/// `mix(_:_:t:)` under its C name.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { mix(x, y, t: t) }
/// `simd_mix` of two scalars.
public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }
/// `clamp(_:min:max:)` under its C name.
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: FloatingPoint { clamp(x, min: min, max: max) }
/// `simd_clamp` of a scalar.
public func simd_clamp<T: FloatingPoint>(_ x: T, _ min: T, _ max: T) -> T { Swift.min(Swift.max(x, min), max) }
/// `step(_:edge:)` under its C name (edge first, as in C).
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint { step(x, edge: edge) }
/// `smoothstep(_:edge0:edge1:)` under its C name (edges first, as in C).
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    smoothstep(x, edge0: edge0, edge1: edge1)
}
/// `sign(_:)` under its C name.
public func simd_sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { sign(x) }
/// `abs(_:)` under its C name.
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { abs(x) }
/// `fract(_:)` under its C name.
public func simd_fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { fract(x) }
/// The lane-wise minimum.
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMin(x, y) }
/// The lane-wise maximum.
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { pointwiseMax(x, y) }
