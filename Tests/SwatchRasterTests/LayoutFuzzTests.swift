@testable import SwatchRaster
import SwatchRasterTesting
import Dispatch
import Foundation
import PropertyBased
import Testing

// Property-based layout fuzzing: random view trees (FuzzView.swift, FuzzGenerator.swift)
// laid out under random proposals, checked against invariants that hold for every tree.
//
// Run length: LAYOUT_FUZZ_COUNT trees (default 2000), or, if LAYOUT_FUZZ_SECONDS is set,
// batches of trees until that many seconds have passed (scripts/fuzz-layout sets these).
// Since issue 40 about one modifier value in ten is degenerate (NaN, ±∞, −20 from
// `FuzzPalette.degenerate`): such trees must render, and a view may be dropped (with a
// warning) only in them, in trees with huge grids, or under infinite proposals.
// The two engine bugs it found when grids and dates were added (a NaN grid line spacing, a
// NaN date through a FormatStyle) are fixed, and their inputs stay in the generator.
// A failure prints the shrunk tree as Swift code and the seed (`.fixedSeed(…)`) that
// reproduces it. A trap cannot be shrunk in-process; `FuzzTrapReporter` prints the tree
// that was being laid out before the process dies.

/// What laying out (or rendering) a case produced: the JSON, or the error's description.
enum FuzzOutcome: Equatable {
    case layout(String)
    case failed(String)
}

/// The invariant checks, each returning the violations it found as readable sentences.
enum LayoutInvariants {
    /// Tolerance for comparing positions and sizes.
    static let tolerance = 1e-6

    /// The largest root, in square points, the fuzzer draws.
    static let maximumDrawnArea: CGFloat = 160 * 160
    /// Cases drawn so far, for the summary line.
    static var drawnCases = 0
    /// Stacks whose children fit and were checked for order, for the summary line.
    static var checkedStacks = 0
    /// Accepted RenderErrors of the root layout by case name, and the number of deep trees, for
    /// the summary line: shows that the hostile inputs reach the engine's error paths.
    static var outcomes: [String: Int] = [:]

    /// Seconds spent per phase over the run, for the summary line.
    static var phaseSeconds: [String: Double] = [:]

