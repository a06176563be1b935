@testable import SwatchRaster
import Foundation
import PropertyBased

// The layout fuzzer's input: random view trees as plain data (so they can be generated,
// shrunk, compared and printed), and the SwiftUI-style views they stand for.

/// A view tree the fuzzer can generate, shrink, print as Swift code and build as a view.
indirect enum FuzzView: Equatable, Sendable {
    /// One of `FuzzPalette.colors`.
    case color(Int)
    case shape(FuzzShape)
    /// Words joined by spaces: wraps at word boundaries.
    case text([String])
    case spacer(minLength: Double?)
    /// Alignment indexes `FuzzPalette.vertical`.
    case hStack(alignment: Int, spacing: Double?, [FuzzView])
    /// Alignment indexes `FuzzPalette.horizontal`.
    case vStack(alignment: Int, spacing: Double?, [FuzzView])
    /// Alignment indexes `FuzzPalette.alignments`.
    case zStack(alignment: Int, [FuzzView])
    /// `FuzzColumns`, a custom `Layout`.
    case columns([FuzzView])
    /// The engine's `FlowLayout`.
    case flow(spacing: Double, [FuzzView])
    /// Axes: 0 horizontal, 1 vertical, 2 both.
    case viewThatFits(axes: Int, [FuzzView])
    /// A `GeometryReader` whose content takes half the reader's width and all its height.
    case geometryReader(FuzzView)
    /// `FuzzPreferenceProbe`: state written by `onPreferenceChange(FuzzSum.self)` sizes a bar under the content.
    case preferenceProbe(FuzzView)
    case modified(FuzzView, FuzzModifier)
    /// `LazyVGrid(columns:)` (vertical) or `LazyHGrid(rows:)` with hostile item sizes and spacings.
    case grid(vertical: Bool, items: [FuzzGridItem], spacing: Double?, [FuzzView])
    /// A shape stroked along (`.stroke(style:)`) or inside (`.strokeBorder(style:)`) its edge.
    case stroked(FuzzShape, FuzzStroke)
    /// `Text(Date(timeIntervalSinceReferenceDate: seconds), …)`; style indexes `FuzzPalette.dateStyles`.
    case date(seconds: Double, style: Int)
    /// `Text(value, format: .number)`, or `.percent`.
    case number(Double, percent: Bool)
    /// The content inside `depth` levels of `AnyView(VStack { … }.padding(0))`: issue 28's
    /// 2,200 levels overflowed the stack, so depth must end in a drawing or `nestingTooDeep`.
    case deep(depth: Int, FuzzView)
    /// `FuzzInfiniteProposer`: measures its content with infinite proposals.
    case infiniteProposer(FuzzView)
}

/// One `GridItem`: kind 0 `.fixed(first)`, 1 `.flexible(minimum: first, maximum: second)`,
/// 2 `.adaptive(minimum: first, maximum: second)`; numbers from `FuzzPalette.extremes`.
struct FuzzGridItem: Equatable, Sendable {
    var kind: Int
    var first: Double
    /// Unused (0) for a fixed item.
    var second: Double
    var spacing: Double?

    var gridItem: GridItem {
        let size: GridItem.Size
        switch kind {
        case 0: size = .fixed(CGFloat(first))
        case 1: size = .flexible(minimum: CGFloat(first), maximum: CGFloat(second))
        default: size = .adaptive(minimum: CGFloat(first), maximum: CGFloat(second))
        }
        return GridItem(size, spacing: spacing.map { CGFloat($0) })
    }
}

/// A `StrokeStyle` with hostile widths and dashes (`FuzzPalette.extremes`, `FuzzPalette.dashes`).
struct FuzzStroke: Equatable, Sendable {
    /// `.strokeBorder(style:)` rather than `.stroke(style:)`.
    var inside: Bool
    var lineWidth: Double
    var dash: [Double]
    var dashPhase: Double

