@testable import SwatchRaster
import Foundation
import PropertyBased

/// One fuzz input: a view tree and the size proposed to its root.
struct FuzzCase: Equatable, Sendable, CustomStringConvertible {
    var tree: FuzzView
    /// Each dimension nil (unspecified), 0, finite or `.infinity`.
    var width: Double?
    var height: Double?

    init(tree: FuzzView, width: Double? = nil, height: Double? = nil) {
        self.tree = tree
        self.width = width
        self.height = height
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
    }

    /// The case as Swift: the proposal, then the view.
    var description: String {
        "\n// proposedSize = ProposedViewSize(width: \(width.map(fuzzNumber) ?? "nil"), height: \(height.map(fuzzNumber) ?? "nil"))\n"
            + tree.description + "\n"
    }
}

// MARK: - Generation

/// Random trees, bounded in depth and in node count.
struct FuzzTreeBuilder {
    static let maximumDepth = 4
    static let maximumNodes = 16

    /// Nodes still to hand out.
    var budget = FuzzTreeBuilder.maximumNodes
    /// Whether this tree already has a `.deep` node: one 3,000-level chain is costly enough.
    var hasDeep = false

    /// A length in points: mostly small integers, sometimes fractional (rounding paths).
    static func length<R: RandomNumberGenerator>(_ rng: inout R, upTo limit: Int = 120) -> Double {
        let whole = Double(Int.random(in: 0...limit, using: &rng))
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return 0
        case 1: return whole + Double(Int.random(in: 1...99, using: &rng)) / 100
        default: return whole
        }
    }

    /// One of `FuzzPalette.extremes`.
    static func extreme<R: RandomNumberGenerator>(_ rng: inout R) -> Double {
        FuzzPalette.extremes.randomElement(using: &rng)!
    }

    /// `value`, or about one time in ten one of `FuzzPalette.degenerate` (issue 40).
    static func degenerateOr<R: RandomNumberGenerator>(_ rng: inout R, allowNegative: Bool = true, _ make: (inout R) -> Double) -> Double {
        let value = make(&rng)
        guard Int.random(in: 0..<10, using: &rng) == 0 else { return value }
        let choices = allowNegative ? FuzzPalette.degenerate : FuzzPalette.degenerate.filter { !($0 < 0 && $0.isFinite) }
        return choices.randomElement(using: &rng)!
    }

    static func maybe<R: RandomNumberGenerator, T>(_ rng: inout R, _ rate: Double, _ make: (inout R) -> T) -> T? {
        Double.random(in: 0..<1, using: &rng) < rate ? make(&rng) : nil
    }

    /// A proposal dimension: unspecified, zero, finite or infinite. Infinite one time in five:
    /// infinite proposals at the root reach grids, strokes and custom layouts (issue 28).
    static func dimension<R: RandomNumberGenerator>(_ rng: inout R) -> Double? {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<6: return nil
        case 6..<8: return 0
        case 8..<12: return .infinity
        default: return length(&rng, upTo: 250)
        }
    }

    mutating func view<R: RandomNumberGenerator>(_ rng: inout R, depth: Int = 0) -> FuzzView {
        budget -= 1
        let leafOnly = depth >= FuzzTreeBuilder.maximumDepth || budget <= 0
        let roll = Int.random(in: 0..<100, using: &rng)
        if leafOnly || roll < 30 { return leaf(&rng) }
        switch roll {
        case 30..<42: return .hStack(alignment: Int.random(in: 0..<FuzzPalette.vertical.count, using: &rng),
                                     spacing: spacing(&rng), children(&rng, depth))
        case 42..<54: return .vStack(alignment: Int.random(in: 0..<FuzzPalette.horizontal.count, using: &rng),
                                     spacing: spacing(&rng), children(&rng, depth))
        case 54..<58: return .zStack(alignment: Int.random(in: 0..<FuzzPalette.alignments.count, using: &rng), children(&rng, depth))
        case 58..<61: return .columns(children(&rng, depth))
        case 61..<63: return .flow(spacing: Double(Int.random(in: 0...10, using: &rng)), children(&rng, depth))
        case 63..<66: return .viewThatFits(axes: Int.random(in: 0..<3, using: &rng), children(&rng, depth))
        case 66..<68: return .geometryReader(view(&rng, depth: depth + 1))
        case 68..<70: return .preferenceProbe(view(&rng, depth: depth + 1))
        case 70..<74: return grid(&rng, depth)
        case 74..<76: return .infiniteProposer(view(&rng, depth: depth + 1))
        // About one tree in a hundred: roughly five non-leaf draws per tree, one in 500 each.
        case 76 where !hasDeep && Int.random(in: 0..<5, using: &rng) == 0:
            hasDeep = true
            return .deep(depth: FuzzPalette.depths.randomElement(using: &rng)!, view(&rng, depth: depth + 1))
        default:
            let content = view(&rng, depth: depth + 1)
            return .modified(content, modifier(&rng, depth))
        }
    }

    private func spacing<R: RandomNumberGenerator>(_ rng: inout R) -> Double? {
        // Non-negative or non-finite only: a negative spacing overlaps neighbours on purpose,
        // while a NaN or infinite one is the default spacing (issue 40).
        FuzzTreeBuilder.maybe(&rng, 0.6) {
            FuzzTreeBuilder.degenerateOr(&$0, allowNegative: false) { Double(Int.random(in: 0...16, using: &$0)) }
        }
    }

    private mutating func children<R: RandomNumberGenerator>(_ rng: inout R, _ depth: Int) -> [FuzzView] {
        let count = Int.random(in: 1...4, using: &rng)
        var result: [FuzzView] = []
        for _ in 0..<count where budget > 0 || result.isEmpty {
            result.append(view(&rng, depth: depth + 1))
        }
        return result
    }

    private mutating func grid<R: RandomNumberGenerator>(_ rng: inout R, _ depth: Int) -> FuzzView {
        let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let kind = Int.random(in: 0..<3, using: &rng)
            return FuzzGridItem(kind: kind, first: FuzzTreeBuilder.extreme(&rng), second: kind == 0 ? 0 : FuzzTreeBuilder.extreme(&rng),
                                spacing: FuzzTreeBuilder.maybe(&rng, 0.6) { FuzzTreeBuilder.extreme(&$0) })
        }
        let vertical = Bool.random(using: &rng)
        // NaN included: a NaN line spacing made the grid NaN long until this fuzzer found it.
        let spacing = FuzzTreeBuilder.maybe(&rng, 0.5) { FuzzTreeBuilder.extreme(&$0) }
        return .grid(vertical: vertical, items: items, spacing: spacing, children(&rng, depth))
    }

    private func leaf<R: RandomNumberGenerator>(_ rng: inout R) -> FuzzView {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<22: return .color(Int.random(in: 0..<FuzzPalette.colors.count, using: &rng))
        case 22..<34: return .shape(FuzzShape.allCases.randomElement(using: &rng)!)
        case 34..<44:
            return .stroked(FuzzShape.allCases.randomElement(using: &rng)!, FuzzStroke(
                inside: Bool.random(using: &rng), lineWidth: FuzzTreeBuilder.extreme(&rng),
                dash: FuzzPalette.dashes.randomElement(using: &rng)!,
                dashPhase: Bool.random(using: &rng) ? 0 : FuzzTreeBuilder.extreme(&rng)))
        case 44..<51:
            // NaN included: `Text(_:format:)` of a NaN date trapped until this fuzzer found it.
            let seconds = FuzzPalette.dateSeconds.randomElement(using: &rng)!
            let style = Int.random(in: 0..<FuzzPalette.dateStyles.count, using: &rng)
            return .date(seconds: seconds, style: style)
        case 51..<55: return .number(FuzzTreeBuilder.extreme(&rng), percent: Bool.random(using: &rng))
        case 55..<80:
            return .text((0..<Int.random(in: 1...4, using: &rng)).map { _ in FuzzPalette.words.randomElement(using: &rng)! })
        default: return .spacer(minLength: FuzzTreeBuilder.maybe(&rng, 0.4) { FuzzTreeBuilder.length(&$0, upTo: 30) })
        }
    }

    private func limits<R: RandomNumberGenerator>(_ rng: inout R) -> FuzzLimits {
        // min ≤ ideal ≤ max, as SwiftUI requires; max may be infinite (fill), min and ideal never.
        var values = (0..<3).map { _ in FuzzTreeBuilder.length(&rng, upTo: 200) }.sorted()
        if Int.random(in: 0..<3, using: &rng) == 0 { values[2] = .infinity }
        let present = (0..<3).map { _ in Bool.random(using: &rng) }
        return FuzzLimits(min: present[0] ? values[0] : nil, ideal: present[1] ? values[1] : nil, max: present[2] ? values[2] : nil)
    }

    private mutating func modifier<R: RandomNumberGenerator>(_ rng: inout R, _ depth: Int) -> FuzzModifier {
        let alignment = Int.random(in: 0..<FuzzPalette.alignments.count, using: &rng)
        switch Int.random(in: 0..<14, using: &rng) {
        case 0, 1:
            return .frame(width: FuzzTreeBuilder.maybe(&rng, 0.6) { FuzzTreeBuilder.degenerateOr(&$0) { FuzzTreeBuilder.length(&$0, upTo: 200) } },
                          height: FuzzTreeBuilder.maybe(&rng, 0.6) { FuzzTreeBuilder.degenerateOr(&$0) { FuzzTreeBuilder.length(&$0, upTo: 200) } },
                          alignment: alignment)
        case 2, 3: return .flexibleFrame(horizontal: limits(&rng), vertical: limits(&rng), alignment: alignment)
        case 4: return .padding(edges: Int.random(in: 0..<FuzzPalette.edges.count, using: &rng),
                                length: FuzzTreeBuilder.maybe(&rng, 0.7) {
                                    FuzzTreeBuilder.degenerateOr(&$0, allowNegative: false) { FuzzTreeBuilder.length(&$0, upTo: 30) }
                                })
        case 5: return .fixedSize(horizontal: Bool.random(using: &rng), vertical: Bool.random(using: &rng))
        case 6: return .aspectRatio(FuzzTreeBuilder.maybe(&rng, 0.7) {
                                        FuzzTreeBuilder.degenerateOr(&$0) { [0.25, 0.5, 1, 1.5, 2, 3.3, 0][Int.random(in: 0..<7, using: &$0)] }
                                    },
                                    fill: Bool.random(using: &rng))
        case 7: return .overlay(view(&rng, depth: depth + 2), alignment: alignment)
        case 8: return .background(view(&rng, depth: depth + 2), alignment: alignment)
        case 9: return .offset(x: FuzzTreeBuilder.degenerateOr(&rng, allowNegative: false) { FuzzTreeBuilder.length(&$0, upTo: 40) - 20 },
                               y: FuzzTreeBuilder.degenerateOr(&rng, allowNegative: false) { FuzzTreeBuilder.length(&$0, upTo: 40) - 20 })
        case 10: return .layoutPriority(Double(Int.random(in: -1...2, using: &rng)))
        case 11: return Bool.random(using: &rng)
            ? .rotation(degrees: FuzzTreeBuilder.degenerateOr(&rng, allowNegative: false) { Double(Int.random(in: -180...180, using: &$0)) })
            : .lineLimit(FuzzTreeBuilder.maybe(&rng, 0.8) { Int.random(in: 1...3, using: &$0) })
        case 12: return .border(color: Int.random(in: 0..<FuzzPalette.colors.count, using: &rng), width: FuzzTreeBuilder.extreme(&rng))
        default: return .preference(Double(Int.random(in: 1...60, using: &rng)))
        }
    }
}

