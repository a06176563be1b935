import Foundation

/// SF Symbols effects (the Symbols framework's `SymbolEffect`s, iOS 17–18) and the SwiftUI
/// API that applies them. Every effect is motion, or a transition between two symbols, and a
/// still is the symbol at rest: `symbolEffect` draws the symbol unchanged, and a symbol
/// transition shows the current symbol. The effects are values, so `.bounce.up.byLayer` and
/// friends compile and compare as in Symbols; none of them draws anything.

/// An animation effect for an SF Symbol.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that can show or hide a symbol as a transition.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that can replace one symbol with another as a content transition.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var settings: [String] = []

    private func with(_ setting: String) -> SymbolEffectOptions {
        var copy = self
        copy.settings.append(setting)
        return copy
    }

    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        private let name: String
        /// Repeats `count` times (or for ever) with `delay` between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(name: "periodic(\(count.map(String.init) ?? "nil"), \(delay.map { "\($0)" } ?? "nil"))")
        }
        /// Repeats for ever, seamlessly.
        public static var continuous: RepeatBehavior { RepeatBehavior(name: "continuous") }
        /// Repeats for ever with `delay` between plays.
        public static func periodic(delay: Double) -> RepeatBehavior { periodic(nil, delay: delay) }
    }

    /// The system's defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats for ever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Plays at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating for ever.
    public var repeating: SymbolEffectOptions { with("repeating") }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with("nonRepeating") }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with("repeat(\(count))") }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { with("repeat(\(behavior))") }
    /// These options at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with("speed(\(speed))") }
}