    /// Runs `body`, adding its duration to `phase`.
    static func timed<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { phaseSeconds[phase, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try body()
    }

    /// Every invariant on one case; an empty list means the case passes.
    static func violations(of fuzzCase: FuzzCase) -> [String] {
        var problems: [String] = []
        let proposal = fuzzCase.proposal
        let infiniteProposal = proposal.width == .infinity || proposal.height == .infinity
        let tree = fuzzCase.tree

        // 1. Layout: throws only a RenderError, and only where the proposal or the tree allows it.
        let renderer = ImageRenderer(content: fuzzCase.tree.makeView())
        renderer.proposedSize = proposal
        let root: Node?
        let outcome: FuzzOutcome
        if tree.hasDeepNesting { outcomes["deep trees", default: 0] += 1 }
        if tree.hasDegenerateInput { outcomes["degenerate inputs", default: 0] += 1 }
        let warningsBefore = RuntimeWarnings.emitted.count
        do {
            let laidOut = try timed("layout") { try renderer.layout() }
            root = laidOut
            outcome = .layout(LayoutJSON.encode(laidOut, scale: renderer.scale))
        } catch let error as RenderError {
            root = nil
            outcome = .failed(String(describing: error))
            outcomes[Mirror(reflecting: error).children.first?.label ?? "\(error)", default: 0] += 1
            switch error {
            // Only the root's own size is an error (issue 40): an infinite proposal taken by a
            // flexible view (Color, Spacer, a max-.infinity frame) is an infinite image.
            case .invalidFrame where infiniteProposal: break
            // A grid item or spacing that is infinite or past 10⁷ pt (fixed, a flexible
            // minimum) at the root makes the image itself infinite (issue 28).
            case .invalidFrame where tree.hasHugeGrid: break
            // Thousands of nested levels may need more stack than the thread has.
            case .nestingTooDeep where tree.hasDeepNesting: break
            // A preference reader whose state changes what it reads can oscillate; SwiftUI
            // gives up on such a loop too.
            case .unsettled where fuzzCase.tree.hasState: break
            default: problems.append("layout threw \(error) for a valid tree")
            }
        } catch {
            return ["layout threw a non-RenderError: \(error)"]
        }

        // 2. Every frame is finite: in the JSON (non-finite numbers are written as null and
        // fail to decode) and on every node of the tree, modifiers included.
        if case .layout(let json) = outcome {
            do {
                let dump = try LayoutDump(json: json)
                for node in dump.nodes where !node.frame.allSatisfy(\.isFinite) {
                    problems.append("non-finite frame \(node.frame) for \(node.kind)")
                }
            } catch {
                problems.append("layout JSON does not decode (a non-finite frame?): \(error)\n\(json)")
            }
        }
        if let root {
            walk(root) { node in
                let f = node.frame
                if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) {
                    problems.append("non-finite frame \(f) on \(type(of: node))")
                }
            }
        }

        // 3. Determinism: the same JSON (or error) from fresh renderers laid out again, on
        // several threads at once.
        let threads = 3
        var concurrent = [FuzzOutcome?](repeating: nil, count: threads)
        timed("concurrent") { concurrent.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                slots.value[index] = layoutOutcome(fuzzCase)
            }
        } }
        for (index, other) in concurrent.enumerated() where other != outcome {
            // A timer or relative date reads the clock: its text may change between layouts.
            if tree.hasLiveDate { break }
            // Worker threads have their own stack sizes, so a deep tree may fit on one thread
            // and be `nestingTooDeep` (at a depth that depends on the stack) on another.
            if tree.hasDeepNesting, [outcome, other].contains(where: { isNestingTooDeep($0) }) { continue }
            problems.append("layout on thread \(index) differs:\n\(outcome)\nvs\n\(other.map(String.init(describing:)) ?? "nil")")
        }

        // 4. Stacks that do not overflow place their children in order without overlap.
        if let root { problems += stackOrder(root) }

        // 5. Drawing the laid-out tree (the stages of `render()` after layout) never traps
        // and throws only the errors an image can have: none pixels wide, or too many.
        // Drawing costs by the pixel (several ms for a large image in a debug build), so
        // roots larger than `maximumDrawnArea` are laid out and checked but not drawn.
        if let root, root.frame.width * root.frame.height <= maximumDrawnArea {
            drawnCases += 1
            do {
                _ = try timed("render") { renderer.rasterize(try renderer.drawing(of: root)) }
            } catch let error as RenderError {
                switch error {
                case .emptyImage, .tooManyPixels: break
                default: problems.append("render threw \(error)")
                }
            } catch {
                problems.append("render threw a non-RenderError: \(error)")
            }
        }

        // 6. Ideal size and stable sizing.
        problems += timed("sizing") { sizing(fuzzCase, laidOut: root) }

        // 7. Views dropped for degenerate geometry only where the tree has some (issue 40).
        problems += droppedViews(fuzzCase, newWarnings: Array(RuntimeWarnings.emitted.dropFirst(warningsBefore)))
        return problems
    }

    /// Issue 40: a view is dropped (not drawn, with a warning) only for degenerate geometry.
    /// Those warnings are expected where the tree has a degenerate input, a huge grid, or an
    /// infinite proposal (a flexible view offered infinity below a root that is finite); in any
    /// other tree they are an engine bug producing NaN or infinite frames by itself. Warnings are
    /// printed once per process, so a message met before is not seen again (never a false alarm).
    static func droppedViews(_ fuzzCase: FuzzCase, newWarnings: [String]) -> [String] {
        let dropped = newWarnings.filter { $0.contains(": invalid frame (non-finite") || $0.contains(": invalid size (NaN)") }
        outcomes["views dropped (first warnings)", default: 0] += dropped.count
        outcomes["warnings (first of each)", default: 0] += newWarnings.count
        let tree = fuzzCase.tree
        let infinite = [fuzzCase.proposal.width, fuzzCase.proposal.height].contains(.infinity)
            || tree.contains { if case .infiniteProposer = $0 { return true } else { return false } }
        guard !dropped.isEmpty, !tree.hasDegenerateInput, !tree.hasHugeGrid, !infinite else { return [] }
        return dropped.map { "dropped a view in a tree with no degenerate input: \($0)" }
    }

    /// Whether the outcome is `RenderError.nestingTooDeep` (its message, as `FuzzOutcome` keeps it).
    static func isNestingTooDeep(_ outcome: FuzzOutcome?) -> Bool {
        if case .failed(let message)? = outcome { return message.hasPrefix("the view nests too deeply") }
        return false
    }

    /// Lays the case out with a fresh renderer.
    static func layoutOutcome(_ fuzzCase: FuzzCase) -> FuzzOutcome {
        let renderer = ImageRenderer(content: fuzzCase.tree.makeView())
        renderer.proposedSize = fuzzCase.proposal
        do {
            return .layout(try renderer.layoutJSON())
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Visits every node, hidden `ViewThatFits` candidates excluded (they are not placed).
    static func walk(_ node: Node, _ visit: (Node) -> Void) {
        visit(node)
        for child in node.children { walk(child, visit) }
    }

    /// For every HStack (VStack) whose children's widths (heights) plus spacing fit in the
    /// stack's own width (height): each child starts after the previous one ends.
    static func stackOrder(_ root: Node) -> [String] {
        var problems: [String] = []
        walk(root) { node in
            guard let stack = node as? StackNode, stack.children.count > 1 else { return }
            let horizontal = stack.axis == .horizontal
            func start(_ r: CGRect) -> CGFloat { horizontal ? r.minX : r.minY }
            func end(_ r: CGRect) -> CGFloat { horizontal ? r.maxX : r.maxY }
            func length(_ r: CGRect) -> CGFloat { horizontal ? r.width : r.height }
            let frames = stack.children.map(\.frame)
            let needed = frames.reduce(0) { $0 + length($1) } + stack.spacing * CGFloat(frames.count - 1)
            guard needed <= length(stack.frame) + tolerance else { return }
            checkedStacks += 1
            for i in 1..<frames.count {
                let previous = frames[i - 1], next = frames[i]
                if start(next) < start(previous) - tolerance || end(previous) > start(next) + tolerance {
                    problems.append("\(stack.kind!) at \(stack.frame) (spacing \(stack.spacing)): child \(i - 1) \(previous) "
                        + "and child \(i) \(next) are out of order or overlap, though \(needed) fits")
                }
            }
        }
        return problems
    }

    /// A root resolved without being laid out: every size cache empty, state at its initial values.
    static func freshRoot(_ fuzzCase: FuzzCase) -> Node {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let context = ResolveContext(path: ViewPath(), environment: environment, graph: StateGraph(), diagnostics: Diagnostics())
        return LayoutPass.root(context.resolveHere(fuzzCase.tree.makeView()))
    }

    static func same(_ a: CGSize, _ b: CGSize) -> Bool {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || abs(x - y) <= tolerance * max(1, abs(x), abs(y)) }
        return close(a.width, b.width) && close(a.height, b.height)
    }

    /// The unproposed root takes its ideal size, and a node's answer does not depend on which
    /// proposals it was asked before (each size is computed once and cached per pass, so an
    /// answer that depends on the order of questions would make layout depend on history).
    static func sizing(_ fuzzCase: FuzzCase, laidOut: Node?) -> [String] {
        var problems: [String] = []
        let proposal = fuzzCase.proposal

        // Asked in two different orders on two fresh trees, the proposal gets one answer.
        let first = freshRoot(fuzzCase)
        let direct = first.sizeThatFits(proposal)
        // NaN is never a size: it is unequal to itself, so one question would get two answers.
        if direct.width.isNaN || direct.height.isNaN {
            return ["sizeThatFits(\(proposal)) is \(direct)"]
        }
        // Dates that read the clock may answer differently a second later: sizes are only
        // checked for NaN above.
        if fuzzCase.tree.hasLiveDate { return problems }
        if first.sizeThatFits(proposal) != direct { problems.append("sizeThatFits(\(proposal)) changed when asked twice") }
        let second = freshRoot(fuzzCase)
        let others: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 37, height: nil), ProposedViewSize(width: nil, height: 23),
            ProposedViewSize(width: proposal.width, height: nil), ProposedViewSize(width: nil, height: proposal.height),
        ]
        for other in others { _ = second.sizeThatFits(other) }
        let afterOthers = second.sizeThatFits(proposal)
        if !same(direct, afterOthers) {
            problems.append("sizeThatFits(\(proposal)) is \(direct) asked first but \(afterOthers) after \(others)")
        }

        // The unproposed root's frame is its ideal size.
        let unproposed = ImageRenderer(content: fuzzCase.tree.makeView())
        guard let idealRoot = try? unproposed.layout() else {
            // Only an oscillating preference loop may fail here (an unproposed tree is finite),
            // a grid with huge or infinite items (an invalid frame), or a deep one.
            let tree = fuzzCase.tree
            if !tree.hasState && !tree.hasHugeGrid && !tree.hasDeepNesting { problems.append("the unproposed layout threw") }
            return problems
        }
        let ideal = idealRoot.sizeThatFits(.unspecified)
        if !same(idealRoot.frame.size, ideal) {
            problems.append("unproposed root frame \(idealRoot.frame.size) is not its ideal size \(ideal)")
        }
        // Trees without state settle to the same state whatever the proposal, so the ideal
        // size is the same on a fresh tree and on the tree laid out under the case's proposal.
        if !fuzzCase.tree.hasState {
            let fresh = freshRoot(fuzzCase).sizeThatFits(.unspecified)
            if !same(idealRoot.frame.size, fresh) {
                problems.append("unproposed root frame \(idealRoot.frame.size) but a fresh tree's ideal size is \(fresh)")
            }
            if let laidOut {
                let askedAfter = laidOut.sizeThatFits(.unspecified)
                if !same(idealRoot.frame.size, askedAfter) {
                    problems.append("unproposed root frame \(idealRoot.frame.size) but the tree laid out at \(proposal) answers \(askedAfter) for .unspecified")
                }
            }
        }
        return problems
    }
}

