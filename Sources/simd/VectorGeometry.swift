// Lengths, products and directions of floating-point vectors, under both of Apple's names:
// the Swift ones (`length(_:)`) and the C ones (`simd_length(_:)`). Apple declares one
// overload per vector type; one generic function per name covers them, with the same
// arithmetic (a sum of lane products, then a square root).

/// The sum of the lanes' products.
public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The square of the vector's length, without the square root.
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }
/// The vector's Euclidean length.
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x).squareRoot() }
/// The square of the distance between two points.
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x - y) }
/// The distance between two points.
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x - y) }
/// The vector scaled to length 1 (lanes are NaN for the zero vector, as on Apple platforms).
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / length(x) }
/// The cross product of two three-lane vectors.
public func cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// The projection of `x` onto `y`.
public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { dot(x, y) / dot(y, y) * y }
/// `x` reflected off the plane whose unit normal is `n`.
public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { x - 2 * dot(x, n) * n }

/// `dot(_:_:)` under its C name.
public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, y) }
/// `length_squared(_:)` under its C name.
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x) }
/// `length(_:)` under its C name.
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x) }
/// `distance_squared(_:_:)` under its C name.
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { distance_squared(x, y) }
/// `distance(_:_:)` under its C name.
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { distance(x, y) }
/// `normalize(_:)` under its C name.
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { normalize(x) }
/// `cross(_:_:)` under its C name.
public func simd_cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> { cross(x, y) }
