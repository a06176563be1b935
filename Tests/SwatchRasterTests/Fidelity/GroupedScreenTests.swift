@testable import SwatchRaster
import XCTest

/// In a `NavigationStack` around a `Form` or an `.insetGrouped` `List`, the grouped
/// background lies under the large title and in the safe areas too: the list scrolls under
/// the transparent bar on iOS 15 and later. `systemGroupedBackground` is #F2F2F7 in light
/// mode (noahsark769/ColorCompatibility, values read from iOS) and black in dark mode.
final class GroupedScreenTests: XCTestCase {
    private func screen<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.apply(.iPhone15)
        renderer.scale = 1
        renderer.backgroundColor = .systemBackground
        renderer.environment.colorScheme = scheme
        return try renderer.render()
    }

    func testFormBackgroundFillsTitleAndSafeAreas() throws {
        let image = try screen(NavigationStack {
            Form { Section { Text("Wi-Fi"); Text("Bluetooth") } }.navigationTitle("Settings")
        })
        XCTAssertEqual(image.height, 852)
        let grouped: [UInt8] = [242, 242, 247, 255]
        XCTAssertEqual(image.rgba(200, 10), grouped, "status bar (top safe area)")
        XCTAssertEqual(image.rgba(380, 80), grouped, "navigation bar")
        XCTAssertEqual(image.rgba(380, 140), grouped, "beside the large title")
        XCTAssertEqual(image.rgba(200, 845), grouped, "home indicator (bottom safe area)")
    }

    func testInsetGroupedListInDarkMode() throws {
        let image = try screen(NavigationStack {
            List { Section("Account") { Text("Profile") } }.listStyle(.insetGrouped).navigationTitle("Me")
        }, scheme: .dark)
        XCTAssertEqual(image.rgba(200, 10), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(200, 845), [0, 0, 0, 255])
    }

    func testPlainListKeepsTheSystemBackground() throws {
        let image = try screen(NavigationStack { List { Text("Row") }.listStyle(.plain).navigationTitle("Plain") })
        XCTAssertEqual(image.rgba(200, 10), [255, 255, 255, 255])
    }

    /// Without a navigation container the list still fills the screen on iOS (it is a
    /// scroll view under the status bar and the home indicator); ScanNow's bare `Form`
    /// preview had white bands there before.
    func testBareFormFillsTheSafeAreasToo() throws {
        let image = try screen(Form { Section("File") { Text("Format") } })
        let grouped: [UInt8] = [242, 242, 247, 255]
        XCTAssertEqual(image.rgba(200, 10), grouped, "status bar (top safe area)")
        XCTAssertEqual(image.rgba(200, 845), grouped, "home indicator (bottom safe area)")
        let inStack = try screen(VStack { Form { Text("Row") } })
        XCTAssertEqual(inStack.rgba(200, 10), grouped, "a form inside a stack still sets the screen's background")
        let plain = try screen(List { Text("Row") }.listStyle(.plain))
        XCTAssertEqual(plain.rgba(200, 10), [255, 255, 255, 255], "a plain list keeps the system background")
    }
}
