import Foundation

/// Accessibility focus (iOS 15) and the remaining view-level accessibility modifiers: groups,
/// labelled pairs, large-content viewing, action lists. Assistive technologies never run
/// while a still is drawn, so nothing holds accessibility focus and each modifier draws the
/// view unchanged; closures that describe actions are not called.

/// SwiftUI's `AccessibilityFocusState`: which element an assistive technology is focused on.
/// Nothing is focused in a still, so it reads false or nil and ignores writes.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value

    /// The binding `accessibilityFocused` takes.
    @propertyWrapper
    public struct Binding {
        let value: Value
        /// The focused value: false or nil in a still.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    /// The focused value: false or nil in a still.
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    /// A binding for `accessibilityFocused(_:equals:)`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(value: initial) }

    /// Focus for any technology, as a Boolean: not focused.
    public init() where Value == Bool { initial = false }
    /// Focus for `technologies`, as a Boolean: not focused.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { initial = false }
    /// Focus for any technology, as an optional id: nothing focused.
    public init<T: Hashable>() where Value == T? { initial = nil }
    /// Focus for `technologies`, as an optional id: nothing focused.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { initial = nil }
}

extension View {
    /// Binds accessibility focus to `binding` being `value`; nothing is focused in a still.
    nonisolated public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Binds accessibility focus to a Boolean; nothing is focused in a still.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    /// Links this view with others of the same `id` for navigation.
    nonisolated public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Pairs a label view with the content it labels.
    nonisolated public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Shows `largeContentView` in the large content viewer; never shown in a still.
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    /// Shows the view's own label in the large content viewer; never shown in a still.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Keeps the view from being inverted by Smart Invert; a still is never inverted.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Custom actions from the buttons in `content`; never performed, and not drawn.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Custom actions of `category` from the buttons in `content`; never performed.
    nonisolated public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View { self }
    /// A custom action whose name is the view `label`; never performed.
    nonisolated public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    /// A label built from the view's own label (iOS 18); the picture is unchanged.
    nonisolated public func accessibilityLabel<V: View>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View { self }
}

extension Text {
    /// The text's label for VoiceOver; the text is drawn as written.
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// A localized label for VoiceOver; the text is drawn as written.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// A label for VoiceOver from a string; the text is drawn as written.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    /// The heading level of the text; drawn unchanged.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// What kind of text this is, for VoiceOver; drawn unchanged.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}
