import Foundation

/// Scroll-view settings that only matter while a finger moves the content: keyboard
/// dismissal, clipping while scrolling, indicator flashes, input kinds. A still is drawn at the
/// initial offset with nothing moving, so each is accepted with SwiftUI's signature and the
/// picture is unchanged; the environment values read the iOS defaults.

/// How scrolling dismisses the keyboard (iOS 16).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String
    /// Hashes the mode.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The context's choice.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    /// Dismisses the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    /// Lets the drag pull the keyboard down.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    /// Scrolling never dismisses the keyboard.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

/// Whether a kind of input may scroll a view (iOS 18).
public struct ScrollInputBehavior: Sendable, Equatable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollInputBehavior(name: "automatic")
    /// The input scrolls.
    public static let enabled = ScrollInputBehavior(name: "enabled")
    /// The input does not scroll.
    public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// A kind of input that can scroll (iOS 18). Its only member is watchOS's hand gesture
/// shortcut, so on iOS there is no value to name; the type exists for signatures.
public struct ScrollInputKind: Sendable, Equatable {
    private init() {}
}

/// How a scroll view keeps its content in place when the content changes (iOS 18).
public struct ScrollContentOffsetAdjustmentBehavior: Sendable {
    private let name: String
    /// The system adjusts the offset to keep visible content still.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "automatic") }
    /// The offset is left as it is.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "disabled") }
}

/// Which job an anchor given to `defaultScrollAnchor(_:for:)` does (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String
    /// Hashes the role.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// Where the content sits before any scrolling: the one role a still shows.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    /// What stays put when the content or container changes size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    /// Where content smaller than the container is placed.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }
private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }

extension EnvironmentValues {
    /// How scroll views inside dismiss the keyboard; `.automatic` unless set.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
    /// Whether scroll views inside may scroll; true unless set here.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    /// Whether vertical indicators show while scrolling; a still never shows them.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
    /// Whether horizontal indicators show while scrolling; a still never shows them.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
    /// Whether vertical scroll views inside bounce (iOS 16.4).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
    /// Whether horizontal scroll views inside bounce (iOS 16.4).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// How scrolling dismisses the keyboard; no keyboard is up in a still.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Lets content draw outside the scroll view while scrolling; this engine still clips
    /// the scroll view to its frame.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// Flashes the indicators when `value` changes; indicators never show in a still.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    /// Flashes the indicators when the scroll view appears; indicators never show in a still.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Whether `input` may scroll; nothing scrolls in a still.
    nonisolated public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
    /// An anchor for one `role` (iOS 18). Only `.initialOffset` shapes a still, and it is
    /// what the one-argument `defaultScrollAnchor(_:)` sets; the other roles change nothing.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.defaultScrollAnchor) { if role == .initialOffset { $0 = anchor } }
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest scroll view (iOS 17). A still is drawn at the
    /// initial offset and no scroll view names this space, so frames in it are global ones.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("SwatchRaster.scrollView")) }
    /// The coordinate space of the nearest scroll view along `axis`.
    public static func scrollView(axis: Axis) -> Self { NamedCoordinateSpace(name: AnyHashable("SwatchRaster.scrollView.\(axis)")) }
}

extension Transaction {
    /// Where a programmatic scroll in this change puts its target; nothing scrolls in a still,
    /// so the value is not kept and reads nil.
    public var scrollTargetAnchor: UnitPoint? {
        get { nil }
        set {}
    }
    /// Whether a programmatic scroll keeps the current velocity; not kept in a still.
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { false }
        set {}
    }
    /// How the offset adjusts when content changes in this transaction; not kept in a still.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { .automatic }
        set {}
    }
}

extension PinnedScrollableViews {
    /// The type of the raw bits.
    public typealias RawValue = UInt32
    /// A member of the set is a set.
    public typealias Element = PinnedScrollableViews
    /// An array literal lists sets.
    public typealias ArrayLiteralElement = PinnedScrollableViews
}
