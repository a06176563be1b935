@testable import SwatchRaster
import XCTest

/// The NavigationLink initializers real files still use (issue 24): the iOS 13–16
/// programmatic forms (`isActive:`, `tag:selection:`) and the title forms with a built
/// destination. Each draws exactly the row the plain `init(destination:label:)` draws: a still
/// image shows the link, never the pushed destination, whatever the binding says.
final class NavigationLinkFormsTests: XCTestCase {
    private struct Detail: View { var body: some View { Text("Detail screen") } }

    private func row<V: View>(_ link: V) throws -> String {
        try render(List { link }.listStyle(.plain).frame(width: 320, height: 60), background: .white).pixelHash
    }

    func testEveryFormDrawsThePlainLinksRow() throws {
        let reference = try row(NavigationLink(destination: Detail()) { Text("Settings") })
        let active = Binding.constant(true)
        let selection = Binding<Int?>.constant(1)
        let title = "Settings"
        XCTAssertEqual(try row(NavigationLink(destination: Detail(), isActive: active) { Text("Settings") }), reference)
        XCTAssertEqual(try row(NavigationLink(destination: Detail(), tag: 1, selection: selection) { Text("Settings") }), reference)
        XCTAssertEqual(try row(NavigationLink("Settings") { Detail() }), reference)
        XCTAssertEqual(try row(NavigationLink(title) { Detail() }), reference)
        XCTAssertEqual(try row(NavigationLink("Settings", destination: Detail())), reference)
        XCTAssertEqual(try row(NavigationLink(title, destination: Detail(), isActive: active)), reference)
        XCTAssertEqual(try row(NavigationLink("Settings", destination: Detail(), isActive: active)), reference)
        XCTAssertEqual(try row(NavigationLink(title, isActive: active) { Detail() }), reference)
        XCTAssertEqual(try row(NavigationLink("Settings", isActive: active) { Detail() }), reference)
        let launch = Binding<Bool?>.constant(true)
        XCTAssertEqual(try row(NavigationLink("Settings", destination: Detail(), tag: true, selection: launch)), reference)
        XCTAssertEqual(try row(NavigationLink(title, destination: Detail(), tag: true, selection: launch)), reference)
    }

    /// Not a vacuous equality: another title draws other pixels, and the row shows ink.
    func testTheRowShowsItsTitle() throws {
        XCTAssertNotEqual(try row(NavigationLink("Settings") { Detail() }), try row(NavigationLink("Privacy") { Detail() }))
        let image = try render(List { NavigationLink("Settings") { Detail() } }.listStyle(.plain).frame(width: 320, height: 60), background: .white)
        let darkest = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }.min() ?? 255
        XCTAssertLessThan(darkest, 80, "the title's text is drawn")
    }
}