/// Lets the worker threads of `concurrentPerform` write to distinct slots of one buffer.
struct UnsafeSendable<T>: @unchecked Sendable {
    // @unchecked: each thread writes only its own index.
    let value: T
    init(_ value: T) { self.value = value }
}

/// How long the fuzzer runs, from the environment (see the file header).
enum FuzzBudget {
    static var count: Int {
        ProcessInfo.processInfo.environment["LAYOUT_FUZZ_COUNT"].flatMap(Int.init) ?? 2000
    }
    static var seconds: Double? {
        ProcessInfo.processInfo.environment["LAYOUT_FUZZ_SECONDS"].flatMap(Double.init)
    }
}

/// Counts across the cases of one run, for the summary line.
final class FuzzTally: @unchecked Sendable {
    // @unchecked: only the serial property-check loop touches it.
    var cases = 0
    var failed = false
    var errors = 0
}

@Suite(.serialized)
struct LayoutFuzzTests {
    /// Random trees under random proposals satisfy every invariant in `LayoutInvariants`.
    @Test func randomTreesKeepLayoutInvariants() async {
        FuzzTrapReporter.install()
        let tally = FuzzTally()
        let started = Date()
        func batch(_ count: Int) async {
            await propertyCheck(count: count, input: FuzzCase.generator) { fuzzCase in
                tally.cases += 1
                FuzzTrapReporter.current(fuzzCase.description)
                let problems = LayoutInvariants.violations(of: fuzzCase)
                if !problems.isEmpty {
                    tally.failed = true
                    Issue.record(Comment(rawValue: "\(problems.count) invariant(s) broken:\n" + problems.joined(separator: "\n")))
                }
            }
        }
        if let seconds = FuzzBudget.seconds {
            while Date().timeIntervalSince(started) < seconds && !tally.failed { await batch(200) }
        } else {
            await batch(FuzzBudget.count)
        }
        FuzzTrapReporter.current("")
        let phases = LayoutInvariants.phaseSeconds.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }
        print("layout fuzz: \(tally.cases) cases (\(LayoutInvariants.drawnCases) drawn, \(LayoutInvariants.checkedStacks) fitting stacks checked; shrinking included) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s: "
            + phases.joined(separator: ", ") + "; accepted errors and deep trees: "
            + LayoutInvariants.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    /// The generator respects its bounds and the shrinker only offers strictly smaller trees.
    @Test func generatorIsBoundedAndShrinksStrictly() async {
        await propertyCheck(count: 200, input: FuzzCase.generator) { fuzzCase in
            #expect(fuzzCase.tree.size.nodes <= 3 * FuzzTreeBuilder.maximumNodes)
            let candidates = fuzzCase.shrinkCandidates()
            #expect(!candidates.contains(fuzzCase))
            #expect(candidates.allSatisfy { $0.tree.size <= fuzzCase.tree.size })
        }
    }
}

/// Engine bugs the fuzzer found, each with its shrunk tree.
@Suite struct LayoutFuzzRegressionTests {
    /// Shrunk from a 30-node tree under `ProposedViewSize(width: .infinity, height: 307)`:
    /// `VStack { Color.red }` under `(width: .infinity, height: nil)` answered a NaN width
    /// (the centre guide of an infinitely wide child is infinite, and `∞ - ∞` is NaN), so
    /// the same question asked twice "changed" and every sum it entered was NaN too. The
    /// stack is as wide as its child: infinitely.
    @Test(arguments: [0, 1, 2])
    func stackOfAnInfinitelyWideChildIsInfinitelyWide(alignment: Int) {
        let proposal = ProposedViewSize(width: .infinity, height: nil)
        let color = LayoutInvariants.freshRoot(FuzzCase(tree: .color(0))).sizeThatFits(proposal)
        #expect(color.width == .infinity)
        let stack = LayoutInvariants.freshRoot(FuzzCase(tree: .vStack(alignment: alignment, spacing: nil, [.color(0)])))
            .sizeThatFits(proposal)
        #expect(stack.width == .infinity)
        #expect(stack.height == color.height)
    }

