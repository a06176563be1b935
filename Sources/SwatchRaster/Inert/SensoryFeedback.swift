import Foundation

/// Haptic and audio feedback (iOS 17). A still image cannot be felt or heard and nothing
/// triggers a change in it, so feedback is described with SwiftUI's values and never played.

/// SwiftUI's `SensoryFeedback`: a kind of haptic the system plays when a trigger changes.
public struct SensoryFeedback: Equatable, Sendable {
    /// The kind, with its parameters, kept for equality only.
    private let name: String

    private init(_ name: String) { self.name = name }

    /// A task finished successfully.
    public static let success = SensoryFeedback("success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback("warning")
    /// A task failed.
    public static let error = SensoryFeedback("error")
    /// The selection changed.
    public static let selection = SensoryFeedback("selection")
    /// A value went up.
    public static let increase = SensoryFeedback("increase")
    /// A value went down.
    public static let decrease = SensoryFeedback("decrease")
    /// An activity started.
    public static let start = SensoryFeedback("start")
    /// An activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// A dragged item snapped into alignment.
    public static let alignment = SensoryFeedback("alignment")
    /// Movement crossed into another discrete level.
    public static let levelChange = SensoryFeedback("levelChange")
    /// A drawn path was completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback("pathComplete")
    /// A physical impact, of the system's default weight.
    public static let impact = SensoryFeedback("impact")

    /// An impact of `weight`, scaled by `intensity`.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback("impact(\(weight.name), \(intensity))")
    }

    /// An impact between objects of `flexibility`, scaled by `intensity`.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback("impact(\(flexibility.name), \(intensity))")
    }

    /// How heavy the colliding object of an impact feels.
    public struct Weight: Equatable, Sendable {
        fileprivate let name: String
        /// A light object.
        public static let light = Weight(name: "light")
        /// A medium object.
        public static let medium = Weight(name: "medium")
        /// A heavy object.
        public static let heavy = Weight(name: "heavy")
    }

    /// How stiff the colliding object of an impact feels.
    public struct Flexibility: Equatable, Sendable {
        fileprivate let name: String
        /// An object that does not give.
        public static let rigid = Flexibility(name: "rigid")
        /// An object that gives a little.
        public static let solid = Flexibility(name: "solid")
        /// An object that gives a lot.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; a still has one value of it, so never.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` allows it; never in a still.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns when `trigger` changes; never called in a still.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }
}
