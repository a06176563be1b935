/// The writing direction layout follows.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right (English): leading is left.
    case leftToRight
    /// Right to left (Arabic, Hebrew): leading is right, and stacks run from the right.
    case rightToLeft
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content while the real content loads: text becomes rounded bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden (for example on a lock screen).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date and waiting for a refresh.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// The layout direction: right-to-left mirrors where containers place their children.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// False inside `.disabled(true)`: controls draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Why the content here is redacted; `.placeholder` draws text as bars.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Disables the view's controls; they draw dimmed. As in SwiftUI, an outer
    /// `.disabled(true)` wins over an inner `.disabled(false)`.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    /// Redacts the content for `reason`: with `.placeholder`, text draws as rounded bars the
    /// size of its lines, so a loading state can be snapshotted from real views.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any redaction set by an ancestor.
    nonisolated public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