    /// The same for a ZStack aligned at its centre or trailing edge, and an HStack across.
    @Test func zStackAndHStackOfInfiniteChildrenAreInfinite() {
        for alignment in [0, 2, 8] {
            let size = LayoutInvariants.freshRoot(FuzzCase(tree: .zStack(alignment: alignment, [.color(0)])))
                .sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity))
            #expect(size == CGSize(width: CGFloat.infinity, height: .infinity), "alignment \(FuzzPalette.alignments[alignment].1)")
        }
        let hStack = LayoutInvariants.freshRoot(FuzzCase(tree: .hStack(alignment: 2, spacing: 0, [.color(0)])))
            .sizeThatFits(ProposedViewSize(width: nil, height: .infinity))
        #expect(hStack.height == .infinity)
    }

    /// Found by the fuzzer: a centred HStack holding a VStack of infinite height reported its
    /// text baseline as `∞ - ∞` (NaN), and a stack aligned on that baseline was NaN tall.
    @Test func baselineThroughAnInfiniteStackIsNotNaN() {
        let tree = FuzzView.vStack(alignment: 0, spacing: nil, [
            .color(0),
            .hStack(alignment: 4, spacing: nil, [
                .hStack(alignment: 0, spacing: nil, [
                    .vStack(alignment: 0, spacing: nil, [.color(0), .text(["m"])]),
                ]),
            ]),
        ])
        let size = LayoutInvariants.freshRoot(FuzzCase(tree: tree)).sizeThatFits(ProposedViewSize(width: nil, height: .infinity))
        #expect(!size.width.isNaN && !size.height.isNaN, "\(size)")
    }
}

