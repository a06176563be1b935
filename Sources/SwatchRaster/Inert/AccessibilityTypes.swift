import Foundation

/// The values accessibility modifiers take: action kinds, heading levels, custom content,
/// zoom actions. They describe the view to assistive technologies, which a picture has none
/// of, so they are plain values here and never change a pixel.

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable {
    private let name: String
    /// The default action: what a double-tap does.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The two-finger scrub that dismisses.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The two-finger double-tap for the most important action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action named `name`.
    public init(named name: Text) { self.name = "named" }
    private init(name: String) { self.name = name }
}

/// A group of custom accessibility actions (iOS 18).
public struct AccessibilityActionCategory: Equatable, Sendable {
    private let name: String
    /// The default group.
    public static let `default` = AccessibilityActionCategory(name: "default")
    /// The editing group.
    public static let edit = AccessibilityActionCategory(name: "edit")
    /// A group named `name`.
    public init(_ name: Text) { self.name = "text" }
    /// A group with a localized name.
    public init(_ nameKey: LocalizedStringKey) { self.name = "key" }
    /// A group named by a string.
    @_disfavoredOverload
    public init(_ name: some StringProtocol) { self.name = String(name) }
    private init(name: String) { self.name = name }
}

/// The key of a piece of custom accessibility content.
public struct AccessibilityCustomContentKey {
    private let id: String
    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) { self.id = id }
    /// A key with a localized label, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    /// A key with a localized label that is also its identifier.
    public init(_ labelKey: LocalizedStringKey) { self.id = "\(labelKey)" }
}

/// The Accessibility framework's `AXCustomContent`, for its `Importance` levels: how
/// prominently VoiceOver offers a piece of custom content.
public final class AXCustomContent: @unchecked Sendable {
    /// How prominently custom content is offered.
    public enum Importance: UInt, Sendable {
        /// Read on request.
        case `default`
        /// Read with the element.
        case high
    }
    private init() {}
}

/// How a direct-touch area behaves under VoiceOver (iOS 17).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The type of the raw bits.
    public typealias RawValue = UInt
    /// A member of the set is a set.
    public typealias Element = AccessibilityDirectTouchOptions
    /// An array literal lists sets.
    public typealias ArrayLiteralElement = AccessibilityDirectTouchOptions
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// Touches pass through only after the element is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// The level of an accessibility heading.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6

    /// The raw value's type.
    public typealias RawValue = UInt
}

/// Which half of a labelled pair a view is.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view that labels.
    case label
    /// The view that is labelled.
    case content

    /// Hashes the role.
    public func hash(into hasher: inout Hasher) { hasher.combine(self == .label) }
}

/// Assistive technologies that can hold accessibility focus.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    /// A member of the set is a set.
    public typealias Element = AccessibilityTechnologies
    /// An array literal lists sets.
    public typealias ArrayLiteralElement = AccessibilityTechnologies
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 2)
    /// No technologies.
    public init() { bits = 0 }
    /// Either's technologies.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits | other.bits) }
    /// Adds `other`'s technologies.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// Both's technologies.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits & other.bits) }
    /// Keeps only `other`'s technologies.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// The technologies of exactly one.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits ^ other.bits) }
    /// Toggles `other`'s technologies.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    /// Whether all of `member` is present.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    /// Adds `newMember`, returning it if it was there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
}

/// What kind of text an element holds, for how VoiceOver reads it.
public struct AccessibilityTextContentType: Sendable {
    private let name: String
    /// Ordinary text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Terminal output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File names and paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Chat messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// What an accessibility zoom action handler receives (iOS 16); never called in a still.
public struct AccessibilityZoomGestureAction {
    /// Which way to zoom.
    public enum Direction: Hashable, Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut

        /// Hashes the direction.
        public func hash(into hasher: inout Hasher) { hasher.combine(self == .zoomIn) }
    }
    /// Which way to zoom.
    public let direction: Direction
    /// Where the zoom centres, relative to the element.
    public let location: UnitPoint
    /// Where the zoom centres, in the element's coordinates.
    public let point: CGPoint
}

extension AccessibilityTraits {
    /// A member of the set is a set.
    public typealias Element = AccessibilityTraits
    /// An array literal lists sets.
    public typealias ArrayLiteralElement = AccessibilityTraits
}

private struct AccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether Assistive Access is on (iOS 18): off for a still.
    public var accessibilityAssistiveAccessEnabled: Bool { self[AccessibilityAssistiveAccessEnabledKey.self] }
    /// Whether the user asked to dim flashing lights (iOS 17): off for a still.
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether the large content viewer is on (iOS 15): off for a still.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// Whether animated images play (iOS 17): the system default, on.
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether accessibility quick actions are on (iOS 16): off for a still.
    public var accessibilityQuickActionsEnabled: Bool { false }
}
