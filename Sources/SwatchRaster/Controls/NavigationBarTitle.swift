/// The iOS 13 spelling of a screen's title, `navigationBarTitle`, still common in real files
/// (deprecated by Apple but compiled). Each form feeds the same navigation title preference
/// as `.navigationTitle`, so the two draw alike (docs/ARCHITECTURE.md §5.19).

extension View {
    /// The title the navigation bar shows for this screen (the iOS 13 spelling of
    /// `navigationTitle`).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }
    /// The title the navigation bar shows for this screen, from a localized key.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }
    /// The title the navigation bar shows for this screen, from a string.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
    /// The title and how it is drawn (the iOS 13 spelling of `navigationTitle` plus
    /// `navigationBarTitleDisplayMode`).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationTitleKey.self) { value in
            value.title = title
            value.displayMode = displayMode
        }
    }
    /// The title, from a localized key, and how it is drawn.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    /// The title, from a string, and how it is drawn.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}
