import Foundation

/// The accessibility modifiers that SwiftUI declares on `ModifiedContent` as well as on
/// `View`, so a chain of them stays one `ModifiedContent<_, AccessibilityAttachmentModifier>`
/// (and the iOS 13–18 spellings that are new here). A picture has no assistive technology:
/// each is accepted and the view is drawn unchanged; actions are never performed.

/// The modifier that carries a view's accessibility attributes. It draws its content
/// unchanged.
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// An empty attachment.
    init() {}
    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The label VoiceOver reads, localized.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// The label VoiceOver reads, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> { self }
    /// The label VoiceOver reads, when `isEnabled`.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The label VoiceOver reads, localized, when `isEnabled`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The label VoiceOver reads, from a string, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does, localized.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does, when `isEnabled`.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does, localized, when `isEnabled`.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A hint of what activating the view does, from a string, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value, localized.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value, from a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value, when `isEnabled`.
    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value, localized, when `isEnabled`.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The element's value, from a string, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control and Full Keyboard Access accept.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts, localized.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts, from strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> { self }
    /// Names Voice Control accepts, when `isEnabled`.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Localized input labels, when `isEnabled`.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Input labels from strings, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Adds traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// Hides the element from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Hides the element, when `isEnabled`.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> { self }
    /// An identifier for UI tests, when `isEnabled`.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The order VoiceOver visits siblings.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> { self }
    /// Where a double-tap activates the element.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> { self }
    /// Where a double-tap activates the element, relative to its bounds.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> { self }
    /// The activation point, when `isEnabled`.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The activation point, relative, when `isEnabled`.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A point assistive technologies may drag at.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> { self }
    /// A drag point with a localized description.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// A drag point described by a string.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> { self }
    /// A drag point, when `isEnabled`.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A drag point with a localized description, when `isEnabled`.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A drag point described by a string, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A point assistive technologies may drop at.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> { self }
    /// A drop point with a localized description.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    /// A drop point described by a string.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> { self }
    /// A drop point, when `isEnabled`.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A drop point with a localized description, when `isEnabled`.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// A drop point described by a string, when `isEnabled`.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// An action of `actionKind`; never performed in a still.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// A named custom action; never performed in a still.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// A custom action with a localized name.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// A custom action named by a string.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// Increment and decrement actions; never performed in a still.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// An action for scroll gestures; never performed in a still.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// An action for zoom gestures; never performed in a still.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Content, Modifier> { self }
    /// The heading level of the element.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> { self }
    /// What kind of text the element holds.
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> ModifiedContent<Content, Modifier> { self }
    /// Whether the element is interactive.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Content, Modifier> { self }
    /// Whether the element is interactive, when `isEnabled`.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// Passes touches straight to the view under VoiceOver.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content VoiceOver reads on request.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content with a localized value.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content under `label`.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content under a localized label.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content with a localized label and value.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Extra content under a localized label, with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> { self }
    /// Hides the element (the iOS 13 spelling).
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
    /// The label (the iOS 13 spelling).
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The hint (the iOS 13 spelling).
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The value (the iOS 13 spelling).
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> { self }
    /// The identifier (the iOS 13 spelling).
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> { self }
    /// Adds traits (the iOS 13 spelling).
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// Input labels (the iOS 13 spelling).
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { self }
    /// Removes traits (the iOS 13 spelling).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    /// The sort priority (the iOS 13 spelling).
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> { self }
    /// The activation point (the iOS 13 spelling).
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> { self }
    /// The relative activation point (the iOS 13 spelling).
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> { self }
    /// A selection identifier (deprecated in iOS 13; does nothing).
    @available(*, deprecated, message: "selection identifiers do nothing")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> { self }
}

extension View {
    /// The label VoiceOver reads, when `isEnabled`.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View { self }
    /// The label VoiceOver reads, localized, when `isEnabled`.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// The label VoiceOver reads, from a string, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View { self }
    /// A hint of what activating the view does, when `isEnabled`.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View { self }
    /// A hint of what activating the view does, localized, when `isEnabled`.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// A hint of what activating the view does, from a string, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View { self }
    /// The element's value, when `isEnabled`.
    nonisolated public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View { self }
    /// The element's value, localized, when `isEnabled`.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// The element's value, from a string, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View { self }
    /// Names Voice Control accepts, localized.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// Names Voice Control accepts, from strings.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    /// Names Voice Control accepts, when `isEnabled`.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { self }
    /// Localized input labels, when `isEnabled`.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View { self }
    /// Input labels from strings, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View { self }
    /// Hides the element, when `isEnabled`.
    nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { self }
    /// An identifier for UI tests, when `isEnabled`.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View { self }
    /// Where a double-tap activates the element.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Where a double-tap activates the element, relative to its bounds.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// The activation point, when `isEnabled`.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { self }
    /// The activation point, relative, when `isEnabled`.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { self }
    /// A point assistive technologies may drag at.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { self }
    /// A drag point with a localized description.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    /// A drag point described by a string.
    @_disfavoredOverload
    nonisolated public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }
    /// A drag point, when `isEnabled`.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    /// A drag point with a localized description, when `isEnabled`.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// A drag point described by a string, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View { self }
    /// A point assistive technologies may drop at.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { self }
    /// A drop point with a localized description.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    /// A drop point described by a string.
    @_disfavoredOverload
    nonisolated public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }
    /// A drop point, when `isEnabled`.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    /// A drop point with a localized description, when `isEnabled`.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// A drop point described by a string, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View { self }
    /// A named custom action; never performed in a still.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A custom action with a localized name.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A custom action named by a string.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// An action for scroll gestures; never performed in a still.
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// An action for zoom gestures; never performed in a still.
    nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    /// The heading level of the element.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// What kind of text the element holds.
    nonisolated public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> some View { self }
    /// Whether the element is interactive.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// Whether the element is interactive, when `isEnabled`.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> some View { self }
    /// Passes touches straight to the view under VoiceOver.
    nonisolated public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// Extra content VoiceOver reads on request.
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content with a localized value.
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content with a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content under `label`.
    nonisolated public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content under a localized label.
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content with a localized label and value.
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Extra content under a localized label, with a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Input labels (the iOS 13 spelling).
    nonisolated public func accessibility(inputLabels: [Text]) -> some View { self }
    /// Removes traits (the iOS 13 spelling).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// The sort priority (the iOS 13 spelling).
    nonisolated public func accessibility(sortPriority: Double) -> some View { self }
    /// The activation point (the iOS 13 spelling).
    nonisolated public func accessibility(activationPoint: CGPoint) -> some View { self }
    /// The relative activation point (the iOS 13 spelling).
    nonisolated public func accessibility(activationPoint: UnitPoint) -> some View { self }
    /// A selection identifier (deprecated in iOS 13; does nothing).
    @available(*, deprecated, message: "selection identifiers do nothing")
    nonisolated public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
}
