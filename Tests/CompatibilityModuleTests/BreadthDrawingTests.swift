import SwiftUI
import UIKit
import MapKit
import AVKit
import StoreKit
import PhotosUI
import SwatchRasterTesting
import XCTest

// What issue 34 added that draws: pixel probes. The colors are the system colors' own
// values (ARCHITECTURE §5), so each probe fails if the view draws nothing or the wrong thing.

private func render<V: View>(_ view: V, appearance: Appearance = .light) throws -> RasterImage {
    try ImageRenderer(content: view, appearance: appearance).render()
}

private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

private let systemRed: [UInt8] = [255, 59, 48, 255]

private struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) { configuration.label; configuration.content }
    }
}

/// A view UIKit would draw and the engine does not (a blur): still the placeholder tile.
private struct BlurRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

/// The rounded-corners helper that many apps copy, in its usual shape.
private struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

final class BreadthDrawingTests: XCTestCase {
    func testGroupBoxDrawsItsPanelBehindTheContent() throws {
        try MainActor.assumeIsolated {
            // secondarySystemBackground is #F2F2F7 in light and #1C1C1E in dark (UIKit).
            let box = GroupBox { Color.red.frame(width: 20, height: 20) }.frame(width: 100)
            let light = try render(box), dark = try render(box, appearance: .dark)
            XCTAssertEqual(rgba(light, 4, 2), [0xF2, 0xF2, 0xF7, 255], "panel fill")
            XCTAssertEqual(rgba(dark, 4, 2), [0x1C, 0x1C, 0x1E, 255], "panel fill, dark")
            // The content sits inside the default 16-pt padding, leading-aligned.
            XCTAssertEqual(rgba(light, 20, 20), systemRed)
            XCTAssertNotEqual(rgba(light, 10, 10), systemRed)
            XCTAssertEqual(light.width, 100)
            XCTAssertEqual(light.height, 52)
        }
    }

    func testGroupBoxLabelSitsAboveTheContentAndACustomStyleReplacesThePanel() throws {
        try MainActor.assumeIsolated {
            let titled = try LayoutDump(json: ImageRenderer(content: GroupBox("Storage") { Color.red.frame(width: 20, height: 20) }.frame(width: 200)).layoutJSON())
            let text = try XCTUnwrap(titled.nodes.first { $0.kind == "Text" })
            let color = try XCTUnwrap(titled.nodes.first { $0.kind == "Color" })
            XCTAssertLessThanOrEqual(text.frame[1] + text.frame[3], color.frame[1] + 0.001, "label above content")
            let plain = try render(GroupBox { Color.red.frame(width: 20, height: 20) }.groupBoxStyle(PlainGroupBoxStyle()))
            XCTAssertEqual(plain.width, 20)
            XCTAssertEqual(rgba(plain, 1, 1), systemRed)
        }
    }

    func testEditButtonShowsEditOrDoneByTheEditMode() throws {
        try MainActor.assumeIsolated {
            let inactive = try ImageRenderer(content: EditButton()).layoutJSON()
            XCTAssertTrue(inactive.contains("\"Edit\""), inactive)
            let active = try ImageRenderer(content: EditButton().environment(\.editMode, .constant(.active))).layoutJSON()
            XCTAssertTrue(active.contains("\"Done\""), active)
        }
    }

