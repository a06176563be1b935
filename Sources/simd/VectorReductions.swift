// One number from a vector's lanes.

/// The sum of the lanes.
public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest lane.
public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.min() }
/// The largest lane.
public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.max() }
/// `reduce_add(_:)` under its C name.
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// `reduce_min(_:)` under its C name.
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.min() }
/// `reduce_max(_:)` under its C name.
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.max() }
