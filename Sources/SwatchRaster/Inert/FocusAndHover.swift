import Foundation

/// Focus, key presses and pointer hover: input that a still never gets. Every modifier here
/// compiles with SwiftUI's signature and leaves the picture unchanged; nothing is focused,
/// pressed or hovered, and no action runs (docs/ARCHITECTURE.md §4.2).

/// What a focusable view does when focused (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// The set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus activates the view, like a button.
    public static let activate = FocusInteractions(rawValue: 1)
    /// Focus lets the user edit the view's content, like a text field.
    public static let edit = FocusInteractions(rawValue: 2)
    /// Every interaction the platform supports.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When a `defaultFocus` applies.
public struct DefaultFocusEvaluationPriority: Sendable {
    private let name: String
    /// Only when the system moves focus on its own.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when the user asks focus to move.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// A pointer effect (iPad pointer, tvOS focus); there is no pointer in a still.
public struct HoverEffect: Sendable {
    private let name: String
    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter that morphs under the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts under the pointer.
    public static let lift = HoverEffect(name: "lift")
}

/// Where a continuous hover is: SwiftUI's `HoverPhase`.
@frozen
public enum HoverPhase: Equatable {
    /// The pointer is over the view at this point.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A key event: SwiftUI's `KeyPress` (iOS 17). Never delivered in a still.
public struct KeyPress: Sendable {
    /// Down, repeat or up.
    public let phase: KeyPress.Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key typed.
    public let characters: String
    /// The modifiers held.
    public let modifiers: EventModifiers

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        /// The raw bits.
        public let rawValue: Int
        /// The set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key is held and repeating.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
        /// The phases' names.
        public var debugDescription: String {
            [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1).joined(separator: ", ")
        }
    }

    /// Whether an action handled the press.
    public enum Result: Sendable {
        /// Handled: the press goes no further.
        case handled
        /// Ignored: the press goes to the next responder.
        case ignored
    }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The key and phase.
    public var debugDescription: String { "KeyPress(\(phase.debugDescription), \(characters))" }
}

/// A key for a value that the focused view publishes: SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view publishes. Nothing is focused in a still, so every key reads nil.
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]
    init() {}
    /// The value for `key`; nil in a still.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value the focused view publishes: SwiftUI's `FocusedValue`. Nothing is focused in
/// a still, so it reads nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Nil: no view is focused.
    public var wrappedValue: Value? { nil }
    /// The value at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
}

/// Reads a binding the focused view publishes: SwiftUI's `FocusedBinding`. Nothing is focused
/// in a still, so it reads nil and writes go nowhere.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Nil: no view is focused.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// A binding that reads nil.
    public var projectedValue: Binding<Value?> { .constant(nil) }
    /// The binding at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
}

extension View {
    /// Lets the view take focus; nothing is focused in a still.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Lets the view take focus for `interactions`; nothing is focused in a still.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// The view focus goes to first; nothing is focused in a still.
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
    /// Publishes a value while this view is focused; nothing is focused in a still.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes an optional value while this view is focused; nothing is focused in a still.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes a value for the whole scene while it is focused; nothing is focused in a still.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
    /// Publishes an optional value for the whole scene; nothing is focused in a still.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { self }

    /// Runs `action` when `key` is pressed while focused; no key is pressed in a still.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Runs `action` for `key` in `phases`; no key is pressed in a still.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` for any of `keys`; no key is pressed in a still.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` for keys typing `characters`; no key is pressed in a still.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` for every key; no key is pressed in a still.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// The pointer effect over this view; there is no pointer in a still.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
    /// The pointer effect over this view, when enabled; there is no pointer in a still.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Turns pointer effects off inside this view; there is no pointer in a still.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Runs `action` as the pointer moves over the view; there is no pointer in a still.
    @available(iOS, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// Runs `action` as the pointer moves over the view; there is no pointer in a still.
    nonisolated public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}
