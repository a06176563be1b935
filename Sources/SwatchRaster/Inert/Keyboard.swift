/// Keyboard shortcuts and focus: input concerns with nothing to draw in a still.

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character
    /// The key for `character`.
    public init(_ character: Character) { self.character = character }
    /// The key for a literal character, as in `.keyboardShortcut("s")`.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys held with a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 4)
    /// Option.
    public static let option = EventModifiers(rawValue: 8)
    /// Command.
    public static let command = EventModifiers(rawValue: 16)
    /// A key of the numeric pad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// Function.
    public static let function = EventModifiers(rawValue: 64)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public var localization: KeyboardShortcut.Localization

    /// How a shortcut adapts to keyboard layouts and right-to-left languages.
    public struct Localization: Hashable, Sendable {
        private let name: String
        /// Remapped for the layout and mirrored for right-to-left languages.
        public static let automatic = Localization(name: "automatic")
        /// Remapped, never mirrored.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Used exactly as written.
        public static let custom = Localization(name: "custom")
    }

    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }
    /// A shortcut of `key` with `modifiers`, localized as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// SwiftUI's `FocusState`: which view has keyboard focus. Nothing is focused in a still.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value
    /// The focused value: nil or false in a still.
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    /// A binding for `.focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(value: initial) }

    /// The binding `.focused` takes.
    @propertyWrapper
    public struct Binding {
        let value: Value
        /// The focused value.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Focus state for a Boolean: not focused.
    public init() where Value == Bool { initial = false }
    /// Focus state for an optional: nothing focused.
    public init<T: Hashable>() where Value == T? { initial = nil }
}

extension View {
    /// A keyboard shortcut that activates the view; nothing is pressed in a still.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// A keyboard shortcut that activates the view.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// A localized keyboard shortcut that activates the view; nothing is pressed in a still.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { self }
    /// Binds focus to a Boolean; nothing is focused in a still.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds focus to a value; nothing is focused in a still.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Turns off the focus ring or highlight (iOS 17, macOS 14); nothing has focus in a still.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
