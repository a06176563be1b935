import Foundation

/// SwiftUI's `Spring` (iOS 17): a damped spring, given by perceptual duration and bounce, by
/// response and damping ratio, or physically. A still never animates with one, but the model
/// is plain physics, so its values (position and velocity over time, settling duration) are
/// computed here as a damped harmonic oscillator for code that uses them directly.
public struct Spring: Hashable, Sendable {
    /// The moving mass.
    public let mass: Double
    /// The spring constant.
    public let stiffness: Double
    /// The friction constant.
    public let damping: Double

    /// A physical spring. Without `allowOverDamping` the damping is capped at critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// A spring that takes about `response` seconds per oscillation, damped by `dampingRatio`
    /// (1 is critical damping).
    public init(response: Double, dampingRatio: Double) {
        let omega = response > 0 ? 2 * Double.pi / response : .infinity
        let stiffness = omega * omega
        self.init(mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingRatio, allowOverDamping: true)
    }

    /// A spring of perceptual `duration` and `bounce` (0 no bounce, negative overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio: Double = bounce <= -1 ? .infinity : bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
        self.init(response: duration, dampingRatio: ratio)
    }

    /// A spring that settles within `epsilon` of its target after about `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope exp(-ζω₀t) falls to epsilon at t = -ln(epsilon) / (ζω₀).
        let omega = -log(epsilon) / (max(dampingRatio, 1e-6) * max(settlingDuration, 1e-6))
        self.init(response: 2 * Double.pi / omega, dampingRatio: dampingRatio)
    }

    /// A smooth spring: no bounce unless `extraBounce`.
    public static var smooth: Spring { smooth() }
    /// A smooth spring of `duration`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A snappy spring: a little bounce.
    public static var snappy: Spring { snappy() }
    /// A snappy spring of `duration`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring: a visible bounce.
    public static var bouncy: Spring { bouncy() }
    /// A bouncy spring of `duration`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    private var omega: Double { (stiffness / mass).squareRoot() }

    /// The time of one undamped oscillation.
    public var response: Double { 2 * Double.pi / omega }
    /// Damping relative to critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration: the response.
    public var duration: TimeInterval { response }
    /// The bounce: 1 minus the damping ratio, or negative when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// How long a move from 0 to 1 takes to come within 0.001 of 1.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    /// The weights of the initial displacement and velocity in the displacement at `time`.
    private func coefficients(_ time: Double) -> (position: Double, velocity: Double) {
        let w = omega, z = dampingRatio, t = time
        if abs(z - 1) < 1e-9 {
            let e = exp(-w * t)
            return (e * (1 + w * t), e * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot(), e = exp(-z * w * t)
            return (e * (cos(wd * t) + z * w / wd * sin(wd * t)), e * sin(wd * t) / wd)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return ((-r2 * e1 + r1 * e2) / (r1 - r2), (e1 - e2) / (r1 - r2))
        }
    }

    /// The position at `time` of a move from zero to `target` starting with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let c = coefficients(time)
        var displacement = V.zero - target
        displacement.scale(by: c.position)
        var velocity = initialVelocity
        velocity.scale(by: c.velocity)
        return target + displacement + velocity
    }

    /// The velocity at `time` of that move (a central difference of `value`).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let h = 1e-5
        var delta = value(target: target, initialVelocity: initialVelocity, time: time + h)
            - value(target: target, initialVelocity: initialVelocity, time: max(time - h, 0))
        delta.scale(by: 1 / (time + h - max(time - h, 0)))
        return delta
    }

    /// Advances `value` and `velocity` toward `target` by `deltaTime`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let offset = target - value
        let next = self.value(target: offset, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: offset, initialVelocity: velocity, time: deltaTime)
        value = value + next
    }

    /// The force at `position` moving with `velocity`: the spring's pull less friction.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        var pull = target - position
        pull.scale(by: stiffness)
        var friction = velocity
        friction.scale(by: damping)
        return pull - friction
    }

    /// The time after which the move stays within `epsilon` of `target`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 120
        var time = 0.0, lastOutside = 0.0
        // Ten seconds of motion at 120 samples per second is well past any UI spring.
        while time < 10 {
            time += step
            if (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared > epsilon * epsilon {
                lastOutside = time
            }
        }
        return lastOutside + step
    }

    /// `settlingDuration` between two animatable values.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The value at `time` of a move between two animatable values.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a move between two animatable values.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force at `position` of a move between two animatable values.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }
}
