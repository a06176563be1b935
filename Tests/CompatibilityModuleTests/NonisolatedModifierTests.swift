import SwiftUI
import SwatchRasterTesting
import XCTest

// Swift 6 language mode (this target's default). Apple's `View` is `@MainActor`, but its
// modifiers are declared `nonisolated` (`@inlinable nonisolated public func
// aspectRatio(_:contentMode:)`, as OpenSwiftUI mirrors Apple's interface), so a helper
// outside any view may build views with them. try! Swift Tokyo's sponsor tiles do it in an
// enum's method: here its `image()` body was "main actor-isolated instance method
// 'aspectRatio(_:contentMode:)' … to nonisolated context" and was stubbed.
enum SponsorTier {
    case individual, company

    @ViewBuilder
    func tile(side: CGFloat) -> some View {
        switch self {
        case .individual:
            Color.orange
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: side)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                .contentShape(RoundedRectangle(cornerRadius: 4))
        case .company:
            Color.blue
                .frame(width: side / 2, height: side / 2)
                .padding(side / 4)
                .background(.white)
                .overlay { Text("Co").font(.caption) }
                .opacity(0.9)
                .compositingGroup()
                .onAppear {}
        }
    }
}

/// A free function, nonisolated in Swift 6, that styles any view.
func badge(_ content: some View) -> some View {
    content.padding(4).background(Capsule().fill(.red)).foregroundStyle(.white).fixedSize()
}

final class NonisolatedModifierTests: XCTestCase {
    func testModifiersAreCalledFromNonisolatedCodeAndDraw() throws {
        let individual = SponsorTier.individual.tile(side: 40)
        let company = SponsorTier.company.tile(side: 40)
        let labelled = badge(Text("New"))
        try MainActor.assumeIsolated {
            let dump = try LayoutDump(json: ImageRenderer(content: HStack(spacing: 0) { individual; company; labelled }).layoutJSON())
            let colors = dump.nodes.filter { $0.kind == "Color" }
            XCTAssertEqual(colors.count, 2, "both tiles' colors were laid out")
            // Proposed nothing, a color takes SwiftUI's ideal 10 points, kept square.
            XCTAssertEqual(colors.first.map { [$0.frame[2], $0.frame[3]] }, [10, 10], "the individual tile is square")
            XCTAssertEqual(colors.last?.frame[2], 20, "the company tile's color is half the side")
            XCTAssertNotNil(dump.nodes.first { $0.kind == "Text" && $0.text == "New" }, "the badge's text was laid out")
        }
    }
}
