/// A type that names an alignment guide and computes its default value, so users can
/// define custom alignments exactly as in SwiftUI.
public protocol AlignmentID {
    /// Where the guide lies in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size plus its alignment guides: what `alignmentGuide` closures see.
public struct ViewDimensions {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
    }

    /// The guide's value: an explicit one if the view sets it, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.defaultValue(self)
    }
    /// The guide's value: an explicit one if the view sets it, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.key.defaultValue(self)
    }
    /// The explicit value only, `nil` where the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value only, `nil` where the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

/// Identity of an alignment guide, shared by horizontal and vertical alignments.
// @unchecked: every stored property is immutable; `type` is a metatype, which has no state to share.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    /// The guide's type, kept as a metatype (no closure to retain each time a key is copied).
    let type: any AlignmentID.Type
    /// True for the built-in guides, whose defaults read only the width and height: layout
    /// then skips building dimensions that can reach the view's explicit guides.
    let readsOnlySize: Bool

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.type = type
        self.readsOnlySize = type is any SizeOnlyAlignmentID.Type
    }

    /// Where the guide lies in a view that sets no explicit value for it.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(axis)
    }
}

/// The built-in guides: their default values depend on the view's size alone.
protocol SizeOnlyAlignmentID: AlignmentID {}

/// A guide that places children along the horizontal axis (VStack, ZStack).
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// A custom guide named by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    /// Equal when both name the same guide type.
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }

    enum Leading: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// The left edge: there is no right-to-left layout in this engine.
    public static let leading = HorizontalAlignment(Leading.self)
    /// Halfway across the view's width.
    public static let center = HorizontalAlignment(Center.self)
    /// The right edge: there is no right-to-left layout in this engine.
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A guide that places children along the vertical axis (HStack, ZStack), text baselines included.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// A custom guide named by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    /// Equal when both name the same guide type.
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }

    enum Top: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: SizeOnlyAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// The top edge (y grows downward).
    public static let top = VerticalAlignment(Top.self)
    /// Halfway down the view's height.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge, at the view's height.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line's baseline; views without text use their bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last line's baseline; views without text use their bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of guides, for frames, overlays, backgrounds and ZStacks.
public struct Alignment: Equatable, Sendable {
    /// Which guide lines views up across the width.
    public var horizontal: HorizontalAlignment
    /// Which guide lines views up down the height.
    public var vertical: VerticalAlignment
    /// An alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centred on both axes: the default for frames, overlays and ZStacks.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first line's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Left edge, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}