    var style: StrokeStyle {
        StrokeStyle(lineWidth: CGFloat(lineWidth), dash: dash.map { CGFloat($0) }, dashPhase: CGFloat(dashPhase))
    }
}

/// The built-in shapes.
enum FuzzShape: Int, CaseIterable, Sendable {
    case rectangle, circle, roundedRectangle, capsule, ellipse
}

/// Per-axis limits of a flexible frame.
struct FuzzLimits: Equatable, Sendable {
    var min: Double?
    var ideal: Double?
    var max: Double?
    var isEmpty: Bool { min == nil && ideal == nil && max == nil }
}

/// A modifier applied to a `FuzzView`.
indirect enum FuzzModifier: Equatable, Sendable {
    case frame(width: Double?, height: Double?, alignment: Int)
    case flexibleFrame(horizontal: FuzzLimits, vertical: FuzzLimits, alignment: Int)
    /// Edges index `FuzzPalette.edges`; a nil length is the default padding.
    case padding(edges: Int, length: Double?)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, fill: Bool)
    case overlay(FuzzView, alignment: Int)
    case background(FuzzView, alignment: Int)
    case offset(x: Double, y: Double)
    case layoutPriority(Double)
    case rotation(degrees: Double)
    /// `.preference(key: FuzzSum.self, value:)`.
    case preference(Double)
    case lineLimit(Int?)
    /// `.border(color, width:)`; color indexes `FuzzPalette.colors`, width from `FuzzPalette.extremes`.
    case border(color: Int, width: Double)
}

