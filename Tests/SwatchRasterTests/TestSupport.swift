@testable import SwatchRaster
import XCTest

/// Lays out `view` through the real settle loop and returns the placed root.
func layOut<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat = 1) throws -> Node {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: height)
    renderer.scale = scale
    return try renderer.layout()
}

/// Renders `view` at `scale` with an optional background.
func render<V: View>(_ view: V, scale: CGFloat = 1, width: CGFloat? = nil, height: CGFloat? = nil, background: Color? = nil) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = ProposedViewSize(width: width, height: height)
    renderer.backgroundColor = background
    return try renderer.render()
}

extension Node {
    /// Nodes of a SwiftUI kind, in tree order.
    func all(_ kind: String) -> [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            if node.kind == kind { found.append(node) }
            node.children.forEach(visit)
        }
        visit(self)
        return found
    }
}

/// Asserts a rect equals (x, y, w, h) within 0.001 pt.
func assertFrame(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(rect.minX, x, accuracy: 0.001, "x of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.minY, y, accuracy: 0.001, "y of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.width, w, accuracy: 0.001, "width of \(rect)", file: file, line: line)
    XCTAssertEqual(rect.height, h, accuracy: 0.001, "height of \(rect)", file: file, line: line)
}

extension RasterImage {
    /// The pixel at (x, y) as an array, for readable assertions.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<(i + 4)])
    }
}

/// The `layoutJSON()` / `--dump-layout` document, decoded for assertions.
struct LayoutDump: Decodable {
    struct Node: Decodable {
        let id: Int
        let parent: Int?
        let kind: String
        let frame: [Double]
        let text: String?
        let color: String?
    }
    let size: [Double]
    let scale: Double
    let nodes: [Node]

    init(json: String) throws {
        self = try JSONDecoder().decode(LayoutDump.self, from: Data(json.utf8))
    }
}
