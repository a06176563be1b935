@testable import SwatchRaster
import XCTest

/// iOS 18's `Group(subviews:)` and `ForEach(subviews:)`, as Harbour's separated layout
/// writes a container: the children of the content, with a divider between each two. The
/// picture must equal the same stack written out by hand.
final class SubviewsCollectionTests: XCTestCase {
    private struct Separated<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 0) {
                Group(subviews: content) { subviews in
                    ForEach(Array(subviews.enumerated()), id: \.offset) { index, subview in
                        subview
                        if subviews.endIndex > index + 1 { Divider() }
                    }
                }
            }
        }
    }

    private struct Boxed<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(spacing: 4) {
                ForEach(subviews: content) { subview in
                    subview.padding(2).border(Color.blue)
                }
            }
        }
    }

    func testGroupOfSubviewsDrawsLikeTheStackWrittenOut() throws {
        let names = ["One", "Two", "Three"]
        let container = try ImageRenderer(content: Separated {
            Text("Title")
            ForEach(names, id: \.self) { Text($0) }
        }.frame(width: 200)).render()
        let written = try ImageRenderer(content: VStack(spacing: 0) {
            Text("Title"); Divider(); Text("One"); Divider(); Text("Two"); Divider(); Text("Three")
        }.frame(width: 200)).render()
        XCTAssertEqual(container.height, written.height)
        XCTAssertEqual(container.pixelHash, written.pixelHash)
    }

    func testForEachOfSubviewsMakesOneViewPerChild() throws {
        let boxed = try ImageRenderer(content: Boxed { Text("A"); if true { Text("B") }; Group { Text("C"); Text("D") } }).render()
        let written = try ImageRenderer(content: HStack(spacing: 4) {
            ForEach(["A", "B", "C", "D"], id: \.self) { Text($0).padding(2).border(Color.blue) }
        }).render()
        XCTAssertEqual(boxed.pixelHash, written.pixelHash)
        let children = SubviewsCollection(of: Group { Text("x"); Text("y").tag(7) })
        XCTAssertEqual(children.count, 2)
        XCTAssertNotEqual(children[0].id, children[1].id)
    }
}