extension FuzzCase {
    /// The property library's generator: random cases, shrunk by `shrinkCandidates()`.
    static var generator: Generator<FuzzCase, [FuzzCase]> {
        Generator(
            run: { rng in
                var builder = FuzzTreeBuilder()
                let tree = builder.view(&rng)
                return FuzzCase(tree: tree, width: FuzzTreeBuilder.dimension(&rng), height: FuzzTreeBuilder.dimension(&rng))
            },
            shrink: { $0.shrinkCandidates() })
    }
}

// MARK: - Shrinking

/// How big a case is: node count first, then the weight of its parameters. Every shrink
/// candidate is strictly smaller, so shrinking always ends.
struct FuzzSize: Comparable {
    var nodes: Int
    var weight: Double
    static func < (a: FuzzSize, b: FuzzSize) -> Bool { (a.nodes, a.weight) < (b.nodes, b.weight) }
}

/// A number's weight: zero for nil, growing with magnitude; fractions, infinity and NaN weigh
/// more (NaN and -∞ a little more than ∞, so that ∞ is a step towards finite).
private func weight(_ value: Double?) -> Double {
    guard let value else { return 0 }
    if value.isNaN { return 1e6 + 2 }
    if value.isInfinite { return value > 0 ? 1e6 : 1e6 + 1 }
    return 1 + abs(value.rounded()) + (value == value.rounded() ? 0 : 1)
}

