@testable import SwatchRaster
import Foundation
import XCTest

/// `@AppStorage`: reads the seeded in-memory store, else its default; writes go to the store.
final class AppStorageTests: XCTestCase {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 2 }

    private struct Profile: View {
        @AppStorage("name") var name = "Guest"
        @AppStorage("count") var count = 0
        @AppStorage("ratio") var ratio = 0.5
        @AppStorage("pro") var pro = false
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("level") var level = Level.low
        @AppStorage("site") var site = URL(string: "https://example.com")!
        @AppStorage("blob") var blob = Data()
        @AppStorage("nickname") var nickname: String?
        var body: some View {
            Text("\(name) \(count) \(ratio) \(pro) \(theme.rawValue) \(level.rawValue) \(site.host ?? "") \(blob.count) \(nickname ?? "-")")
        }
    }

    override func setUp() { AppStorageStore.shared.removeAll() }
    override func tearDown() { AppStorageStore.shared.removeAll() }

    func testDefaultsWhenUnsetAndSeededValuesWhenSet() throws {
        let defaults = try render(Profile()).pixelHash
        XCTAssertEqual(defaults, try render(Text("Guest 0 0.5 false light 1 example.com 0 -")).pixelHash)
        let store = AppStorageStore.shared
        store.set("Ada", forKey: "name")
        store.set(3, forKey: "count")
        store.set(0.25, forKey: "ratio")
        store.set(true, forKey: "pro")
        store.set("dark", forKey: "theme")
        store.set(2, forKey: "level")
        store.set(URL(string: "https://swift.org")!, forKey: "site")
        store.set(Data([1, 2]), forKey: "blob")
        store.set("A", forKey: "nickname")
        XCTAssertEqual(try render(Profile()).pixelHash,
                       try render(Text("Ada 3 0.25 true dark 2 swift.org 2 A")).pixelHash)
    }

    func testWritesGoToTheStore() {
        let profile = Profile()
        profile.name = "Grace"
        profile.theme = .dark
        profile.$count.wrappedValue = 7
        profile.nickname = nil
        XCTAssertEqual(AppStorageStore.shared.value(forKey: "name") as? String, "Grace")
        XCTAssertEqual(AppStorageStore.shared.value(forKey: "theme") as? String, "dark", "raw values are stored")
        XCTAssertEqual(AppStorageStore.shared.value(forKey: "count") as? Int, 7)
        XCTAssertEqual(Profile().name, "Grace", "another view reads the same key")
    }
}
