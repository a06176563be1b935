/// SwiftUI's `Angle`: a rotation kept in radians, read or written in degrees too, so
/// `.rotationEffect(.degrees(45))` reads as it does on Apple platforms.
public struct Angle: Hashable, Comparable, Codable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No rotation.
    public static let zero = Angle()

    /// Orders angles by their value in radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles (`angle + .degrees(90)`), as SwiftUI's `Angle` adds.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle negated.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by `factor`.
    public static func * (angle: Angle, factor: Double) -> Angle { Angle(radians: angle.radians * factor) }
    /// The angle divided by `divisor`.
    public static func / (angle: Angle, divisor: Double) -> Angle { Angle(radians: angle.radians / divisor) }
}

