import Foundation

// How search presents itself: scopes, suggestions placement, the toolbar while searching,
// search focus, and `searchable` with a bound presentation. The search field draws as
// `searchable(text:placement:prompt:)` does; the rest shows only while the user searches,
// which a still never does (docs/ARCHITECTURE.md §4.2).

/// When a search's scope bar appears (iOS 16.4): SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable {
    private let name: String
    /// The system decides.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// When the user types.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// When search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Whether the toolbar hides while searching (iOS 17.1): SwiftUI's `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Sendable {
    private let name: String
    /// The system decides (the navigation bar collapses).
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    /// The bar stays, so content is not hidden.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

/// Where search suggestions show (iOS 16): SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    private let name: String
    /// The system decides.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    /// In a menu under the field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    /// In the searched view's content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public typealias RawValue = Int
        /// One placement.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// What an array literal of placements holds.
        public typealias ArrayLiteralElement = SearchSuggestionsPlacement.Set.Element
        /// The raw bits.
        public var rawValue: Int
        /// Placements from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu placement.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1) }
        /// The content placement.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 2) }
    }
}

extension View {
    /// A scope bar for the search, bound to `scope`; shown only while searching, never in a still.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// A scope bar for the search that appears as `activation` says; never shown in a still.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View { self }
    /// Whether the toolbar hides while searching; a still is never searching.
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
    /// Shows or hides search suggestions at `placements`; suggestions show only while searching.
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }
    /// Binds whether the search field is focused (iOS 18); it never is in a still.
    nonisolated public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }
    /// Binds the search field's focus to `value` (iOS 18); it is never focused in a still.
    nonisolated public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    /// A search field for `text` whose presentation is bound to `isPresented` (iOS 17). The
    /// field draws as `searchable(text:placement:prompt:)`; search is never active in a still.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with a localized prompt and a bound presentation (iOS 17).
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field with a prompt string and a bound presentation (iOS 17).
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

extension View {
    /// A search field with suggestions (iOS 15). The field draws as
    /// `searchable(text:placement:prompt:)`; suggestions show only while searching, never in a still.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with a localized prompt and suggestions (iOS 15).
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A search field with a prompt string and suggestions (iOS 15).
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
