@testable import SwatchRaster
import XCTest

/// Spellings found in public SwiftUI code that must compile unchanged: angle arithmetic, the
/// iOS 13 picker initializer, `.spring()`, text-input and deprecated accessibility modifiers,
/// list editing helpers, and named asset-catalog colors.
final class CompatibilityGapTests: XCTestCase {
    func testAngleArithmetic() {
        let angle = Angle(degrees: 30) + .degrees(90) - Angle(degrees: 20)
        XCTAssertEqual(angle.degrees, 100, accuracy: 1e-9)
        XCTAssertEqual((-Angle(degrees: 45)).degrees, -45, accuracy: 1e-9)
        XCTAssertEqual((Angle(degrees: 10) * 3).degrees, 30, accuracy: 1e-9)
    }

    func testOlderSpellingsCompileAndDrawTheSame() throws {
        struct Sizes: View {
            @State private var size = 1
            var body: some View {
                VStack {
                    Picker(selection: $size, label: Text("Size")) {
                        Text("S").tag(0)
                        Text("M").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: .constant(""))
                        .submitLabel(.done)
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                        .accessibility(hidden: true)
                }
                .animation(.spring(), value: size)
            }
        }
        struct Plain: View {
            @State private var size = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("S").tag(0)
                        Text("M").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: .constant(""))
                }
            }
        }
        XCTAssertEqual(try ImageRenderer(content: Sizes()).render().pixelHash, try ImageRenderer(content: Plain()).render().pixelHash)
        withAnimation(.spring()) {}
    }

    func testListEditingHelpers() {
        var colors = ["red", "green", "blue", "gray"]
        colors.remove(atOffsets: IndexSet([0, 2]))
        XCTAssertEqual(colors, ["green", "gray"])
        var order = ["a", "b", "c", "d"]
        order.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(order, ["b", "c", "a", "d"])
        order.move(fromOffsets: IndexSet([3]), toOffset: 0)
        XCTAssertEqual(order, ["d", "b", "c", "a"])
        _ = List { ForEach(colors, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
    }

    func testNamedColorsFromAnAssetCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // As Xcode writes it: floats for light, 0–255 integers and hex for dark.
        let json = """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "255" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        func probe(_ scheme: ColorScheme) throws -> [UInt8] {
            let renderer = ImageRenderer(content: Color("Brand", bundle: bundle).frame(width: 2, height: 2))
            renderer.environment.colorScheme = scheme
            let p = try renderer.render()[0, 0]
            return [p.r, p.g, p.b, p.a]
        }
        XCTAssertEqual(try probe(.light), [204, 102, 51, 255])   // 0.8, 0.4, 0.2 of 255
        XCTAssertEqual(try probe(.dark), [255, 128, 64, 255])    // 255, 128, 0x40
        let missing = ImageRenderer(content: Color("Nope", bundle: bundle).frame(width: 2, height: 2))
        XCTAssertEqual(try missing.render()[0, 0].a, 0)          // not found: clear
    }

    /// SwiftPM's debug builds on Linux link a processed catalog into the resource bundle, and
    /// an app's runner finds the app target's catalogs through links beside it: a catalog
    /// reached through a symbolic link is found, as one in place is.
    func testAColorInACatalogReachedThroughALink() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("linked-colors-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let set = root.appendingPathComponent("App/Assets.xcassets/Linked.colorset")
        try manager.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundleFolder = root.appendingPathComponent("App_App.resources")
        try manager.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: bundleFolder.appendingPathComponent("Assets.xcassets"),
                                       withDestinationURL: root.appendingPathComponent("App/Assets.xcassets"))
        let bundle = try XCTUnwrap(Bundle(path: bundleFolder.path))
        let p = try ImageRenderer(content: Color("Linked", bundle: bundle).frame(width: 2, height: 2)).render()[0, 0]
        XCTAssertEqual([p.r, p.g, p.b, p.a], [204, 102, 51, 255])
    }

    func testShapesFillAndStrokeInOneChain() throws {
        // Apple's ShapeView example: `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`
        // draws the stroke over the fill, like the two layered by hand.
        let chained = Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).frame(width: 80, height: 40)
        let layered = ZStack {
            Capsule().fill(.yellow)
            Capsule().stroke(.blue, lineWidth: 8)
        }.frame(width: 80, height: 40)
        let a = try ImageRenderer(content: chained).render(), b = try ImageRenderer(content: layered).render()
        XCTAssertEqual(a.pixelHash, b.pixelHash)
        let middle = a[40, 20], edge = a[40, 1]
        XCTAssertEqual([middle.r, middle.g, middle.b], [255, 204, 0])   // systemYellow fill
        XCTAssertEqual([edge.r, edge.g, edge.b], [0, 122, 255])        // systemBlue stroke on top
        // Typed as SwiftUI types it: a fill view can be named and stroked again.
        let fill: FillShapeView<Circle, Color, EmptyView> = Circle().fill(Color.red)
        _ = fill.strokeBorder(Color.black, lineWidth: 2)
    }
}
