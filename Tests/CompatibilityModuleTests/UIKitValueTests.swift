import SwiftUI
import UIKit
import XCTest

/// A view that records what `UIScreen.main` said while its body was evaluated.
private final class ScreenLog: @unchecked Sendable {
    var bounds: [CGRect] = []
}

private struct ScreenReader: View {
    let log: ScreenLog
    var body: some View {
        log.bounds.append(UIScreen.main.bounds)
        return Color.blue.frame(width: UIScreen.main.bounds.width / 3, height: 2)
    }
}

final class UIKitValueTests: XCTestCase {
    func testFontsMapToTheEngineFonts() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .body)), Font.system(.body))
            XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .title1)), Font.system(.title))
            XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .caption1)), Font.system(.caption))
            // Dynamic Type sizes at the Large setting (Apple's HIG typography table).
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote).pointSize, 13)
            XCTAssertEqual(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)), Font.system(size: 20, weight: .semibold))
            XCTAssertEqual(Font(UIFont.boldSystemFont(ofSize: 12)), Font.system(size: 12, weight: .bold))
        }
    }

    func testTextInAUIFontDrawsAtItsSize() throws {
        try MainActor.assumeIsolated {
            let small = try ImageRenderer(content: Text("Hg").font(Font(UIFont.systemFont(ofSize: 10)))).render()
            let large = try ImageRenderer(content: Text("Hg").font(Font(UIFont.systemFont(ofSize: 40)))).render()
            XCTAssertEqual(Double(large.height) / Double(small.height), 4, accuracy: 0.5)
        }
    }

    func testScreenIsTheRenderedDevice() throws {
        try MainActor.assumeIsolated {
            let log = ScreenLog()
            let renderer = ImageRenderer(content: ScreenReader(log: log))
            renderer.apply(.iPhoneSE)
            let image = try renderer.render()
            XCTAssertEqual(log.bounds.last, CGRect(x: 0, y: 0, width: 375, height: 667))
            // The view is a third of the screen wide: 125 pt at @2x, centred in 375 pt; its 2 pt
            // are centred in the safe area below the 20 pt status bar, at y 343.5 pt.
            let row = Int(343.5 * 2)
            let blue = (0..<image.width).filter { image[$0, row].b > 200 && image[$0, row].a == 255 }
            XCTAssertEqual(blue.count, 250)
            // Without a device, the fallback preset (iPhone 16, 393 × 852).
            _ = try ImageRenderer(content: ScreenReader(log: log)).render()
            XCTAssertEqual(log.bounds.last?.size, CGSize(width: 393, height: 852))
            XCTAssertEqual(UIScreen.main.scale, 3)
        }
    }

    /// The screen's traits follow its device: compact wide and regular tall on an iPhone in
    /// portrait, regular both ways on an iPad (the HIG's device size classes table), as
    /// SwiftTermApp's settings read them to pick a font size.
    func testTheScreensTraitsAreItsDevicesSizeClasses() throws {
        final class Seen: @unchecked Sendable { var traits: [UITraitCollection] = [] }
        struct Reader: View {
            let seen: Seen
            var body: some View {
                seen.traits.append(UIScreen.main.traitCollection)
                return Color.red.frame(width: 2, height: 2)
            }
        }
        try MainActor.assumeIsolated {
            let seen = Seen()
            for device in [DevicePreset.iPhoneSE, .iPad] {
                let renderer = ImageRenderer(content: Reader(seen: seen))
                renderer.apply(device)
                _ = try renderer.render()
            }
            let phone = try XCTUnwrap(seen.traits.first), pad = try XCTUnwrap(seen.traits.last)
            XCTAssertEqual(phone.horizontalSizeClass, .compact)
            XCTAssertEqual(phone.verticalSizeClass, .regular)
            XCTAssertEqual(phone.userInterfaceIdiom, .phone)
            XCTAssertEqual(phone.displayScale, 2)
            XCTAssertEqual(pad.horizontalSizeClass, .regular)
            XCTAssertEqual(pad.userInterfaceIdiom, .pad)
            XCTAssertEqual(UITraitCollection().horizontalSizeClass, .unspecified, "a collection of no traits says nothing")
        }
    }

    func testImagesFromAssetCatalogs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try MainActor.assumeIsolated {
            let set = root.appendingPathComponent("Assets.xcassets/Dot.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let green = RasterImage(width: 2, height: 2, scale: 1, pixels: Array(repeating: [0, 200, 0, 255], count: 4).flatMap { $0 })
            try green.writePNG(to: set.appendingPathComponent("dot.png"))
            let contents = #"{ "images" : [ { "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
            let bundle = try XCTUnwrap(Bundle(path: root.path))

            let image = try XCTUnwrap(UIImage(named: "Dot", in: bundle))
            XCTAssertEqual(try pixel(Image(uiImage: image), x: 0, y: 0), [0, 200, 0, 255])
            XCTAssertNil(UIImage(named: "Missing", in: bundle))
            XCTAssertNil(UIImage(named: "Missing"))
            XCTAssertNil(UIImage(contentsOfFile: "/no/such/file.png"))
        }
    }

    /// SwiftGen's asset code and ScanNow's scanner factory (the real-app sample): the
    /// trait-collection forms of the named initializers, and a navigation stack.
    func testSwiftGenInitializersAndNavigationStacks() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIImage(named: "Missing", in: nil, compatibleWith: nil))
            XCTAssertNil(UIColor(named: "Missing", in: Bundle.main, compatibleWith: nil))
            let root = UIViewController()
            root.title = "Scans"
            let stack = UINavigationController(rootViewController: root)
            let detail = UIViewController()
            stack.pushViewController(detail, animated: true)
            XCTAssertTrue(stack.topViewController === detail)
            XCTAssertTrue(stack.popViewController(animated: true) === detail)
            XCTAssertNil(stack.popViewController(animated: true), "the root stays")
            XCTAssertEqual(stack.viewControllers.first?.title, "Scans")
        }
    }
}
