import Foundation
import SwatchRaster

// `import TipKit` on Linux (docs/ARCHITECTURE.md §2.7). Tips are never shown in a still:
// whether one appears depends on its rules, on how often tips may show, and on what the user
// did in earlier launches, which a picture of one moment does not have. So the declarations
// build, `TipView` draws nothing and `popoverTip` leaves its view as it is.

/// A tip's content and the conditions for showing it: TipKit's `Tip` (iOS 17).
public protocol Tip: Identifiable, Sendable {
    /// The tip's identity; by default its type's name.
    var id: String { get }
    /// The headline.
    var title: Text { get }
    /// The explanation.
    var message: Text? { get }
    /// The image beside it.
    var image: Image? { get }
    /// The buttons under it, one `Action(...)` per line.
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
    /// When it may show: one `#Rule` per line.
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// How it shows, one option per line.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No buttons.
    public var actions: [Tips.Action] { [] }
    /// No rules.
    public var rules: [Tips.Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }

    /// Whether it would show now: never here (see the file's comment).
    public var shouldDisplay: Bool { false }
    /// Its status: pending, as before its rules are first met.
    public var status: Tips.Status { .pending }
    /// Status changes: one `.pending`, then the stream ends.
    public var statusUpdates: AsyncStream<Tips.Status> {
        AsyncStream { continuation in
            continuation.yield(.pending)
            continuation.finish()
        }
    }
    /// Display changes: one `false`, then the stream ends.
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        AsyncStream { continuation in
            continuation.yield(false)
            continuation.finish()
        }
    }
    /// Marks the tip as done (nothing to hide here).
    public func invalidate(reason: Tips.InvalidationReason) {}

    /// `Action` inside a tip.
    public typealias Action = Tips.Action
    /// `Rule` inside a tip.
    public typealias Rule = Tips.Rule
    /// `Option` inside a tip.
    public typealias Option = TipOption
    /// `MaxDisplayCount(3)` inside a tip's `options`.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// `IgnoresDisplayFrequency(true)` inside a tip's `options`.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// `Event` inside a tip: `static let didOpen = Event(id: "didOpen")`.
    public typealias Event = Tips.Event<Tips.EmptyDonation>
    /// `@Parameter static var isLoggedIn = false` inside a tip. A property wrapper here,
    /// where Apple's is a macro; a member of `Tip`, so AppIntents' `@Parameter` (a member of
    /// `AppIntent`) does not collide with it.
    public typealias Parameter<Value: Codable & Sendable> = Tips.Parameter<Value>
}

/// A tip option such as `Tips.MaxDisplayCount(3)`: TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// A type-erased tip, what `TipView` holds: TipKit's `AnyTip`.
public struct AnyTip: Tip, @unchecked Sendable {
    private let base: any Tip
    /// Wraps `tip`.
    public init(_ tip: any Tip) { base = tip }
    /// The wrapped tip's identity.
    public var id: String { base.id }
    /// The wrapped tip's title.
    public var title: Text { base.title }
    /// The wrapped tip's message.
    public var message: Text? { base.message }
    /// The wrapped tip's image.
    public var image: Image? { base.image }
    /// The wrapped tip's actions.
    public var actions: [Tips.Action] { base.actions }
}
