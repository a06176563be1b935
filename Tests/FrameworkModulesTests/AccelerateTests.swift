import Accelerate
import XCTest

/// vDSP's element-wise functions as MuVis calls them (issue 46: 7 of its previews trapped on a
/// stubbed spectral enhancer). Expected values follow the loops in Apple's documentation of
/// each function: `C[n] = A[n] - B[n]` for `subtract(_:_:)`, and a sliding-window sum with
/// "the number of elements in the input vector … one subtracted from the sum of the window
/// length and the number of window positions".
final class AccelerateTests: XCTestCase {
    func testElementWiseFunctionsOnArraysAndSlices() {
        let a: [Float] = [1, 2, 3, 4], b: [Float] = [10, 20, 30, 40]
        XCTAssertEqual(vDSP.add(a, b), [11, 22, 33, 44])
        XCTAssertEqual(vDSP.subtract(b, a), [9, 18, 27, 36], "vectorA - vectorB")
        XCTAssertEqual(vDSP.multiply(a, b), [10, 40, 90, 160])
        XCTAssertEqual(vDSP.multiply(2, a), [2, 4, 6, 8])
        XCTAssertEqual(vDSP.sum(vDSP.multiply(a, a)), 30)

        // In place, on slices, as an animatable vector's `+=` does.
        var values: [Float] = [1, 1, 1, 1, 1]
        vDSP.add(values[0..<3], a[0..<3], result: &values[0..<3])
        XCTAssertEqual(values, [2, 3, 4, 1, 1])
        vDSP.subtract(values[0..<2], a[0..<2], result: &values[0..<2])
        XCTAssertEqual(values, [1, 1, 4, 1, 1])
        vDSP.multiply(Float(3), values, result: &values)
        XCTAssertEqual(values, [3, 3, 12, 3, 3])

        let doubles: [Double] = [0.5, 1.5]
        XCTAssertEqual(vDSP.add(doubles, doubles), [1, 3])
        XCTAssertEqual(vDSP.sum(doubles), 2)
    }

    func testSlidingWindowSumHasOneValuePerWindowPosition() {
        let input: [Float] = [1, 2, 3, 4, 5]
        XCTAssertEqual(vDSP.slidingWindowSum(input, usingWindowLength: 3), [6, 9, 12])
        XCTAssertEqual(vDSP.slidingWindowSum(input, usingWindowLength: 5), [15])
        XCTAssertEqual(vDSP.slidingWindowSum(input, usingWindowLength: 1), input)
    }

    func testQuadraticInterpolationPassesThroughTheSamplesAndFollowsAParabola() {
        // A holds y = x² at x = 0…4: a parabola is interpolated exactly.
        let a: [Float] = [0, 1, 4, 9, 16]
        var b: [Float] = [1, 1.5, 2, 2.25, 3.5, 0.5]
        var c = [Float](repeating: -1, count: b.count)
        vDSP_vqint(a, &b, vDSP_Stride(1), &c, vDSP_Stride(1), vDSP_Length(b.count), vDSP_Length(a.count))
        XCTAssertEqual(c, [1, 2.25, 4, 5.0625, 12.25, 0.25],
                       "the integer part is kept within 1…M-2, so 3.5 uses A[2…4] and 0.5 uses A[0…2]")
    }
}