/// `weight(_:)` under a name that types with their own `weight` property can call.
private func numberWeight(_ value: Double?) -> Double { weight(value) }

/// Smaller values to try for a number: zero, its rounding, half of it.
private func smaller(_ value: Double) -> [Double] {
    if !value.isFinite { return [0, 100, .infinity] }
    return [0, value.rounded(), (value / 2).rounded(.towardZero)]
}

/// Smaller values for an optional number, nil first.
private func smallerOptional(_ value: Double?) -> [Double?] {
    guard let value else { return [] }
    return [nil] + smaller(value).map { $0 }
}

extension FuzzView {
    var size: FuzzSize {
        switch self {
        case .color(let index): return FuzzSize(nodes: 1, weight: Double(index))
        case .shape(let shape): return FuzzSize(nodes: 1, weight: Double(shape.rawValue))
        case .text(let words): return FuzzSize(nodes: 1, weight: Double(words.count * 100 + words.joined().count))
        case .spacer(let minLength): return FuzzSize(nodes: 1, weight: weight(minLength))
        case .hStack(let alignment, let spacing, let children), .vStack(let alignment, let spacing, let children):
            return FuzzView.sum(children, FuzzSize(nodes: 1, weight: Double(alignment) + weight(spacing)))
        case .zStack(let alignment, let children): return FuzzView.sum(children, FuzzSize(nodes: 1, weight: Double(alignment)))
        case .columns(let children): return FuzzView.sum(children, FuzzSize(nodes: 1, weight: 0))
        case .flow(let spacing, let children): return FuzzView.sum(children, FuzzSize(nodes: 1, weight: weight(spacing)))
        case .viewThatFits(let axes, let children): return FuzzView.sum(children, FuzzSize(nodes: 1, weight: Double(axes)))
        case .geometryReader(let content), .preferenceProbe(let content): return FuzzView.sum([content], FuzzSize(nodes: 1, weight: 0))
        case .modified(let content, let modifier):
            let own = modifier.size
            let inner = content.size
            return FuzzSize(nodes: inner.nodes + own.nodes, weight: inner.weight + own.weight)
        case .grid(let vertical, let items, let spacing, let children):
            return FuzzView.sum(children, FuzzSize(nodes: 1, weight: (vertical ? 0 : 1) + weight(spacing) + items.reduce(0) { $0 + $1.weight }))
        case .stroked(let shape, let stroke): return FuzzSize(nodes: 1, weight: Double(shape.rawValue) + 1 + stroke.weight)
        case .date(let seconds, let style): return FuzzSize(nodes: 1, weight: weight(seconds) + Double(style))
        case .number(let value, let percent): return FuzzSize(nodes: 1, weight: weight(value) + (percent ? 1 : 0))
        case .deep(let depth, let content): return FuzzView.sum([content], FuzzSize(nodes: 1, weight: Double(depth)))
        case .infiniteProposer(let content): return FuzzView.sum([content], FuzzSize(nodes: 1, weight: 0))
        }
    }

