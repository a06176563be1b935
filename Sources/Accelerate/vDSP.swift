/// vDSP, Accelerate's vector signal processing, for the few element-wise operations that app
/// code calls on spectra and animatable vectors (MuVis: `add`, `subtract`, `multiply`, `sum`,
/// `slidingWindowSum`, `vDSP_vqint`). Written as the loops Apple's documentation gives for
/// each function, in plain Swift: a still calls them on a few thousand values at most, and the
/// same loop gives the same bits on every run.
public enum vDSP {}

/// A stride between the elements vDSP's C functions visit (`long` in C).
public typealias vDSP_Stride = Int
/// A count of elements for vDSP's C functions (`unsigned long` in C).
public typealias vDSP_Length = UInt

extension vDSP {
    /// `C[n] = f(A[n], B[n])` for the first `count` elements of two buffers.
    @inline(__always)
    static func map<T: AccelerateBuffer, U: AccelerateBuffer, E>(_ a: T, _ b: U, _ f: (E, E) -> E) -> [E] where T.Element == E, U.Element == E {
        precondition(a.count == b.count, "vDSP: the vectors must have the same count")
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in (0..<a.count).map { f(a[$0], b[$0]) } } }
    }

    /// The same, written into `result`, whose count must match.
    @inline(__always)
    static func map<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, E>(_ a: T, _ b: U, into result: inout V, _ f: (E, E) -> E)
    where T.Element == E, U.Element == E, V.Element == E {
        precondition(a.count == b.count && result.count == a.count, "vDSP: the vectors must have the same count")
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                result.withUnsafeMutableBufferPointer { c in
                    for n in 0..<c.count { c[n] = f(a[n], b[n]) }
                }
            }
        }
    }
}

// MARK: - Float

extension vDSP {
    /// `C[n] = A[n] + B[n]`.
    public static func add<T, U>(_ vectorA: T, _ vectorB: U) -> [Float]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        map(vectorA, vectorB, +)
    }

    /// `C[n] = A[n] + B[n]`, into `result`.
    public static func add<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        map(vectorA, vectorB, into: &result, +)
    }

    /// `C[n] = A[n] - B[n]`.
    public static func subtract<T, U>(_ vectorA: U, _ vectorB: T) -> [Float]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        map(vectorA, vectorB, -)
    }

    /// `C[n] = A[n] - B[n]`, into `result`.
    public static func subtract<T, U, V>(_ vectorA: U, _ vectorB: T, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        map(vectorA, vectorB, into: &result, -)
    }

    /// `C[n] = A[n] * B[n]`.
    public static func multiply<T, U>(_ vectorA: T, _ vectorB: U) -> [Float]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        map(vectorA, vectorB, *)
    }

    /// `C[n] = A[n] * B[n]`, into `result`.
    public static func multiply<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Float, U.Element == Float, V.Element == Float {
        map(vectorA, vectorB, into: &result, *)
    }

    /// `C[n] = A[n] * b`.
    public static func multiply<U>(_ scalar: Float, _ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.withUnsafeBufferPointer { $0.map { $0 * scalar } }
    }

    /// `C[n] = A[n] * b`, into `result`.
    public static func multiply<U, V>(_ scalar: Float, _ vector: U, result: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        precondition(vector.count == result.count, "vDSP: the vectors must have the same count")
        vector.withUnsafeBufferPointer { a in result.withUnsafeMutableBufferPointer { c in for n in 0..<c.count { c[n] = a[n] * scalar } } }
    }

    /// The sum of the elements, in order.
    public static func sum<U>(_ vector: U) -> Float where U: AccelerateBuffer, U.Element == Float {
        vector.withUnsafeBufferPointer { $0.reduce(0, +) }
    }

    /// The sums of each run of `windowLength` consecutive elements: `count - windowLength + 1`
    /// values, as Apple documents.
    public static func slidingWindowSum<U>(_ vector: U, usingWindowLength windowLength: Int) -> [Float]
    where U: AccelerateBuffer, U.Element == Float {
        slidingSums(vector, windowLength)
    }
}

// MARK: - Double

extension vDSP {
    /// `C[n] = A[n] + B[n]`.
    public static func add<T, U>(_ vectorA: T, _ vectorB: U) -> [Double]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        map(vectorA, vectorB, +)
    }

    /// `C[n] = A[n] + B[n]`, into `result`.
    public static func add<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Double, U.Element == Double, V.Element == Double {
        map(vectorA, vectorB, into: &result, +)
    }

    /// `C[n] = A[n] - B[n]`.
    public static func subtract<T, U>(_ vectorA: U, _ vectorB: T) -> [Double]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        map(vectorA, vectorB, -)
    }

    /// `C[n] = A[n] - B[n]`, into `result`.
    public static func subtract<T, U, V>(_ vectorA: U, _ vectorB: T, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Double, U.Element == Double, V.Element == Double {
        map(vectorA, vectorB, into: &result, -)
    }

    /// `C[n] = A[n] * B[n]`.
    public static func multiply<T, U>(_ vectorA: T, _ vectorB: U) -> [Double]
    where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        map(vectorA, vectorB, *)
    }

    /// `C[n] = A[n] * B[n]`, into `result`.
    public static func multiply<T, U, V>(_ vectorA: T, _ vectorB: U, result: inout V)
    where T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer, T.Element == Double, U.Element == Double, V.Element == Double {
        map(vectorA, vectorB, into: &result, *)
    }

    /// `C[n] = A[n] * b`.
    public static func multiply<U>(_ scalar: Double, _ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.withUnsafeBufferPointer { $0.map { $0 * scalar } }
    }

    /// `C[n] = A[n] * b`, into `result`.
    public static func multiply<U, V>(_ scalar: Double, _ vector: U, result: inout V)
    where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        precondition(vector.count == result.count, "vDSP: the vectors must have the same count")
        vector.withUnsafeBufferPointer { a in result.withUnsafeMutableBufferPointer { c in for n in 0..<c.count { c[n] = a[n] * scalar } } }
    }

    /// The sum of the elements, in order.
    public static func sum<U>(_ vector: U) -> Double where U: AccelerateBuffer, U.Element == Double {
        vector.withUnsafeBufferPointer { $0.reduce(0, +) }
    }

    /// The sums of each run of `windowLength` consecutive elements.
    public static func slidingWindowSum<U>(_ vector: U, usingWindowLength windowLength: Int) -> [Double]
    where U: AccelerateBuffer, U.Element == Double {
        slidingSums(vector, windowLength)
    }
}

extension vDSP {
    /// Each window summed afresh (not a running difference), so no rounding error carries from
    /// one window to the next.
    static func slidingSums<U: AccelerateBuffer, E: FloatingPoint>(_ vector: U, _ windowLength: Int) -> [E] where U.Element == E {
        precondition(windowLength > 0, "vDSP: the window length must be greater than zero")
        return vector.withUnsafeBufferPointer { a in
            guard a.count >= windowLength else { return [] }
            return (0...(a.count - windowLength)).map { start in a[start..<(start + windowLength)].reduce(0, +) }
        }
    }
}
