import Foundation

/// SwiftUI's `UnitCurve` (iOS 17): a timing function from progress 0…1 to 0…1. Nothing is
/// animated in a still, so curves are only passed around; they still evaluate, so code that
/// computes with one (a custom animation, a keyframe) gets the curve's values.
public struct UnitCurve: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case bezier(CGPoint, CGPoint)
        case circularIn, circularOut, circularInOut
    }

    private let kind: Kind
    private let inverted: Bool

    private init(_ kind: Kind, inverted: Bool = false) {
        self.kind = kind
        self.inverted = inverted
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(CGPoint(x: startControlPoint.x, y: startControlPoint.y), CGPoint(x: endControlPoint.x, y: endControlPoint.y)))
    }

    /// Starts slowly and ends slowly (Bézier 0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)))
    /// Starts slowly (Bézier 0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)))
    /// Ends slowly (Bézier 0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)))
    /// A quarter circle starting slowly.
    public static let circularEaseIn = UnitCurve(.circularIn)
    /// A quarter circle ending slowly.
    public static let circularEaseOut = UnitCurve(.circularOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(.circularInOut)
    /// Constant speed.
    public static let linear = UnitCurve(.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)))
    /// The deprecated spelling of `easeInOut`.
    public static let easeInEaseOut = easeInOut

    /// The curve with progress and value swapped.
    public var inverse: UnitCurve { UnitCurve(kind, inverted: !inverted) }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        return inverted ? solve(t, in: forward) : forward(t)
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-4
        let a = value(at: max(progress - h, 0)), b = value(at: min(progress + h, 1))
        return (b - a) / (min(progress + h, 1) - max(progress - h, 0))
    }

    /// The un-inverted curve's value at `t`.
    private func forward(_ t: Double) -> Double {
        switch kind {
        case .circularIn: return 1 - (1 - t * t).squareRoot()
        case .circularOut: return ((2 - t) * t).squareRoot()
        case .circularInOut:
            return t < 0.5 ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
                           : 0.5 * ((-(2 * t - 3) * (2 * t - 1)).squareRoot() + 1)
        case let .bezier(p1, p2):
            // x(s) is monotonic on 0…1: find s with x(s) = t, then return y(s).
            func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
            }
            let s = solve(t) { coordinate($0, Double(p1.x), Double(p2.x)) }
            return coordinate(s, Double(p1.y), Double(p2.y))
        }
    }

    /// The `s` in 0…1 where the increasing function `f` reaches `target`, by bisection.
    private func solve(_ target: Double, in f: (Double) -> Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if f(mid) < target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