    private static func sum(_ children: [FuzzView], _ own: FuzzSize) -> FuzzSize {
        children.reduce(own) { FuzzSize(nodes: $0.nodes + $1.size.nodes, weight: $0.weight + $1.size.weight) }
    }

    /// Smaller trees to try, most shrunk first: a plain color, each subtree alone, the tree
    /// without one child or modifier, then each part shrunk in place, then smaller parameters.
    func shrinkCandidates() -> [FuzzView] {
        var out: [FuzzView] = [.color(0)]
        func container(_ children: [FuzzView], _ rebuild: ([FuzzView]) -> FuzzView) {
            out += children
            if children.count > 1 {
                for index in children.indices {
                    var fewer = children
                    fewer.remove(at: index)
                    out.append(rebuild(fewer))
                }
            }
            for index in children.indices {
                for candidate in children[index].shrinkCandidates() {
                    var changed = children
                    changed[index] = candidate
                    out.append(rebuild(changed))
                }
            }
        }
        switch self {
        case .color: break
        case .shape: out.append(.shape(.rectangle))
        case .text(let words):
            if words.count > 1 {
                out.append(.text([words[0]]))
                out.append(.text(Array(words.dropLast())))
                out.append(.text(Array(words.dropFirst())))
            }
            out.append(.text(words.map { String($0.prefix(1)) }))
        case .spacer(let minLength):
            out += smallerOptional(minLength).map { FuzzView.spacer(minLength: $0) }
        case .hStack(let alignment, let spacing, let children):
            container(children) { .hStack(alignment: alignment, spacing: spacing, $0) }
            out.append(.hStack(alignment: 0, spacing: spacing, children))
            out += smallerOptional(spacing).map { .hStack(alignment: alignment, spacing: $0, children) }
            out.append(.vStack(alignment: 0, spacing: spacing, children))
        case .vStack(let alignment, let spacing, let children):
            container(children) { .vStack(alignment: alignment, spacing: spacing, $0) }
            out.append(.vStack(alignment: 0, spacing: spacing, children))
            out += smallerOptional(spacing).map { .vStack(alignment: alignment, spacing: $0, children) }
        case .zStack(let alignment, let children):
            container(children) { .zStack(alignment: alignment, $0) }
            out.append(.zStack(alignment: 0, children))
        case .columns(let children):
            container(children) { .columns($0) }
        case .flow(let spacing, let children):
            container(children) { .flow(spacing: spacing, $0) }
            out += smaller(spacing).map { .flow(spacing: $0, children) }
        case .viewThatFits(let axes, let children):
            container(children) { .viewThatFits(axes: axes, $0) }
            out += (0..<axes).map { .viewThatFits(axes: $0, children) }
        case .geometryReader(let content):
            out.append(content)
            out += content.shrinkCandidates().map { .geometryReader($0) }
        case .preferenceProbe(let content):
            out.append(content)
            out += content.shrinkCandidates().map { .preferenceProbe($0) }
        case .modified(let content, let modifier):
            out.append(content)
            if case .overlay(let other, _) = modifier { out.append(other) }
            if case .background(let other, _) = modifier { out.append(other) }
            out += content.shrinkCandidates().map { .modified($0, modifier) }
            out += modifier.shrinkCandidates().map { .modified(content, $0) }
        case .grid(let vertical, let items, let spacing, let children):
            container(children) { .grid(vertical: vertical, items: items, spacing: spacing, $0) }
            if items.count > 1 {
                for index in items.indices {
                    var fewer = items
                    fewer.remove(at: index)
                    out.append(.grid(vertical: vertical, items: fewer, spacing: spacing, children))
                }
            }
            for index in items.indices {
                for candidate in items[index].shrinkCandidates() {
                    var changed = items
                    changed[index] = candidate
                    out.append(.grid(vertical: vertical, items: changed, spacing: spacing, children))
                }
            }
            out += smallerOptional(spacing).map { .grid(vertical: vertical, items: items, spacing: $0, children) }
            if !vertical { out.append(.grid(vertical: true, items: items, spacing: spacing, children)) }
        case .stroked(let shape, let stroke):
            out.append(.shape(shape))
            out.append(.stroked(.rectangle, stroke))
            out += stroke.shrinkCandidates().map { .stroked(shape, $0) }
        case .date(let seconds, let style):
            out += smaller(seconds).map { .date(seconds: $0, style: style) }
            out.append(.date(seconds: seconds, style: 0))
        case .number(let value, let percent):
            out += smaller(value).map { .number($0, percent: percent) }
            out.append(.number(value, percent: false))
        case .deep(let depth, let content):
            out.append(content)
            out += [1, 50, 500].filter { $0 < depth }.map { .deep(depth: $0, content) }
            out += content.shrinkCandidates().map { .deep(depth: depth, $0) }
        case .infiniteProposer(let content):
            out.append(content)
            out += content.shrinkCandidates().map { .infiniteProposer($0) }
        }
        let size = self.size
        return out.filter { $0.size < size }
    }
}

