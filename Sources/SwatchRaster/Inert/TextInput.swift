import Foundation

/// Text-entry settings with nothing to draw in a still: the keyboard's return key, case and
/// corrections. They compile with SwiftUI's signatures and leave the picture unchanged.

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    private let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalized.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    /// No capitalization.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// The return key's label; nothing is typed in a still.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Turns autocorrection off; nothing is typed in a still.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Turns autocorrection off (the iOS 13 spelling).
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// How typed text is capitalized; nothing is typed in a still.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Hides the view from accessibility (the iOS 13 spelling of `accessibilityHidden`).
    nonisolated public func accessibility(hidden: Bool) -> some View { self }
    /// The accessibility label (the iOS 13 spelling of `accessibilityLabel`).
    nonisolated public func accessibility(label: Text) -> some View { self }
    /// The accessibility hint (the iOS 13 spelling of `accessibilityHint`).
    nonisolated public func accessibility(hint: Text) -> some View { self }
    /// The accessibility value (the iOS 13 spelling of `accessibilityValue`).
    nonisolated public func accessibility(value: Text) -> some View { self }
    /// The accessibility identifier (the iOS 13 spelling of `accessibilityIdentifier`).
    nonisolated public func accessibility(identifier: String) -> some View { self }
    /// Adds accessibility traits (the iOS 13 spelling of `accessibilityAddTraits`).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.sorted().map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
