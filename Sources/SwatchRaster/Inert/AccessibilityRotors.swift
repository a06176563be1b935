import Foundation

/// Accessibility rotors (iOS 15): lists of places VoiceOver users can jump between. They are
/// built only when VoiceOver asks for them, which never happens in a still, so the entries'
/// closures are not called and the view is drawn unchanged.

/// Content of an accessibility rotor: entries, or other rotor content.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The content this content is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The content this content is made of.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

/// One place in a rotor: a view (by id) or a range of text.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// The entry itself.
    public typealias Body = AccessibilityRotorEntry<ID>
    /// The entry itself.
    public var body: AccessibilityRotorEntry<ID> { self }

    private init() {}

    /// The view with `id`, labelled `label`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// The view with `id` in `namespace`, labelled `label`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// A range of text, labelled `label`.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never { self.init() }
    /// The view with `id`, with a localized label.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// The view with `id`, labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// The view with `id` in `namespace`, with a localized label.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// The view with `id` in `namespace`, labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.init() }
    /// A range of text with a localized label.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never { self.init() }
    /// A range of text labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never { self.init() }
}

/// Rotor content made of several pieces, as the builder returns it.
struct AccessibilityRotorContentGroup: AccessibilityRotorContent {
    /// The group itself.
    var body: AccessibilityRotorContentGroup { self }
}

/// Builds rotor content from entries, `if`s and `ForEach`-free lists of entries.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    /// Optional content.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// One piece.
    public static func buildBlock<C0: AccessibilityRotorContent>(_ c0: C0) -> C0 { c0 }
    /// Two pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Three pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Four pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Five pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Six pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Seven pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Eight pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Nine pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
    /// Ten pieces.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent { AccessibilityRotorContentGroup() }
}

/// A rotor the system provides, such as headings or links.
public struct AccessibilitySystemRotor: Sendable {
    private let name: String
    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links(\(visited))") }
    /// All links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings(\(level.rawValue))") }
    /// All headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

extension View {
    /// A custom rotor labelled `label` with `entries`; not built in a still.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Replaces a system rotor with `entries`; not built in a still.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// A custom rotor with a localized label; not built in a still.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// A custom rotor over identifiable models.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A custom rotor over models with ids at `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A system rotor over identifiable models.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A system rotor over models with ids at `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A localized custom rotor over identifiable models.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A localized custom rotor over models with ids at `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A custom rotor over ranges of text.
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    /// A system rotor over ranges of text.
    nonisolated public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }
    /// A localized custom rotor over ranges of text.
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    /// Marks the view as the target of rotor entries with `id` in `namespace`.
    nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
