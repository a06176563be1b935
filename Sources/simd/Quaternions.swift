import Foundation

/// A rotation as a quaternion: the storage of Apple's `simd_quatf`, `simd_quatd` and
/// `simd_quath`, which are one struct per scalar there. `vector` holds the imaginary parts
/// then the real one (ix, iy, iz, r), as in Apple's layout. Code that rotates models uses
/// these, and packages test them (swift-property-based generates them under `canImport(simd)`).
public struct SIMDQuaternion<Scalar: SIMDScalar & BinaryFloatingPoint>: Hashable, @unchecked Sendable {
    // @unchecked: four floating-point numbers; every scalar that conforms is a value type.
    /// (ix, iy, iz, r).
    public var vector: SIMD4<Scalar>

    /// A quaternion from its four parts.
    public init(vector: SIMD4<Scalar>) { self.vector = vector }
    /// A quaternion from its imaginary and real parts.
    public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { vector = SIMD4(ix, iy, iz, r) }
    /// A quaternion from its real and imaginary parts.
    public init(real: Scalar, imag: SIMD3<Scalar>) { vector = SIMD4(imag.x, imag.y, imag.z, real) }
    /// The rotation by `angle` radians about the unit vector `axis`.
    public init(angle: Scalar, axis: SIMD3<Scalar>) {
        let half = Double(angle) / 2
        let s = Scalar(Foundation.sin(half))
        vector = SIMD4(axis.x * s, axis.y * s, axis.z * s, Scalar(Foundation.cos(half)))
    }

    /// The real part.
    public var real: Scalar { vector.w }
    /// The imaginary parts.
    public var imag: SIMD3<Scalar> { SIMD3(vector.x, vector.y, vector.z) }
    /// Its length.
    public var length: Scalar { Scalar(Double(vector.x * vector.x + vector.y * vector.y + vector.z * vector.z + vector.w * vector.w).squareRoot()) }
    /// The same rotation, of length 1.
    public var normalized: SIMDQuaternion { SIMDQuaternion(vector: vector / length) }
    /// The conjugate: the imaginary parts negated.
    public var conjugate: SIMDQuaternion { SIMDQuaternion(ix: -vector.x, iy: -vector.y, iz: -vector.z, r: vector.w) }
    /// The rotation's angle in radians.
    public var angle: Scalar { Scalar(2 * Foundation.atan2(Double(imag.x * imag.x + imag.y * imag.y + imag.z * imag.z).squareRoot(), Double(real))) }
    /// The rotation's axis (unit length).
    public var axis: SIMD3<Scalar> {
        let size = Double(imag.x * imag.x + imag.y * imag.y + imag.z * imag.z).squareRoot()
        return size == 0 ? SIMD3(1, 0, 0) : imag / Scalar(size)
    }

    /// The Hamilton product: `b`'s rotation, then `a`'s.
    public static func * (a: SIMDQuaternion, b: SIMDQuaternion) -> SIMDQuaternion {
        let (x1, y1, z1, w1) = (a.vector.x, a.vector.y, a.vector.z, a.vector.w)
        let (x2, y2, z2, w2) = (b.vector.x, b.vector.y, b.vector.z, b.vector.w)
        return SIMDQuaternion(ix: w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
                              iy: w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
                              iz: w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
                              r: w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2)
    }

    /// `vector` rotated by this (unit) quaternion.
    public func act(_ vector: SIMD3<Scalar>) -> SIMD3<Scalar> {
        (self * SIMDQuaternion(real: 0, imag: vector) * conjugate).imag
    }
}

/// A `Float` quaternion.
public typealias simd_quatf = SIMDQuaternion<Float>
/// A `Double` quaternion.
public typealias simd_quatd = SIMDQuaternion<Double>
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
/// A half-precision quaternion.
public typealias simd_quath = SIMDQuaternion<Float16>
#endif