/// Tables the data model indexes into, with their Swift spellings for `description`.
enum FuzzPalette {
    static let colors: [(Color, String)] = [(.red, "red"), (.blue, "blue"), (.green, "green"), (.orange, "orange"), (.clear, "clear")]
    static let vertical: [(VerticalAlignment, String)] = [
        (.center, "center"), (.top, "top"), (.bottom, "bottom"),
        (.firstTextBaseline, "firstTextBaseline"), (.lastTextBaseline, "lastTextBaseline"),
    ]
    static let horizontal: [(HorizontalAlignment, String)] = [(.center, "center"), (.leading, "leading"), (.trailing, "trailing")]
    static let alignments: [(Alignment, String)] = [
        (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
        (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
        (.bottomTrailing, "bottomTrailing"), (.leadingFirstTextBaseline, "leadingFirstTextBaseline"),
    ]
    static let edges: [(Edge.Set, String)] = [
        (.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.leading, "leading"),
        (.top, "top"), (.trailing, "trailing"), (.bottom, "bottom"),
    ]
    static let axes: [(Axis.Set, String)] = [([.horizontal], "horizontal"), ([.vertical], "vertical"), ([.horizontal, .vertical], "[.horizontal, .vertical]")]
    /// Numbers that trapped or ran away in issue 28 (zero, negative, tiny, huge, infinite,
    /// NaN) and ordinary ones, for grid items, border and stroke widths, number texts.
    static let extremes: [Double] = [0, -20, 1e-9, 1e9, .infinity, .nan, 1, 8, 30, 64.5]
    /// Dash patterns: too fine to draw run by run, zero, huge, NaN, ordinary, none.
    static let dashes: [[Double]] = [[1e-9], [0], [0, 5], [1e9], [.nan], [4, 2], [10, 3, 1, 3], []]
    /// Seconds since 2001 for date texts: far past and future, NaN, infinite, ordinary.
    static let dateSeconds: [Double] = [0, 1e20, -1e20, .nan, .infinity, 1e9]
    /// `Text(_:style:)` styles; nil is `Text(_:format: .dateTime)`.
    static let dateStyles: [(Text.DateStyle?, String)] = [
        (.timer, "timer"), (.relative, "relative"), (.date, "date"), (.time, "time"), (.offset, "offset"), (nil, "dateTime"),
    ]
    static let depths = [50, 500, 3000]
    /// Degenerate results of user math (issue 40): NaN, the infinities, a negative length.
    /// Mixed into frames, padding, offsets, spacings, aspect ratios and rotations, about one
    /// value in ten; each must render as docs/ARCHITECTURE.md §5.21 says, never fail the tree.
    static let degenerate: [Double] = [.nan, .infinity, -.infinity, -20]
    static let words = ["a", "ok", "wrap", "swift", "layout", "hello", "W", "mmmmm", "i", "preference"]
}

// MARK: - Views the fuzz trees use besides the built-in ones

/// The sum of every value written below: a preference with a real `reduce`.
enum FuzzSum: PreferenceKey {
    static var defaultValue: Double { 0 }
    static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
}

/// A preference reader: `onPreferenceChange` stores the content's `FuzzSum` in `@State`,
/// which sizes a bar under the content, so the settle loop lays the tree out again.
struct FuzzPreferenceProbe: View {
    let content: AnyView
    @State private var seen: Double = 0
    var body: some View {
        VStack(spacing: 0) {
            content
            Color.gray.frame(width: CGFloat(min(max(seen, 0), 300)), height: 2)
        }
        .onPreferenceChange(FuzzSum.self) { seen = $0 }
    }
}

/// A custom `Layout`: equal columns, each subview offered its share of the proposed width
/// and the whole height; the container is as wide as its subviews and as tall as the tallest.
struct FuzzColumns: Layout {
    private func column(_ proposal: ProposedViewSize, _ count: Int) -> CGFloat? {
        proposal.width.map { $0 / CGFloat(max(count, 1)) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = column(proposal, subviews.count)
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = column(proposal, subviews.count)
        var x = bounds.minX
        for subview in subviews {
            let child = ProposedViewSize(width: width, height: proposal.height)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: child)
            x += subview.sizeThatFits(child).width
        }
    }
}

/// A custom `Layout` that measures its child with infinite and unspecified proposals, as
/// real layouts do, then clamps to a finite size: the child must answer sanely (issue 28's
/// grids trapped on `Int(∞)` here), and the container must stay drawable.
struct FuzzInfiniteProposer: Layout {
    static let probes: [ProposedViewSize] = [.infinity, .unspecified, ProposedViewSize(width: .infinity, height: 0)]

    /// Non-finite (or NaN) answers become 300; finite ones are kept within 0...300.
    private func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 300) : 300 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let answers = Self.probes.map { child.sizeThatFits($0) }
        return CGSize(width: answers.map { clamp($0.width) }.max() ?? 0, height: answers.map { clamp($0.height) }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// `content` inside `depth` levels of `AnyView(VStack { … }.padding(0))`, built in a loop.
func fuzzNested(_ depth: Int, _ content: AnyView) -> AnyView {
    var view = content
    for _ in 0..<depth { view = AnyView(VStack { view }.padding(0)) }
    return view
}

// MARK: - Building the view

extension FuzzView {
    /// The view this tree describes.
    func makeView() -> AnyView {
        switch self {
        case .color(let index):
            return AnyView(FuzzPalette.colors[index].0)
        case .shape(let shape):
            switch shape {
            case .rectangle: return AnyView(Rectangle())
            case .circle: return AnyView(Circle())
            case .roundedRectangle: return AnyView(RoundedRectangle(cornerRadius: 6))
            case .capsule: return AnyView(Capsule())
            case .ellipse: return AnyView(Ellipse())
            }
        case .text(let words):
            return AnyView(Text(words.joined(separator: " ")))
        case .spacer(let minLength):
            return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
        case .hStack(let alignment, let spacing, let children):
            return AnyView(HStack(alignment: FuzzPalette.vertical[alignment].0, spacing: spacing.map { CGFloat($0) }) {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .vStack(let alignment, let spacing, let children):
            return AnyView(VStack(alignment: FuzzPalette.horizontal[alignment].0, spacing: spacing.map { CGFloat($0) }) {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .zStack(let alignment, let children):
            return AnyView(ZStack(alignment: FuzzPalette.alignments[alignment].0) {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .columns(let children):
            return AnyView(FuzzColumns() {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .flow(let spacing, let children):
            return AnyView(FlowLayout(spacing: CGFloat(spacing), lineSpacing: CGFloat(spacing)) {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .viewThatFits(let axes, let children):
            return AnyView(ViewThatFits(in: FuzzPalette.axes[axes].0) {
                ForEach(0..<children.count) { children[$0].makeView() }
            })
        case .geometryReader(let content):
            return AnyView(GeometryReader { proxy in
                content.makeView().frame(width: proxy.size.width / 2, height: proxy.size.height)
            })
        case .preferenceProbe(let content):
            return AnyView(FuzzPreferenceProbe(content: content.makeView()))
        case .modified(let content, let modifier):
            return modifier.apply(to: content.makeView())
        case .grid(let vertical, let items, let spacing, let children):
            let gridItems = items.map(\.gridItem)
            let cells = ForEach(0..<children.count) { children[$0].makeView() }
            return vertical
                ? AnyView(LazyVGrid(columns: gridItems, spacing: spacing.map { CGFloat($0) }) { cells })
                : AnyView(LazyHGrid(rows: gridItems, spacing: spacing.map { CGFloat($0) }) { cells })
        case .stroked(let shape, let stroke):
            func draw<S: InsettableShape>(_ shape: S) -> AnyView {
                stroke.inside ? AnyView(shape.strokeBorder(style: stroke.style)) : AnyView(shape.stroke(style: stroke.style))
            }
            switch shape {
            case .rectangle: return draw(Rectangle())
            case .circle: return draw(Circle())
            case .roundedRectangle: return draw(RoundedRectangle(cornerRadius: 6))
            case .capsule: return draw(Capsule())
            case .ellipse: return draw(Ellipse())
            }
        case .date(let seconds, let style):
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            if let style = FuzzPalette.dateStyles[style].0 { return AnyView(Text(date, style: style)) }
            return AnyView(Text(date, format: .dateTime))
        case .number(let value, let percent):
            return percent ? AnyView(Text(value, format: .percent)) : AnyView(Text(value, format: .number))
        case .deep(let depth, let content):
            return fuzzNested(depth, content.makeView())
        case .infiniteProposer(let content):
            return AnyView(FuzzInfiniteProposer() { content.makeView() })
        }
    }

    /// Whether `predicate` holds for this tree or any tree inside it, modifiers' views included.
    func contains(where predicate: (FuzzView) -> Bool) -> Bool {
        if predicate(self) { return true }
        if case .modified(let content, let modifier) = self {
            switch modifier {
            case .overlay(let view, _), .background(let view, _):
                if view.contains(where: predicate) { return true }
            default: break
            }
            return content.contains(where: predicate)
        }
        return children.contains { $0.contains(where: predicate) }
    }

    /// Whether a grid has a number past the engine's frame limit (10⁷ pt) or infinite: such a
    /// grid may be an invalid frame: an error at the root, a view dropped with a warning below
    /// it (issue 40). NaN is not huge:
    /// the engine clamps it (issue 28), so a NaN grid must lay out.
    var hasHugeGrid: Bool {
        contains {
            guard case .grid(_, let items, let spacing, _) = $0 else { return false }
            let numbers = items.flatMap { [$0.first, $0.second] + ($0.spacing.map { [$0] } ?? []) } + (spacing.map { [$0] } ?? [])
            return numbers.contains { $0.isInfinite || abs($0) >= 1e7 }
        }
    }

    /// Whether a text counts from the moment of rendering (a timer, relative or offset date
    /// within the engine's 10¹⁵ s clamp): its string, and so its size, changes by the second.
    var hasLiveDate: Bool {
        contains {
            guard case .date(let seconds, let style) = $0, let dateStyle = FuzzPalette.dateStyles[style].0 else { return false }
            return [.timer, .relative, .offset].contains(dateStyle) && seconds.isFinite && abs(seconds) < 1e15
        }
    }

    /// Whether a modifier or stack got a degenerate value from `FuzzPalette.degenerate` (or a
    /// zero or negative aspect ratio): such a view may be dropped with a warning (§5.21).
    var hasDegenerateInput: Bool {
        func bad(_ value: Double?) -> Bool { value.map { !$0.isFinite || $0 < 0 } ?? false }
        return contains { view in
            switch view {
            case .hStack(_, let spacing, _), .vStack(_, let spacing, _): return bad(spacing)
            case .modified(_, let modifier):
                switch modifier {
                case .frame(let width, let height, _): return bad(width) || bad(height)
                case .padding(_, let length): return bad(length)
                case .offset(let x, let y): return !x.isFinite || !y.isFinite
                case .aspectRatio(let ratio, _): return bad(ratio) || ratio == 0
                case .rotation(let degrees): return bad(degrees)
                default: return false
                }
            default: return false
            }
        }
    }

    var hasDeepNesting: Bool { contains { if case .deep = $0 { return true } else { return false } } }

    /// Whether building the tree involves `@State` (whose settled value may depend on the
    /// proposal, e.g. through a `ViewThatFits` choosing which preference writers count).
    var hasState: Bool {
        switch self {
        case .preferenceProbe: return true
        case .modified(let content, let modifier):
            if content.hasState { return true }
            switch modifier {
            case .overlay(let view, _), .background(let view, _): return view.hasState
            default: return false
            }
        case .geometryReader(let content): return content.hasState
        default: return children.contains { $0.hasState }
        }
    }

    /// The subtrees of a container (not those of modifiers).
    var children: [FuzzView] {
        switch self {
        case .hStack(_, _, let c), .vStack(_, _, let c), .zStack(_, let c), .columns(let c), .flow(_, let c), .viewThatFits(_, let c):
            return c
        case .grid(_, _, _, let c): return c
        case .geometryReader(let c), .preferenceProbe(let c), .deep(_, let c), .infiniteProposer(let c):
            return [c]
        default:
            return []
        }
    }
}

extension FuzzModifier {
    /// `view` with this modifier applied.
    func apply(to view: AnyView) -> AnyView {
        func cg(_ value: Double?) -> CGFloat? { value.map { CGFloat($0) } }
        switch self {
        case .frame(let width, let height, let alignment):
            return AnyView(view.frame(width: cg(width), height: cg(height), alignment: FuzzPalette.alignments[alignment].0))
        case .flexibleFrame(let h, let v, let alignment):
            return AnyView(view.frame(
                minWidth: cg(h.min), idealWidth: cg(h.ideal), maxWidth: cg(h.max),
                minHeight: cg(v.min), idealHeight: cg(v.ideal), maxHeight: cg(v.max),
                alignment: FuzzPalette.alignments[alignment].0))
        case .padding(let edges, let length):
            return AnyView(view.padding(FuzzPalette.edges[edges].0, cg(length)))
        case .fixedSize(let horizontal, let vertical):
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let fill):
            return AnyView(view.aspectRatio(cg(ratio), contentMode: fill ? .fill : .fit))
        case .overlay(let other, let alignment):
            return AnyView(view.overlay(alignment: FuzzPalette.alignments[alignment].0) { other.makeView() })
        case .background(let other, let alignment):
            return AnyView(view.background(alignment: FuzzPalette.alignments[alignment].0) { other.makeView() })
        case .offset(let x, let y):
            return AnyView(view.offset(x: CGFloat(x), y: CGFloat(y)))
        case .layoutPriority(let priority):
            return AnyView(view.layoutPriority(priority))
        case .rotation(let degrees):
            return AnyView(view.rotationEffect(.degrees(degrees)))
        case .preference(let value):
            return AnyView(view.preference(key: FuzzSum.self, value: value))
        case .lineLimit(let limit):
            return AnyView(view.lineLimit(limit))
        case .border(let color, let width):
            return AnyView(view.border(FuzzPalette.colors[color].0, width: CGFloat(width)))
        }
    }
}

// MARK: - Printing as Swift

/// A number as Swift source: `.infinity`, `12`, `12.25`.
func fuzzNumber(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

extension FuzzView: CustomStringConvertible {
    /// The tree as the Swift code that builds it.
    var description: String { code(0) }

    /// Swift code at `indent` levels of four spaces (the first line unindented).
    func code(_ indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        func block(_ head: String, _ children: [FuzzView]) -> String {
            var lines = ["\(head) {"]
            for child in children { lines.append(pad + "    " + child.code(indent + 1)) }
            lines.append(pad + "}")
            return lines.joined(separator: "\n")
        }
        func spacingArgument(_ spacing: Double?) -> String { spacing.map { ", spacing: \(fuzzNumber($0))" } ?? "" }
        switch self {
        case .color(let index): return "Color.\(FuzzPalette.colors[index].1)"
        case .shape(let shape):
            switch shape {
            case .rectangle: return "Rectangle()"
            case .circle: return "Circle()"
            case .roundedRectangle: return "RoundedRectangle(cornerRadius: 6)"
            case .capsule: return "Capsule()"
            case .ellipse: return "Ellipse()"
            }
        case .text(let words): return "Text(\"\(words.joined(separator: " "))\")"
        case .spacer(let minLength): return "Spacer(\(minLength.map { "minLength: \(fuzzNumber($0))" } ?? ""))"
        case .hStack(let alignment, let spacing, let children):
            return block("HStack(alignment: .\(FuzzPalette.vertical[alignment].1)\(spacingArgument(spacing)))", children)
        case .vStack(let alignment, let spacing, let children):
            return block("VStack(alignment: .\(FuzzPalette.horizontal[alignment].1)\(spacingArgument(spacing)))", children)
        case .zStack(let alignment, let children):
            return block("ZStack(alignment: .\(FuzzPalette.alignments[alignment].1))", children)
        case .columns(let children): return block("FuzzColumns()", children)
        case .flow(let spacing, let children):
            return block("FlowLayout(spacing: \(fuzzNumber(spacing)), lineSpacing: \(fuzzNumber(spacing)))", children)
        case .viewThatFits(let axes, let children):
            let name = FuzzPalette.axes[axes].1
            return block("ViewThatFits(in: \(name.hasPrefix("[") ? name : "." + name))", children)
        case .geometryReader(let content):
            return "GeometryReader { proxy in\n\(pad)    \(content.code(indent + 1))\n\(pad)        .frame(width: proxy.size.width / 2, height: proxy.size.height)\n\(pad)}"
        case .preferenceProbe(let content):
            return "FuzzPreferenceProbe(content: AnyView(\n\(pad)    \(content.code(indent + 1))\n\(pad)))"
        case .modified(let content, let modifier):
            return content.code(indent) + "\n" + pad + "    " + modifier.code(indent + 1)
        case .grid(let vertical, let items, let spacing, let children):
            let list = "[" + items.map(\.code).joined(separator: ", ") + "]"
            return block(vertical ? "LazyVGrid(columns: \(list)\(spacingArgument(spacing)))" : "LazyHGrid(rows: \(list)\(spacingArgument(spacing)))", children)
        case .stroked(let shape, let stroke):
            return FuzzView.shape(shape).code(indent) + stroke.code
        case .date(let seconds, let style):
            let date = "Date(timeIntervalSinceReferenceDate: \(fuzzNumber(seconds)))"
            let name = FuzzPalette.dateStyles[style].1
            return FuzzPalette.dateStyles[style].0 == nil ? "Text(\(date), format: .\(name))" : "Text(\(date), style: .\(name))"
        case .number(let value, let percent):
            return "Text(\(fuzzNumber(value)) as Double, format: .\(percent ? "percent" : "number"))"
        case .deep(let depth, let content):
            return "fuzzNested(\(depth), AnyView(\n\(pad)    \(content.code(indent + 1))\n\(pad)))"
        case .infiniteProposer(let content): return block("FuzzInfiniteProposer()", [content])
        }
    }
}

extension FuzzModifier {
    /// The modifier call as Swift code, e.g. `.padding(.top, 4)`.
    func code(_ indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        func arguments(_ pairs: [(String, Double?)]) -> [String] {
            pairs.compactMap { name, value in value.map { "\(name): \(fuzzNumber($0))" } }
        }
        func alignmentArgument(_ index: Int) -> [String] { index == 0 ? [] : ["alignment: .\(FuzzPalette.alignments[index].1)"] }
        switch self {
        case .frame(let width, let height, let alignment):
            return ".frame(" + (arguments([("width", width), ("height", height)]) + alignmentArgument(alignment)).joined(separator: ", ") + ")"
        case .flexibleFrame(let h, let v, let alignment):
            let limits = arguments([
                ("minWidth", h.min), ("idealWidth", h.ideal), ("maxWidth", h.max),
                ("minHeight", v.min), ("idealHeight", v.ideal), ("maxHeight", v.max),
            ])
            return ".frame(" + (limits + alignmentArgument(alignment)).joined(separator: ", ") + ")"
        case .padding(let edges, let length):
            let edgeName = FuzzPalette.edges[edges].1
            switch (edges, length) {
            case (0, nil): return ".padding()"
            case (0, let length?): return ".padding(\(fuzzNumber(length)))"
            case (_, nil): return ".padding(.\(edgeName))"
            case (_, let length?): return ".padding(.\(edgeName), \(fuzzNumber(length)))"
            }
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .aspectRatio(let ratio, let fill):
            return ".aspectRatio(\(ratio.map { fuzzNumber($0) + ", " } ?? "")contentMode: .\(fill ? "fill" : "fit"))"
        case .overlay(let view, let alignment), .background(let view, let alignment):
            let name: String
            if case .overlay = self { name = "overlay" } else { name = "background" }
            let head = alignment == 0 ? ".\(name) {" : ".\(name)(alignment: .\(FuzzPalette.alignments[alignment].1)) {"
            return head + "\n" + pad + "    " + view.code(indent + 1) + "\n" + pad + "}"
        case .offset(let x, let y): return ".offset(x: \(fuzzNumber(x)), y: \(fuzzNumber(y)))"
        case .layoutPriority(let priority): return ".layoutPriority(\(fuzzNumber(priority)))"
        case .rotation(let degrees): return ".rotationEffect(.degrees(\(fuzzNumber(degrees))))"
        case .preference(let value): return ".preference(key: FuzzSum.self, value: \(fuzzNumber(value)))"
        case .lineLimit(let limit): return ".lineLimit(\(limit.map(String.init) ?? "nil"))"
        case .border(let color, let width): return ".border(Color.\(FuzzPalette.colors[color].1), width: \(fuzzNumber(width)))"
        }
    }
}

extension FuzzGridItem {
    /// The item as Swift, e.g. `GridItem(.adaptive(minimum: 1e-09, maximum: .infinity), spacing: .nan)`.
    var code: String {
        let size: String
        switch kind {
        case 0: size = ".fixed(\(fuzzNumber(first)))"
        case 1: size = ".flexible(minimum: \(fuzzNumber(first)), maximum: \(fuzzNumber(second)))"
        default: size = ".adaptive(minimum: \(fuzzNumber(first)), maximum: \(fuzzNumber(second)))"
        }
        return "GridItem(\(size)\(spacing.map { ", spacing: \(fuzzNumber($0))" } ?? ""))"
    }
}

extension FuzzStroke {
    /// The stroke call as Swift, e.g. `.strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [1e-09], dashPhase: 0))`.
    var code: String {
        let dashes = "[" + dash.map(fuzzNumber).joined(separator: ", ") + "]"
        return ".\(inside ? "strokeBorder" : "stroke")(style: StrokeStyle(lineWidth: \(fuzzNumber(lineWidth)), dash: \(dashes), dashPhase: \(fuzzNumber(dashPhase))))"
    }
}
