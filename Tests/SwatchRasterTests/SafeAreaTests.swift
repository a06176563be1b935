@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// Device presets and `ignoresSafeArea`. SwiftUI's rule (Apple's documentation of
/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`): a full-screen root is laid
/// out inside the safe area; `ignoresSafeArea` changes the area proposed to the view so it
/// extends to the screen's edges on the chosen edges. The device numbers are those of
/// `DevicePreset` (sources in its doc comment): iPhone 15 393 × 852 pt @3x, insets 59 / 34;
/// iPhone SE 375 × 667 pt @2x, insets 20 / 0.
final class SafeAreaTests: XCTestCase {
    private let red: [UInt8] = [255, 59, 48, 255]   // Color.red is systemRed in light (Colors/SystemColor.swift)
    private let clear: [UInt8] = [0, 0, 0, 0]

    private func render<V: View>(_ view: V, on device: DevicePreset) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.apply(device)
        return try renderer.render()
    }

    private func frames<V: View>(_ view: V, on device: DevicePreset) throws -> [LayoutDump.Node] {
        let renderer = ImageRenderer(content: view)
        renderer.apply(device)
        return try LayoutDump(json: renderer.layoutJSON()).nodes
    }

    func testDeviceSizesAndScales() throws {
        let expected: [(DevicePreset, Int, Int)] = [
            (.iPhoneSE, 750, 1334), (.iPhone15, 1179, 2556), (.iPhone15ProMax, 1290, 2796), (.iPhone16, 1179, 2556),
            (.iPhone16Pro, 1206, 2622), (.iPhone16ProMax, 1320, 2868), (.iPad, 1640, 2360),
        ]
        for (device, width, height) in expected {
            let image = try render(Color.red, on: device)
            XCTAssertEqual([image.width, image.height], [width, height], device.name)
        }
        XCTAssertEqual(DevicePreset.all.count, expected.count)
    }

    func testRootContentStaysInsideTheSafeArea() throws {
        let image = try render(Color.red, on: .iPhone15)
        // 59 pt = 177 px from the top, 34 pt = 102 px from the bottom are left empty.
        XCTAssertEqual(image.rgba(600, 176), clear)
        XCTAssertEqual(image.rgba(600, 177), red)
        XCTAssertEqual(image.rgba(600, 2556 - 103), red)
        XCTAssertEqual(image.rgba(600, 2556 - 102), clear)
        let color = try XCTUnwrap(frames(Color.red, on: .iPhone15).first { $0.kind == "Color" })
        XCTAssertEqual(color.frame, [0, 59, 393, 852 - 59 - 34])
    }

    func testIgnoresSafeAreaFillsTheScreen() throws {
        let image = try render(Color.red.ignoresSafeArea(), on: .iPhone15)
        XCTAssertEqual(image.rgba(0, 0), red)
        XCTAssertEqual(image.rgba(1178, 2555), red)
        let color = try XCTUnwrap(frames(Color.red.ignoresSafeArea(), on: .iPhone15).first { $0.kind == "Color" })
        XCTAssertEqual(color.frame, [0, 0, 393, 852])
    }

    func testOnlyTheChosenEdgesAreIgnored() throws {
        let image = try render(Color.red.ignoresSafeArea(edges: .top), on: .iPhone15)
        XCTAssertEqual(image.rgba(600, 0), red)
        XCTAssertEqual(image.rgba(600, 2556 - 103), red)
        XCTAssertEqual(image.rgba(600, 2556 - 102), clear, "the home indicator's 34 pt stay empty")
        // The older spelling does the same.
        let older = try render(Color.red.edgesIgnoringSafeArea(.bottom), on: .iPhone15)
        XCTAssertEqual(older.rgba(600, 176), clear)
        XCTAssertEqual(older.rgba(600, 2555), red)
    }

    func testTheKeyboardRegionAloneIgnoresNothing() throws {
        // No keyboard is shown in a rendering: only the container region has insets.
        let image = try render(Color.red.ignoresSafeArea(.keyboard), on: .iPhone15)
        XCTAssertEqual(image.rgba(600, 176), clear)
        XCTAssertEqual(image.rgba(600, 177), red)
        let container = try render(Color.red.ignoresSafeArea(.container), on: .iPhone15)
        XCTAssertEqual(container.rgba(600, 0), red)
    }

    func testOnlyViewsReachingTheBoundaryExtend() throws {
        // A header at the top of the safe area extends up under the Dynamic Island; the view
        // in the middle does not reach a boundary and keeps its frame.
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.ignoresSafeArea(edges: .top).frame(height: 100)
                    Spacer()
                    Color.green.ignoresSafeArea().frame(height: 50)
                    Spacer()
                }
            }
        }
        let colors = try frames(Screen(), on: .iPhone15).filter { $0.kind == "Color" }
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(colors[0].frame, [0, 0, 393, 159], "59 pt of safe area plus its 100 pt")
        // Spacers share 759 − 100 − 50 = 609 pt: 304.5 above the green.
        XCTAssertEqual(colors[1].frame, [0, 59 + 100 + 304.5, 393, 50])
    }

    func testSmallContentIsCentredInTheSafeArea() throws {
        let nodes = try frames(Text("Hello").font(.body), on: .iPhoneSE)
        let text = try XCTUnwrap(nodes.first { $0.kind == "Text" })
        XCTAssertEqual(text.frame[1] + text.frame[3] / 2, 20 + (667 - 20) / 2, accuracy: 0.001)
        XCTAssertEqual(text.frame[0] + text.frame[2] / 2, 375 / 2, accuracy: 0.001)
    }

    func testWithoutADeviceNothingChanges() throws {
        // SwiftUI's ImageRenderer has no safe area: ignoresSafeArea is a no-op there.
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).ignoresSafeArea())
        let image = try renderer.render()
        XCTAssertEqual([image.width, image.height], [10, 10])
        XCTAssertEqual(image.rgba(0, 0), red)
    }

    func testMatrixRecordsEveryCombinationWithReadableNames() throws {
        struct Card: View {
            var body: some View {
                ZStack {
                    Color.blue.ignoresSafeArea()
                    Text("Card").foregroundColor(.white)
                }
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = SnapshotOptions(record: true, referenceDirectory: folder)
        let matrix = SnapshotMatrix(appearances: [.light, .dark], devices: [.iPhoneSE, .iPad],
                                    variants: [SnapshotVariant("title") { $0.font = .title }])
        let outcomes = try verifySnapshots(of: Card(), named: "card", matrix: matrix, options: options)
        XCTAssertEqual(outcomes.count, 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [
            "card.iPad.dark.title.png", "card.iPad.light.title.png", "card.iPhone-SE.dark.title.png", "card.iPhone-SE.light.title.png",
        ])
        let se = try RasterImage(contentsOfPNG: folder.appendingPathComponent("card.iPhone-SE.dark.title.png"))
        XCTAssertEqual([se.width, se.height], [750, 1334])
        // systemBlue in dark is #0A84FF (Colors/SystemColor.swift), filling the status bar too.
        XCTAssertEqual(se.rgba(0, 0), [10, 132, 255, 255])
        // Checking again passes; a changed view fails only the combinations it changes.
        options.record = false
        XCTAssertNoThrow(try verifySnapshots(of: Card(), named: "card", matrix: matrix, options: options))
    }

    func testDynamicTypeIsAMatrixAxis() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-dt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = SnapshotOptions(record: true, referenceDirectory: folder)
        let matrix = SnapshotMatrix(appearances: [.light], devices: [],
                                    variants: SnapshotVariant.dynamicTypeSizes([.xSmall, .accessibility3]))
        try verifySnapshots(of: Text("Aa").font(.body), named: "label", matrix: matrix, options: options)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names.count, 2)
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix("label.") })
        let small = try RasterImage(contentsOfPNG: folder.appendingPathComponent(try XCTUnwrap(names.first { $0.contains("xSmall") })))
        let large = try RasterImage(contentsOfPNG: folder.appendingPathComponent(try XCTUnwrap(names.first { $0.contains("accessibility3") })))
        // Body is 14 pt at xSmall and 40 pt at accessibility3 (HIG table): the text is taller.
        XCTAssertGreaterThan(large.height, small.height * 2)
    }
}
