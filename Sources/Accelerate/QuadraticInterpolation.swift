/// vDSP's vector quadratic interpolation, single precision: for each `B[n]`, its integer part
/// `b` (kept within 1…M-2) is the middle of three neighbours of `A` and its fraction `α` the
/// position between them; `C[n]` is the parabola through `A[b-1]`, `A[b]`, `A[b+1]` at `α`.
/// MuVis maps an FFT's bins onto musical notes with it.
public func vDSP_vqint(_ __A: UnsafePointer<Float>, _ __B: UnsafePointer<Float>, _ __IB: vDSP_Stride,
                       _ __C: UnsafeMutablePointer<Float>, _ __IC: vDSP_Stride, _ __N: vDSP_Length, _ __M: vDSP_Length) {
    quadraticInterpolation(__A, __B, __IB, __C, __IC, __N, __M)
}

/// vDSP's vector quadratic interpolation, double precision.
public func vDSP_vqintD(_ __A: UnsafePointer<Double>, _ __B: UnsafePointer<Double>, _ __IB: vDSP_Stride,
                        _ __C: UnsafeMutablePointer<Double>, _ __IC: vDSP_Stride, _ __N: vDSP_Length, _ __M: vDSP_Length) {
    quadraticInterpolation(__A, __B, __IB, __C, __IC, __N, __M)
}

private func quadraticInterpolation<E: BinaryFloatingPoint>(_ a: UnsafePointer<E>, _ b: UnsafePointer<E>, _ strideB: Int,
                                                            _ c: UnsafeMutablePointer<E>, _ strideC: Int, _ n: UInt, _ m: UInt) {
    precondition(m >= 3, "vDSP_vqint: A needs at least 3 elements")
    for index in 0..<Int(n) {
        let position = b[index * strideB]
        let whole = min(max(Int(position.rounded(.towardZero)), 1), Int(m) - 2)
        let alpha = position - E(whole)
        let before = a[whole - 1], middle = a[whole], after = a[whole + 1]
        // Lagrange's three-point weights at -1, 0 and 1.
        c[index * strideC] = before * (alpha * (alpha - 1) / 2) + middle * (1 - alpha * alpha) + after * (alpha * (alpha + 1) / 2)
    }
}
