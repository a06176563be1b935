@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
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

/// Renders `view` as a screen of an iPhone 15 (393 × 852 pt at 3x, its safe area and chrome)
/// over the window's white `systemBackground`, as the chrome tests compare with iOS captures.
func renderOniPhone15<V: View>(_ view: V) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.apply(.iPhone15)
    renderer.backgroundColor = .systemBackground
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

/// `Tests/Fixtures/…`: theme files shared by the tests.
func fixture(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(path).path
}

/// Renders a theme's sheet with a transparent background and returns, for each swatch in
/// order, the pixel at the centre of its color rectangle (found through `layoutJSON()`).
/// Without the checkerboard behind translucent swatches, so a pixel is the color itself.
func swatchPixels(_ theme: Theme, appearance: Appearance, scale: CGFloat = 1) throws -> [[UInt8]] {
    var sheet = SwatchSheet(theme: theme)
    sheet.checkerboard = false
    let renderer = ImageRenderer(content: sheet, appearance: appearance, scale: scale)
    let image = try renderer.render()
    let dump = try LayoutDump(json: renderer.layoutJSON())
    // Swatch rectangles are the 60-pt-high `Color` views (labels and borders are other kinds).
    let rects = dump.nodes.filter { $0.kind == "Color" && abs($0.frame[3] - 60) < 0.001 }
    return rects.map { node in
        image.rgba(Int((node.frame[0] + node.frame[2] / 2) * scale), Int((node.frame[1] + node.frame[3] / 2) * scale))
    }
}

/// The built `render-swatches` binary, beside the test bundle.
func renderSwatchesBinary() throws -> URL {
    let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        .map { $0.appendingPathComponent("render-swatches") }
    return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "render-swatches not built")
}

/// Runs the real `render-swatches` binary in `directory`, as a user would.
func runCLI(_ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = try renderSwatchesBinary()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Runs the real `render-swatches` binary in `directory` with standard input fed by `feed`,
/// on its own thread, which gets the pipe's write end and must close it. Output comes back as
/// bytes (`-o -` writes a PNG there).
func runCLI(_ arguments: [String], in directory: URL, feed: @escaping @Sendable (FileHandle) -> Void) throws -> (status: Int32, out: Data, err: String) {
    let process = Process()
    process.executableURL = try renderSwatchesBinary()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let input = Pipe(), out = Pipe(), err = Pipe()
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let writer = input.fileHandleForWriting
    Thread.detachNewThread { feed(writer) }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outData, String(decoding: errData, as: UTF8.self))
}

extension FontFace {
    /// A system-font label's width as text layout makes it: the face's advances plus SF's
    /// tracking for the size after every character (`SystemFontTracking`, §7.2).
    func systemTextWidth(of text: String, size: CGFloat) -> CGFloat {
        width(of: text, size: size) + CGFloat(text.count) * SystemFontTracking.tracking(font: .system(size: size), face: self, size: size)
    }
}
