/// Accessibility modifiers describe a view to assistive technologies; a picture has none,
/// so each is accepted and the view is drawn unchanged. They matter here only because
/// nearly every production view carries some, and it must compile unchanged.

/// SwiftUI's `AccessibilityTraits`: what kind of element a view is.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt32
    private init(bits: UInt32) { self.bits = bits }
    /// No traits.
    public init() { bits = 0 }
    /// A button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Plays sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// A summary of the screen.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Adjustable.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Scrolls a page at a time.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// A modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// A toggle (iOS 17).
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A tab bar (iOS 17).
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// True when every trait of `member` is present.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits of either.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits of both.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits of exactly one.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    /// Adds `newMember`, returning what was there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    /// Keeps only traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Toggles the traits of `other`.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an accessibility element is made from a view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay separate elements.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels are combined.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// How an adjustable element changes.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Up or right.
    case increment
    /// Down or left.
    case decrement
}

extension View {
    /// The label VoiceOver reads; the picture is unchanged.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label VoiceOver reads.
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// A hint of what activating the view does.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
    /// A hint of what activating the view does.
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// The element's value.
    nonisolated public func accessibilityValue(_ value: Text) -> some View { self }
    /// The element's value.
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Adds traits.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Hides the view from assistive technologies.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes one element of the view and its children.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// An identifier for UI tests.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// The order VoiceOver visits siblings.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Groups the children for navigation.
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// An action of `actionKind` (the default action unless given); never performed.
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// Increment and decrement actions.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// Text used by Voice Control and Full Keyboard Access.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Marks the view as representing another view for accessibility.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
}