extension FuzzModifier {
    var size: FuzzSize {
        func limits(_ l: FuzzLimits) -> Double { weight(l.min) + weight(l.ideal) + weight(l.max) }
        switch self {
        case .frame(let width, let height, let alignment):
            return FuzzSize(nodes: 1, weight: weight(width) + weight(height) + Double(alignment))
        case .flexibleFrame(let h, let v, let alignment):
            return FuzzSize(nodes: 1, weight: limits(h) + limits(v) + Double(alignment))
        case .padding(let edges, let length): return FuzzSize(nodes: 1, weight: Double(edges) + weight(length))
        case .fixedSize(let h, let v): return FuzzSize(nodes: 1, weight: (h ? 1 : 0) + (v ? 1 : 0))
        case .aspectRatio(let ratio, let fill): return FuzzSize(nodes: 1, weight: weight(ratio) + (fill ? 1 : 0))
        case .overlay(let view, let alignment), .background(let view, let alignment):
            let inner = view.size
            return FuzzSize(nodes: 1 + inner.nodes, weight: inner.weight + Double(alignment))
        case .offset(let x, let y): return FuzzSize(nodes: 1, weight: weight(x) + weight(y))
        case .layoutPriority(let p): return FuzzSize(nodes: 1, weight: weight(p))
        case .rotation(let degrees): return FuzzSize(nodes: 1, weight: weight(degrees))
        case .preference(let value): return FuzzSize(nodes: 1, weight: weight(value))
        case .lineLimit(let limit): return FuzzSize(nodes: 1, weight: weight(limit.map(Double.init)))
        case .border(let color, let width): return FuzzSize(nodes: 1, weight: Double(color) + weight(width))
        }
    }