/// Draws the symbol in: a transition, or an indefinite effect that keeps it shown.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> AppearSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Moves up while appearing.
    public var up: AppearSymbolEffect { with("up") }
    /// Moves down while appearing.
    public var down: AppearSymbolEffect { with("down") }
    /// Animates one layer at a time.
    public var byLayer: AppearSymbolEffect { with("byLayer") }
    /// Animates the symbol as one.
    public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Draws the symbol in: a transition, or an indefinite effect that keeps it shown.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The system's choice of effect for a symbol transition.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> AutomaticSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice of effect for a symbol transition.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// Bounces the symbol once per trigger.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> BounceSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Bounces upward.
    public var up: BounceSymbolEffect { with("up") }
    /// Bounces downward.
    public var down: BounceSymbolEffect { with("down") }
    /// Bounces one layer at a time.
    public var byLayer: BounceSymbolEffect { with("byLayer") }
    /// Bounces the symbol as one.
    public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol once per trigger.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// Scales the symbol gently in and out (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> BreatheSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Scales gently.
    public var plain: BreatheSymbolEffect { with("plain") }
    /// Scales and pulses the opacity.
    public var pulse: BreatheSymbolEffect { with("pulse") }
    /// Breathes one layer at a time.
    public var byLayer: BreatheSymbolEffect { with("byLayer") }
    /// Breathes the symbol as one.
    public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Scales the symbol gently in and out (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// Draws the symbol out: a transition, or an indefinite effect that keeps it hidden.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> DisappearSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Moves up while disappearing.
    public var up: DisappearSymbolEffect { with("up") }
    /// Moves down while disappearing.
    public var down: DisappearSymbolEffect { with("down") }
    /// Animates one layer at a time.
    public var byLayer: DisappearSymbolEffect { with("byLayer") }
    /// Animates the symbol as one.
    public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Draws the symbol out: a transition, or an indefinite effect that keeps it hidden.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// Fades the symbol's opacity down and back up.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> PulseSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Pulses one layer at a time.
    public var byLayer: PulseSymbolEffect { with("byLayer") }
    /// Pulses the symbol as one.
    public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the symbol's opacity down and back up.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Replaces one symbol with another, as a content transition.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> ReplaceSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Scales the old symbol down and the new one up.
    public var downUp: ReplaceSymbolEffect { with("downUp") }
    /// Scales both symbols up.
    public var upUp: ReplaceSymbolEffect { with("upUp") }
    /// Switches off the old symbol and scales the new one up.
    public var offUp: ReplaceSymbolEffect { with("offUp") }
    /// Replaces one layer at a time.
    public var byLayer: ReplaceSymbolEffect { with("byLayer") }
    /// Replaces the symbol as one.
    public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }
    /// The Down-Up replace (iOS 18), as `fallback: .downUp` spells it.
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
    /// The Up-Up replace (iOS 18).
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }
    /// The Off-Up replace (iOS 18).
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }
    /// Prefers Magic Replace, which morphs the parts two symbols share, and plays `fallback`
    /// where it cannot (iOS 18). A still shows the current symbol either way.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(fallback: fallback) }

    /// The Magic Replace effect with its fallback (iOS 18): Symbols'
    /// `ReplaceSymbolEffect.MagicReplace`, a content transition like the replace it falls
    /// back to. The fallback is kept, so two effects compare by it.
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        /// The replace played where the symbols share nothing to morph.
        let fallback: ReplaceSymbolEffect
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another, as a content transition.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// Rotates the symbol (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> RotateSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { with("clockwise") }
    /// Turns counterclockwise.
    public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }
    /// Rotates one layer at a time.
    public var byLayer: RotateSymbolEffect { with("byLayer") }
    /// Rotates the symbol as one.
    public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// Rotates the symbol (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// Scales the symbol while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> ScaleSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Scales up.
    public var up: ScaleSymbolEffect { with("up") }
    /// Scales down.
    public var down: ScaleSymbolEffect { with("down") }
    /// Scales one layer at a time.
    public var byLayer: ScaleSymbolEffect { with("byLayer") }
    /// Scales the symbol as one.
    public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// Highlights the symbol's variable-color layers in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> VariableColorSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Highlights one layer at a time.
    public var iterative: VariableColorSymbolEffect { with("iterative") }
    /// Highlights layers in turn and keeps them lit.
    public var cumulative: VariableColorSymbolEffect { with("cumulative") }
    /// Runs forward, then back.
    public var reversing: VariableColorSymbolEffect { with("reversing") }
    /// Runs forward only.
    public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
    /// Hides the layers not highlighted.
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
    /// Dims the layers not highlighted.
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Highlights the symbol's variable-color layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// Wiggles the symbol back and forth (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    private var variant: [String] = []
    init() {}
    private func with(_ name: String) -> WiggleSymbolEffect {
        var copy = self
        copy.variant.append(name)
        return copy
    }
    /// Wiggles up.
    public var up: WiggleSymbolEffect { with("up") }
    /// Wiggles down.
    public var down: WiggleSymbolEffect { with("down") }
    /// Wiggles left.
    public var left: WiggleSymbolEffect { with("left") }
    /// Wiggles right.
    public var right: WiggleSymbolEffect { with("right") }
    /// Wiggles forward in the reading direction.
    public var forward: WiggleSymbolEffect { with("forward") }
    /// Wiggles backward in the reading direction.
    public var backward: WiggleSymbolEffect { with("backward") }
    /// Wiggles clockwise.
    public var clockwise: WiggleSymbolEffect { with("clockwise") }
    /// Wiggles counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { with("counterClockwise") }
    /// Wiggles one layer at a time.
    public var byLayer: WiggleSymbolEffect { with("byLayer") }
    /// Wiggles the symbol as one.
    public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }
    /// Wiggles along a direction at `angle`.
    public func custom(angle: Angle) -> WiggleSymbolEffect { with("custom(\(angle.degrees))") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Wiggles the symbol back and forth (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A transition that shows or hides a symbol with a symbol effect.
@MainActor @preconcurrency
public struct SymbolEffectTransition: Transition {
    private let effect: any TransitionSymbolEffect
    private let options: SymbolEffectOptions

    /// A transition playing `effect` with `options`.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = effect
        self.options = options
    }

    /// The symbol as it is: a still shows it present.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    /// Without motion across the screen.
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == SymbolEffectTransition {
    /// Shows and hides the symbol with `effect`.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
    /// Shows and hides the symbol with the automatic effect.
    public static var symbolEffect: SymbolEffectTransition { symbolEffect(.automatic) }
}

extension ContentTransition {
    /// Replaces one symbol with another using `effect`; a still shows the current symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .identity
    }
    /// Replaces symbols with the automatic effect.
    public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
}

extension View {
    /// Runs `effect` on the symbols inside while `isActive`; a still draws them at rest.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Plays `effect` on the symbols inside when `value` changes; a still draws them at rest.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }
    /// Removes symbol effects from the symbols inside; none draws in a still anyway.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
