import Foundation

// `searchable` with search tokens (iOS 16–17). The search field draws as
// `searchable(text:placement:prompt:)` does (Controls/Searchable.swift): the text, or the
// prompt when the text is empty. The token chips a field shows before its text are not drawn,
// so a still of a field holding tokens shows it as if it held none; suggested tokens show only
// while searching, which a still never does.

extension View {
    /// A search field for `text` with tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with editable tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with editable tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with editable tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with editable tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with editable tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with editable tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and suggested tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with tokens and suggested tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and suggested tokens; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and suggested tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with tokens and suggested tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with tokens and suggested tokens and a bound presentation; the field draws
    /// as `searchable(text:placement:prompt:)`, without the token chips.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, T: View, S: StringProtocol {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
