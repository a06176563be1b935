/// `searchable(text:placement:prompt:)`: the search field iOS draws under a screen's navigation
/// title. Its look is an approximation of iOS 15–18's `UISearchTextField` in a navigation bar
/// drawer (no measured source was found): a 36 pt high field with 10 pt corners in
/// `tertiarySystemFill`, 16 pt from the screen's edges, 8 pt above the content; a magnifying
/// glass and the prompt (default "Search") in the secondary style, or the text when there is
/// some. Outside a navigation container nothing is drawn, as on iOS.
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode) }
    let kind: Kind

    /// Where the platform puts it: on iPhone, under the navigation title.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))
    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown until the content scrolls (a still shows it).
        case automatic
        /// Always shown.
        case always
    }
}

extension View {
    /// A search field for `text` under this screen's navigation title.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let value = SearchFieldValue(text: text.wrappedValue, prompt: prompt)
        return transformPreference(NavigationTitleKey.self) { $0.search = value }
    }

    /// A search field with a localized prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt string.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// The field itself (see the file's description for its measurements).
struct SearchFieldView: View {
    let value: SearchFieldValue

    var body: some View {
        SearchFieldBox(text: value.text, prompt: value.prompt)
        // A 52 pt row: the field 1 pt below its top and 15 pt above its bottom, 16 pt from the
        // sides (20 on 414 pt and wider phones). Measured on iOS 18 screenshots (issue 39):
        // edequartel/Ravens' species list, iPhone 15 @3x (field 36 tall, 0.67 below the bar,
        // 15.33 above the row's end, x 16…377) and Thomvis/Construct's 414 pt renders (1.0
        // below the bar, 15 to the row's end, 20 from the sides).
        .padding(.horizontal, (RenderScreen.device?.size.width ?? 0) >= 414 ? 20 : 16)
        .padding(.top, 1)
        .padding(.bottom, 15)
    }
}

/// The rounded field alone, without the navigation bar's row around it: also what a wrapped
/// `UISearchBar` draws (the SwiftUI module's representable drawing, §2.7).
package struct SearchFieldBox: View {
    let text: String
    let prompt: Text?

    /// A field showing `text`, or `prompt` ("Search" when nil) in gray when it is empty.
    package init(text: String, prompt: Text?) {
        self.text = text
        self.prompt = prompt
    }

    package var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundStyle(.secondary).lineLimit(1)
            } else {
                Text(verbatim: text).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(.tertiarySystemFill)))
    }
}
