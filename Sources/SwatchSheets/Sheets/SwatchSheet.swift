import SwatchRaster

/// The seed's swatch sheet as a library view: a column of titled pads, each a row of
/// swatches. With the built-in palette it is pixel-for-pixel the seed's `ContentView`.
public struct SwatchSheet: View {
    /// One titled row of colors.
    public struct Pad: Hashable, Sendable {
        /// The heading shown above the row (`.title` font).
        public var title: String
        /// The colors, left to right.
        public var colors: [Color]

        /// A pad titled `title` holding `colors`.
        public init(title: String, colors: [Color]) {
            self.title = title
            self.colors = colors
        }
    }

    /// The pads, top to bottom.
    public var pads: [Pad]
    /// Swatch width before labels widen it, and swatch height (the seed's `preferedWidth`).
    public var preferredWidth: CGFloat
    /// Most swatches per row. `nil` keeps each pad in one row, as the seed does; a number
    /// wraps large palettes into rows through `FlowLayout`, so 200 colors stay readable.
    public var columns: Int?

    /// A sheet of `pads`.
    nonisolated public init(pads: [Pad] = SwatchSheet.systemPads, preferredWidth: CGFloat = 60, columns: Int? = nil) {
        self.pads = pads
        self.preferredWidth = preferredWidth
        self.columns = columns
    }

    /// The sheet of a theme read from a file: one pad per group, wrapped at `columns`.
    nonisolated public init(theme: Theme, preferredWidth: CGFloat = 60, columns: Int? = 10) {
        self.init(pads: theme.pads, preferredWidth: preferredWidth, columns: columns)
    }

    /// The seed's four pads of iOS system colors.
    nonisolated public static let systemPads: [Pad] = [
        Pad(title: "Label Colors", colors: Color.labelColors),
        Pad(title: "Fill Colors", colors: Color.fillColors),
        Pad(title: "Content Backgrounds", colors: Color.backgrounds),
        Pad(title: "Grouped Content Backgrounds", colors: Color.groupedContentBackgrounds),
    ]

    /// Pads top to bottom, 20 pt apart: a `.title` heading over a row of swatches,
    /// wrapped through `FlowLayout` when a pad has more colors than `columns`.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ForEach(Array(pads.enumerated()), id: \.offset) { _, pad in
                VStack(alignment: .leading) {
                    Text(pad.title).font(.title)
                    if let columns, pad.colors.count > columns {
                        FlowLayout(maximumItemsPerRow: columns) { swatches(pad) }
                    } else {
                        HStack(spacing: nil) { swatches(pad) }
                    }
                }
            }
        }
    }

    private func swatches(_ pad: Pad) -> some View {
        ForEach(Array(pad.colors.enumerated()), id: \.offset) { _, color in
            SheetSwatch(color, preferredWidth: preferredWidth)
        }
    }
}

/// The seed's `Swatch`: a color over its `.fixedSize` name, widened to the name's width
/// through a first-value width preference and `@State`.
struct SheetSwatch: View {
    let color: Color
    let preferredWidth: CGFloat
    @State private var width: CGFloat

    init(_ color: Color, preferredWidth: CGFloat) {
        self.color = color
        self.preferredWidth = preferredWidth
        _width = State(initialValue: preferredWidth)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            color
                .frame(width: width, height: preferredWidth)
            Text(color.isSystemColor ? ".\(color.name)" : color.name)
                .fixedSize()
                .background(GeometryReader { geo in
                    Color.clear.preference(key: SheetLabelWidth.self, value: geo.size.width)
                })
                .onPreferenceChange(SheetLabelWidth.self) {
                    if $0 > preferredWidth { width = $0 }
                }
        }
        .padding(4)
        .border(Color.label3)
    }
}

/// The seed's `ViewPreference.First<CGFloat>`: keeps the first width reported.
enum SheetLabelWidth: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}