    func shrinkCandidates() -> [FuzzModifier] {
        var out: [FuzzModifier] = []
        switch self {
        case .frame(let width, let height, let alignment):
            out += smallerOptional(width).map { .frame(width: $0, height: height, alignment: alignment) }
            out += smallerOptional(height).map { .frame(width: width, height: $0, alignment: alignment) }
            if alignment != 0 { out.append(.frame(width: width, height: height, alignment: 0)) }
        case .flexibleFrame(let h, let v, let alignment):
            func variants(_ l: FuzzLimits) -> [FuzzLimits] {
                smallerOptional(l.min).map { FuzzLimits(min: $0, ideal: l.ideal, max: l.max) }
                    + smallerOptional(l.ideal).map { FuzzLimits(min: l.min, ideal: $0, max: l.max) }
                    + smallerOptional(l.max).map { FuzzLimits(min: l.min, ideal: l.ideal, max: $0) }
            }
            out += variants(h).map { .flexibleFrame(horizontal: $0, vertical: v, alignment: alignment) }
            out += variants(v).map { .flexibleFrame(horizontal: h, vertical: $0, alignment: alignment) }
            if alignment != 0 { out.append(.flexibleFrame(horizontal: h, vertical: v, alignment: 0)) }
        case .padding(let edges, let length):
            out += smallerOptional(length).map { .padding(edges: edges, length: $0) }
            if edges != 0 { out.append(.padding(edges: 0, length: length)) }
        case .fixedSize(let h, let v):
            if h { out.append(.fixedSize(horizontal: false, vertical: v)) }
            if v { out.append(.fixedSize(horizontal: h, vertical: false)) }
        case .aspectRatio(let ratio, let fill):
            out += smallerOptional(ratio).map { .aspectRatio($0, fill: fill) }
            if fill { out.append(.aspectRatio(ratio, fill: false)) }
        case .overlay(let view, let alignment):
            out += view.shrinkCandidates().map { .overlay($0, alignment: alignment) }
            if alignment != 0 { out.append(.overlay(view, alignment: 0)) }
        case .background(let view, let alignment):
            out += view.shrinkCandidates().map { .background($0, alignment: alignment) }
            if alignment != 0 { out.append(.background(view, alignment: 0)) }
        case .offset(let x, let y):
            out += smaller(x).map { .offset(x: $0, y: y) }
            out += smaller(y).map { .offset(x: x, y: $0) }
        case .layoutPriority(let p): out += smaller(p).map { .layoutPriority($0) }
        case .rotation(let degrees): out += smaller(degrees).map { .rotation(degrees: $0) }
        case .preference(let value): out += smaller(value).map { .preference($0) }
        case .lineLimit(let limit): if limit != nil { out.append(.lineLimit(nil)) }
        case .border(let color, let width):
            out += smaller(width).map { .border(color: color, width: $0) }
            if color != 0 { out.append(.border(color: 0, width: width)) }
        }
        let size = self.size
        return out.filter { $0.size < size }
    }
}

