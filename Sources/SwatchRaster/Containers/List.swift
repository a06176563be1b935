/// SwiftUI's `List`: rows in sections, drawn in the list style from the environment (inset
/// grouped by default on iOS), scrolled to the top (docs/ARCHITECTURE.md §5.17). Selection
/// is accepted for source compatibility; a still shows nothing selected.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// Set by `Form`, which always draws grouped.
    var forcedStyle: ListStyleKind?

    /// A list of the rows and sections `content` builds, with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with single selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(content: Content, forcedStyle: ListStyleKind?) {
        self.content = content
        self.forcedStyle = forcedStyle
    }

    /// Never called: the engine lays out the list itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let kind = forcedStyle ?? context.environment.listStyleKind
        var inner = context
        inner.environment.sectionHost = .list
        inner.environment.isInListRow = true
        let children = inner.resolve(content, at: 0)
        let environment = context.environment
        let style = ListMetrics(kind, under: environment.navigationBarAbove)
        let showsBackground = environment.scrollContentBackground != .hidden
        let list = ListNode(path: context.path, style: style, children: children, showsBackground: showsBackground,
                            minRowHeight: environment.defaultMinListRowHeight, environment: environment)
        guard style.grouped, showsBackground else {
            nodes.append(list)
            return
        }
        // A grouped list scrolls under the navigation bar and the home indicator on iOS, so
        // its background fills the whole screen: the navigation container reads the color
        // (issue 23's "grouped screens"; every grouped Settings-style screenshot).
        nodes.append(PreferenceTransformNode<NavigationTitleKey>(path: context.path.appending("background"), child: list) { value, _ in
            if value.background == nil { value.background = .systemGroupedBackground }
        })
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per integer in a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// SwiftUI's `Form`: on iOS a grouped list of controls, drawn as an inset grouped list
/// unless `.formStyle(_:)` chose another style (FormStyle.swift).
public struct Form<Content: View>: View {
    let content: Content
    /// Built by `Form(configuration)` inside a style: drawn grouped, never with the style again.
    var fromConfiguration = false

    /// A form of the sections and rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The form in the environment's form style (an inset grouped list by default).
    public var body: some View {
        if fromConfiguration {
            List<Never, Content>(content: content, forcedStyle: .insetGrouped)
        } else {
            FormStyleHost(content: content)
        }
    }
}

/// The numbers a list style draws with (docs/ARCHITECTURE.md §5.17 lists their sources).
struct ListMetrics {
    let kind: ListStyleKind
    /// Horizontal margin between the list's edge and its groups of rows.
    let groupInset: CGFloat
    let cornerRadius: CGFloat
    /// Default insets around a row's content.
    let rowInsets: EdgeInsets
    /// Space above a section with no header.
    let sectionTop: CGFloat
    /// Space above the first section when it has no header, which depends on the bar above.
    let firstSectionTop: CGFloat
    /// Space above a header, and between a header and its rows.
    let headerTop: CGFloat
    let headerBottom: CGFloat
    /// Space below a section's rows, and below its footer.
    let rowsBottom: CGFloat
    let footerBottom: CGFloat
    /// Whether a group has full-width separators above and below it.
    let edgeSeparators: Bool
    /// Whether the background behind groups is the grouped one.
    let grouped: Bool

    /// A row's content insets in every style. Leading and trailing measured on iOS 17–18
    /// screenshots at 3x (issue 49): the content 20 pt in from the card's or screen's edge on
    /// 393 and 430 pt phones (TCA's SyncUps form, iPhone 15: header and row text 41 pt from the
    /// screen, the card at 20; decodevM/TodoList@1305c53, iPhone 15 Pro Max: the row's icon ink
    /// 21.33 pt inside the card). Above and below, 8 stays an approximation: rows taller than
    /// 44 pt measured about 11 (58.17 pt for 36.33 pt of content), but 11 would make a
    /// `Toggle` row 53 pt, and no toggle row has been measured yet.
    static let measuredRowInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)

    init(_ kind: ListStyleKind, under bar: NavigationBarAbove = .none) {
        self.kind = kind
        switch kind {
        case .insetGrouped:
            // Flutter's CupertinoListSection.insetGrouped, measured on SwiftUI Forms (iOS 14.2)
            // and the iOS 14.4 simulator: rows inset 20 from the sides with a 10-point corner
            // radius; 20 above a section without header; a header 16 below the previous
            // section and 6 above its rows; 10 below the rows and below a footer.
            groupInset = 20; cornerRadius = 10
            rowInsets = ListMetrics.measuredRowInsets
            sectionTop = 20; headerTop = 16; headerBottom = 6; rowsBottom = 10; footerBottom = 10
            edgeSeparators = false; grouped = true
            // The first section without a header, measured on iOS 16–18 screenshots (issue 39):
            // flush with the bottom of a large-title bar (pointfreeco/swift-composable-
            // architecture's SyncUps tutorial images, iPhone 15 @3x: the card's top 0.33 pt above
            // the bar's bottom; skiptools/skipapp-showcase's iOS 18 screenshot the same), and 35
            // below an inline bar (Thomvis/Construct's snapshot renders of 2023 and 2025). A
            // header keeps `headerTop` (its cap 19.67 below the bar in both modes, measured).
            // With no bar above, Flutter's 20 stays (not measured on iOS 16+).
            switch bar {
            case .largeTitle: firstSectionTop = 0
            case .inline: firstSectionTop = 35
            case .none: firstSectionTop = sectionTop
            }
        case .grouped:
            // Flutter's edge-to-edge CupertinoListSection (iOS 14.4 Settings): 22 above each
            // section, a header 6 above its rows, 8 below the rows; rows inset 20.
            groupInset = 0; cornerRadius = 0
            rowInsets = ListMetrics.measuredRowInsets
            sectionTop = 22; headerTop = 22; headerBottom = 6; rowsBottom = 8; footerBottom = 0
            firstSectionTop = sectionTop
            edgeSeparators = true; grouped = true
        case .plain, .inset:
            // Approximation: rows edge to edge (or 20 in from the sides for `.inset`), no gaps
            // between sections, headers 8 above and 6 below.
            groupInset = kind == .inset ? 20 : 0; cornerRadius = 0
            rowInsets = ListMetrics.measuredRowInsets
            sectionTop = 0; headerTop = 8; headerBottom = 6; rowsBottom = 0; footerBottom = 0
            firstSectionTop = sectionTop
            edgeSeparators = false; grouped = false
        }
    }
}
