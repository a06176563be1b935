@testable import SwatchRaster
import XCTest

/// `@SceneStorage`: reads its own seeded store (apart from app storage), else its default.
final class SceneStorageTests: XCTestCase {
    private struct Tabs: View {
        @SceneStorage("tab") var tab = "home"
        @SceneStorage("scroll") var scroll = 0
        var body: some View { Text("\(tab) \(scroll)") }
    }

    override func setUp() { AppStorageStore.scenes.removeAll(); AppStorageStore.shared.removeAll() }
    override func tearDown() { AppStorageStore.scenes.removeAll() }

    func testSeededSceneValuesAreDrawn() throws {
        XCTAssertEqual(try render(Tabs()).pixelHash, try render(Text("home 0")).pixelHash)
        AppStorageStore.shared.set("ignored", forKey: "tab")
        XCTAssertEqual(try render(Tabs()).pixelHash, try render(Text("home 0")).pixelHash, "app storage is a separate store")
        AppStorageStore.scenes.set("search", forKey: "tab")
        AppStorageStore.scenes.set(4, forKey: "scroll")
        XCTAssertEqual(try render(Tabs()).pixelHash, try render(Text("search 4")).pixelHash)
        Tabs().tab = "profile"
        XCTAssertEqual(AppStorageStore.scenes.value(forKey: "tab") as? String, "profile")
    }
}