extension FuzzCase {
    /// Smaller cases: the tree shrunk first, then simpler proposals.
    func shrinkCandidates() -> [FuzzCase] {
        var out = tree.shrinkCandidates().map { FuzzCase(tree: $0, width: width, height: height) }
        func dimension(_ value: Double?) -> [Double?] {
            guard let value else { return [] }
            var options: [Double?] = [nil]
            options += smaller(value).filter { weight($0) < weight(value) }.map { $0 }
            return options
        }
        out += dimension(width).map { FuzzCase(tree: tree, width: $0, height: height) }
        out += dimension(height).map { FuzzCase(tree: tree, width: width, height: $0) }
        return out
    }
}

extension FuzzGridItem {
    var weight: Double { Double(kind) + numberWeight(first) + numberWeight(second) + numberWeight(spacing) }

    /// Simpler items: fixed, then each number smaller, then no spacing.
    func shrinkCandidates() -> [FuzzGridItem] {
        var out: [FuzzGridItem] = []
        if kind != 0 { out.append(FuzzGridItem(kind: 0, first: first, second: 0, spacing: spacing)) }
        out += smaller(first).map { FuzzGridItem(kind: kind, first: $0, second: second, spacing: spacing) }
        if kind != 0 { out += smaller(second).map { FuzzGridItem(kind: kind, first: first, second: $0, spacing: spacing) } }
        out += smallerOptional(spacing).map { FuzzGridItem(kind: kind, first: first, second: second, spacing: $0) }
        return out.filter { $0.weight < weight }
    }
}

extension FuzzStroke {
    var weight: Double {
        (inside ? 1 : 0) + numberWeight(lineWidth) + numberWeight(dashPhase)
            + dash.reduce(Double(dash.count)) { $0 + numberWeight($1) }
    }

    /// Simpler strokes: no dash, one dash fewer or smaller, a smaller width or phase, outside.
    func shrinkCandidates() -> [FuzzStroke] {
        var out: [FuzzStroke] = []
        func with(_ change: (inout FuzzStroke) -> Void) -> FuzzStroke { var copy = self; change(&copy); return copy }
        if !dash.isEmpty { out.append(with { $0.dash = [] }) }
        for index in dash.indices {
            out.append(with { $0.dash.remove(at: index) })
            out += smaller(dash[index]).map { value in with { $0.dash[index] = value } }
        }
        out += smaller(lineWidth).map { value in with { $0.lineWidth = value } }
        out += smaller(dashPhase).map { value in with { $0.dashPhase = value } }
        if inside { out.append(with { $0.inside = false }) }
        return out.filter { $0.weight < weight }
    }
}
