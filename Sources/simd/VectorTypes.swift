// The C vector type names of Apple's simd module, which Swift imports as the standard
// library's SIMD types: `simd_float3` is `SIMD3<Float>` on iOS, so code that mixes the two
// spellings builds here as it does there.

/// A vector of two `Float`s.
public typealias simd_float2 = SIMD2<Float>
/// A vector of three `Float`s (colors and positions in real apps' drawing code).
public typealias simd_float3 = SIMD3<Float>
/// A vector of four `Float`s.
public typealias simd_float4 = SIMD4<Float>
/// A vector of eight `Float`s.
public typealias simd_float8 = SIMD8<Float>
/// A vector of sixteen `Float`s.
public typealias simd_float16 = SIMD16<Float>
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
/// A vector of two half-precision floats.
public typealias simd_half2 = SIMD2<Float16>
/// A vector of three half-precision floats.
public typealias simd_half3 = SIMD3<Float16>
/// A vector of four half-precision floats.
public typealias simd_half4 = SIMD4<Float16>
#endif
/// A vector of two `Double`s.
public typealias simd_double2 = SIMD2<Double>
/// A vector of three `Double`s.
public typealias simd_double3 = SIMD3<Double>
/// A vector of four `Double`s.
public typealias simd_double4 = SIMD4<Double>
/// A vector of two 32-bit integers.
public typealias simd_int2 = SIMD2<Int32>
/// A vector of three 32-bit integers.
public typealias simd_int3 = SIMD3<Int32>
/// A vector of four 32-bit integers.
public typealias simd_int4 = SIMD4<Int32>
/// A vector of two unsigned 32-bit integers.
public typealias simd_uint2 = SIMD2<UInt32>
/// A vector of three unsigned 32-bit integers.
public typealias simd_uint3 = SIMD3<UInt32>
/// A vector of four unsigned 32-bit integers.
public typealias simd_uint4 = SIMD4<UInt32>

/// The older spelling of `simd_float2`, still in Metal-era code.
public typealias vector_float2 = simd_float2
/// The older spelling of `simd_float3`.
public typealias vector_float3 = simd_float3
/// The older spelling of `simd_float4`.
public typealias vector_float4 = simd_float4
/// The older spelling of `simd_double2`.
public typealias vector_double2 = simd_double2
/// The older spelling of `simd_double3`.
public typealias vector_double3 = simd_double3
/// The older spelling of `simd_double4`.
public typealias vector_double4 = simd_double4
/// The older spelling of `simd_int2`.
public typealias vector_int2 = simd_int2
/// The older spelling of `simd_int3`.
public typealias vector_int3 = simd_int3
/// The older spelling of `simd_int4`.
public typealias vector_int4 = simd_int4
