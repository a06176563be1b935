import Foundation

/// iOS 17's empty state: a large symbol over a bold title, a secondary description below,
/// then any actions, centred in all the space offered (docs/ARCHITECTURE.md §5.19; the
/// symbol size and spacings are approximations noted there).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state built from a label (usually a `Label` with a symbol), a description
    /// and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label stacked and styled as iOS draws it, the description and actions below.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an empty state: the icon large and secondary above the title in title 2 bold.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == SwatchRaster.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title from a localized key, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwatchRaster.Label(title: { Text(title) }, icon: { Image(systemName: name) }) },
                  description: { description })
    }
    /// An empty state with a title string, a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwatchRaster.Label(title: { Text(title) }, icon: { Image(systemName: name) }) },
                  description: { description })
    }
    /// An empty state with a title from a localized key, an image of the app's asset catalog
    /// by name (Harbour's custom container symbol) and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwatchRaster.Label(title: { Text(title) }, icon: { Image(name) }) },
                  description: { description })
    }
    /// An empty state with a title string, an asset-catalog image by name and an optional
    /// description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwatchRaster.Label(title: { Text(title) }, icon: { Image(name) }) },
                  description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, named as SwiftUI names them.
public struct SearchUnavailableContent {
    /// The search state's label: a magnifying glass over "No Results".
    public struct Label: View {
        let text: String?
        /// "No Results", or "No Results for “query”".
        public var body: some View {
            SwatchRaster.Label(title: { Text(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results") },
                               icon: { Image(systemName: "magnifyingglass") })
        }
    }
    /// The search state's advice.
    public struct Description: View {
        /// "Check the spelling or try a new search."
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// The search state has no actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search with no results.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(nil) }
    /// The empty state of a search for `text` with no results, quoting the query.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { search(text) }

    private static func search(_ text: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