    func testPlaceholderTilesFillTheOfferedSize() throws {
        try MainActor.assumeIsolated {
            let paris = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
            let tiles: [(String, AnyView)] = [
                ("representable", AnyView(BlurRepresentable())),
                ("map", AnyView(Map(initialPosition: .region(MKCoordinateRegion(center: paris, latitudinalMeters: 500, longitudinalMeters: 500))) )),
                ("video", AnyView(VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!)))),
                ("store", AnyView(SubscriptionStoreView(groupID: "1234"))),
                // Construct's tip jar: StoreKit's `init(ids:prefersPromotionalIcon:icon:)`.
                ("store with icons", AnyView(StoreView(ids: ["tip.small", "tip.large"]) { product in Image(systemName: "star").accessibilityLabel(product.displayName) }
                    .productViewStyle(.regular)
                    .storeButton(.hidden, for: .cancellation))),
                ("product with icon", AnyView(ProductView(id: "tip.small") { Image(systemName: "star") })),
            ]
            for (name, tile) in tiles {
                // tertiarySystemFill is (118, 118, 128) at 30/255 in light (UIKit): over
                // white, a light gray.
                let picture = try render(tile.frame(width: 120, height: 60).background(Color.white))
                XCTAssertEqual(picture.width, 120, name)
                XCTAssertEqual(picture.height, 60, name)
                let corner = rgba(picture, 2, 2)
                XCTAssertEqual(corner[3], 255, name)
                XCTAssertTrue(corner[0] < 250 && corner[0] > 220, "\(name): tile fill \(corner)")
                XCTAssertEqual(rgba(picture, 118, 58), corner, "\(name): the tile fills the frame")
            }
        }
    }

    func testPhotosPickerDrawsItsLabel() throws {
        try MainActor.assumeIsolated {
            let json = try ImageRenderer(content: PhotosPicker("Choose photo", selection: .constant(nil), matching: .images)).layoutJSON()
            XCTAssertTrue(json.contains("Choose photo"), json)
        }
    }

    func testOpacityOnAGradientAndAHierarchicalStyleFades() throws {
        try MainActor.assumeIsolated {
            let faded = try render(HStack(spacing: 0) {
                Rectangle().fill(Color.blue.gradient.opacity(0.5)).frame(width: 10, height: 10)
                Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10)
                Rectangle().fill(.secondary.opacity(0.5)).frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
            })
            let half = rgba(faded, 5, 5), full = rgba(faded, 15, 5)
            XCTAssertEqual(full[3], 255)
            XCTAssertEqual(Int(half[3]), 128, accuracy: 1)
            for channel in 0..<3 { XCTAssertEqual(Int(half[channel]), Int(full[channel]), accuracy: 1) }
            let halfSecondary = rgba(faded, 25, 5), secondary = rgba(faded, 35, 5)
            XCTAssertEqual(Int(halfSecondary[3]), Int(Double(secondary[3]) * 0.5), accuracy: 1)
        }
    }

    func testRoundedCornersHelperThroughUIBezierPath() throws {
        try MainActor.assumeIsolated {
            let picture = try render(Color.red.frame(width: 40, height: 40).clipShape(RoundedCorner(radius: 16, corners: [.topLeft, .bottomRight])))
            XCTAssertEqual(picture[0, 0].a, 0, "top-left rounded")
            XCTAssertEqual(picture[39, 39].a, 0, "bottom-right rounded")
            XCTAssertEqual(rgba(picture, 39, 0), systemRed, "top-right square")
            XCTAssertEqual(rgba(picture, 0, 39), systemRed, "bottom-left square")
            XCTAssertEqual(rgba(picture, 20, 20), systemRed)
        }
    }

    func testCGPathRoundTripsThroughPath() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 10, y: 0))
        cg.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        cg.closeSubpath()
        cg.addRect(CGRect(x: 20, y: 20, width: 5, height: 5))
        let path = Path(cg)
        XCTAssertEqual(path.boundingRect.maxX, 25, accuracy: 0.001)
        XCTAssertEqual(Path(path.cgPath), path)
    }
}

private struct JournalApp: App {
    var body: some Scene {
        WindowGroup { Text("Journal") }
    }
}

final class CommonModifierTests: XCTestCase {
    func testHiddenKeepsTheSpaceAndDrawsNothing() throws {
        try MainActor.assumeIsolated {
            let picture = try render(HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).hidden()
                Color.red.frame(width: 10, height: 10)
            })
            XCTAssertEqual(picture.width, 20)
            XCTAssertEqual(picture[5, 5].a, 0)
            XCTAssertEqual(rgba(picture, 15, 5), systemRed)
            // An app struct compiles beside the views, and its scene type is what SwiftUI's is.
            XCTAssertTrue(type(of: JournalApp().body) == WindowGroup<Text>.self)
        }
    }
}
