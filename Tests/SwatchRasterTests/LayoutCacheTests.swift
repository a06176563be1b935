@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// The per-pass caches layout relies on for speed must never change an answer: a node's
/// size cache (four inline proposals, then a side table) and the environment's value list.
final class LayoutCacheTests: XCTestCase {
    /// A leaf that counts how often it is really measured and answers `proposal` itself.
    private final class CountingNode: Node {
        var computed = 0
        override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
            computed += 1
            return CGSize(width: proposal.width ?? -1, height: proposal.height ?? -2)
        }
    }

    func testEachProposalIsMeasuredOnceAndAnsweredExactlyBeyondTheInlineSlots() {
        let node = CountingNode(path: ViewPath())
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 10, height: nil),
            ProposedViewSize(width: nil, height: 10), ProposedViewSize(width: 3.5, height: 7.25),
            ProposedViewSize(width: 10, height: 10),
        ]
        for _ in 0..<3 {
            for proposal in proposals {
                let size = node.sizeThatFits(proposal)
                XCTAssertEqual(size, CGSize(width: proposal.width ?? -1, height: proposal.height ?? -2), "\(proposal)")
            }
        }
        // Seven distinct proposals (four inline, three spilled), each measured once.
        XCTAssertEqual(node.computed, 7)
    }

    func testUnspecifiedIsNotZeroAndTheTwoZerosShareAnEntry() {
        let node = CountingNode(path: ViewPath())
        XCTAssertEqual(node.sizeThatFits(ProposedViewSize(width: nil, height: 0)), CGSize(width: -1, height: 0))
        XCTAssertEqual(node.sizeThatFits(ProposedViewSize(width: 0, height: 0)), CGSize(width: 0, height: 0))
        XCTAssertEqual(node.computed, 2)
        // -0 equals 0 as a proposal, so it is the same entry.
        XCTAssertEqual(node.sizeThatFits(ProposedViewSize(width: -0.0, height: 0)), CGSize(width: 0, height: 0))
        XCTAssertEqual(node.computed, 2)
    }

    private struct Accent: EnvironmentKey { static var defaultValue: String { "none" } }
    private struct Depth: EnvironmentKey { static var defaultValue: Int { 0 } }

    func testEnvironmentValuesKeepOneValuePerKeyWithItsOwnType() {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment[Accent.self], "none")
        XCTAssertEqual(environment[Depth.self], 0)
        environment[Accent.self] = "teal"
        environment[Depth.self] = 3
        environment.colorScheme = .dark
        environment[Accent.self] = "orange"
        XCTAssertEqual(environment[Accent.self], "orange")
        XCTAssertEqual(environment[Depth.self], 3)
        XCTAssertEqual(environment.colorScheme, .dark)
        XCTAssertEqual(environment.description, "EnvironmentValues(3 set)")
        // Copies are values: changing one leaves the other alone.
        var copy = environment
        copy[Depth.self] = 4
        XCTAssertEqual(environment[Depth.self], 3)
        XCTAssertEqual(copy[Depth.self], 4)
    }
}
