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
        /// A note under each color (a token's `$description`), by index; missing or nil
        /// entries show none.
        public var notes: [String?] = []
        /// Swatches per row for this pad (a GIMP palette's `Columns:`), before the sheet's.
        public var columns: Int?

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
    /// Whether each swatch also prints its value (`#RRGGBB`, or `#RRGGBBAA` when
    /// translucent, in the light appearance), as `--values` asks.
    public var showsValues = false
    /// Whether translucent colors are drawn over a checkerboard, as design tools do, so that
    /// a 40 %-alpha color shows on a dark sheet. On for theme sheets; the built-in sheet
    /// stays the seed's.
    public var checkerboard = false

    /// A sheet of `pads`.
    nonisolated public init(pads: [Pad] = SwatchSheet.systemPads, preferredWidth: CGFloat = 60, columns: Int? = nil) {
        self.pads = pads
        self.preferredWidth = preferredWidth
        self.columns = columns
    }

    /// The sheet of a theme read from a file: one pad per group, wrapped at `columns`,
    /// translucent colors over a checkerboard.
    nonisolated public init(theme: Theme, preferredWidth: CGFloat = 60, columns: Int? = 10) {
        self.init(pads: theme.pads, preferredWidth: preferredWidth, columns: columns)
        checkerboard = true
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
                    if let columns = pad.columns ?? columns, pad.colors.count > columns {
                        FlowLayout(maximumItemsPerRow: columns) { swatches(pad) }
                    } else {
                        HStack(spacing: nil) { swatches(pad) }
                    }
                }
            }
        }
    }

    private func swatches(_ pad: Pad) -> some View {
        ForEach(Array(pad.colors.enumerated()), id: \.offset) { index, color in
            SheetSwatch(color, preferredWidth: preferredWidth,
                        note: index < pad.notes.count ? pad.notes[index] : nil,
                        showsValue: showsValues, checkerboard: checkerboard)
        }
    }
}

/// The seed's `Swatch`: a color over its `.fixedSize` name, widened to the name's width
/// through a first-value width preference and `@State`.
struct SheetSwatch: View {
    let color: Color
    let preferredWidth: CGFloat
    /// A `$description` shown in small type under the name, wrapped to the swatch's width.
    var note: String?
    var showsValue = false
    var checkerboard = false
    @State private var width: CGFloat

    init(_ color: Color, preferredWidth: CGFloat, note: String? = nil, showsValue: Bool = false, checkerboard: Bool = false) {
        self.color = color
        self.preferredWidth = preferredWidth
        self.note = note
        self.showsValue = showsValue
        self.checkerboard = checkerboard && Appearance.allCases.contains { color.resolve(in: $0).alpha < 1 }
        _width = State(initialValue: preferredWidth)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            swatch
                .frame(width: width, height: preferredWidth)
            label
                .fixedSize()
                .background(GeometryReader { geo in
                    Color.clear.preference(key: SheetLabelWidth.self, value: geo.size.width)
                })
                .onPreferenceChange(SheetLabelWidth.self) {
                    if $0 > preferredWidth { width = $0 }
                }
            if let note {
                Text(note)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
                    .frame(width: width, alignment: .leading)
            }
        }
        .padding(4)
        .border(Color.label3)
    }

    /// The color, over a checkerboard when it is translucent in some appearance.
    @ViewBuilder private var swatch: some View {
        if checkerboard {
            color.background(Checkerboard())
        } else {
            color
        }
    }

    /// The name, and the value under it when asked.
    @ViewBuilder private var label: some View {
        let name = Text(color.isSystemColor ? ".\(color.name)" : color.name)
        if showsValue {
            VStack(alignment: .leading, spacing: 0) {
                name
                // RGBAColor's description: #RRGGBB, or #RRGGBBAA when translucent.
                Text(color.resolve(in: .light).description).font(.caption.monospaced()).foregroundStyle(.secondary)
            }
        } else {
            name
        }
    }
}

/// Light and mid-grey 8-pt squares, the backdrop design tools draw under translucent colors.
struct Checkerboard: View {
    var body: some View {
        // Shapes, not `Color` views: the layout dump's `Color` nodes stay the swatches.
        ZStack {
            Rectangle().fill(Color(white: 1))
            CheckerSquares().fill(Color(white: 0.8))
        }
    }
}

/// Every other 8-pt square of the rectangle, starting with the second.
struct CheckerSquares: Shape {
    func path(in rect: CGRect) -> Path {
        let square: CGFloat = 8
        var path = Path()
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return path }
        for row in 0..<Int((rect.height / square).rounded(.up)) {
            for column in 0..<Int((rect.width / square).rounded(.up)) where (row + column) % 2 == 1 {
                path.addRect(CGRect(x: rect.minX + CGFloat(column) * square, y: rect.minY + CGFloat(row) * square,
                                    width: square, height: square).intersection(rect))
            }
        }
        return path
    }
}

/// The seed's `ViewPreference.First<CGFloat>`: keeps the first width reported.
enum SheetLabelWidth: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}
