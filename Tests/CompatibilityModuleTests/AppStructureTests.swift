import SwiftUI
import UIKit
import WidgetKit
import SwatchRasterTesting
import XCTest

// An app's structure beyond its views: widgets (WidgetKit), UIKit hosting, scene commands,
// Table and iOS 18 tabs. What draws is probed; the rest must compile as iOS code writes it.

// MARK: - Fixtures, written as app code writes them

private struct WeatherEntry: TimelineEntry {
    let date: Date
    let temperature: Int
}

private struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: Date(timeIntervalSince1970: 0), temperature: 20) }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date(timeIntervalSince1970: 3600))))
    }
}

private struct WeatherEntryView: View {
    var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        Text(family == .systemSmall ? "small" : "other")
            .font(.system(size: 3))
            .frame(width: 20, height: 20)
            .widgetURL(URL(string: "weather://today"))
            .containerBackground(Color.red, for: .widget)
    }
}

private struct WeatherWidget: Widget {
    let kind = "Weather"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherEntryView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Today's temperature.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct Widgets: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        WeatherWidget()
    }
}

private final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
}

private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("Hosted"))
        self.window = window
        window.makeKeyAndVisible()
    }
}

private struct StructureApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup {
            Text("Root")
        }
        .commands {
            SidebarCommands()
            CommandGroup(replacing: .newItem) {}
            CommandGroup(after: .help) { Button("Guide") {} }
            CommandMenu("Tools") { Button("Run") {} }
        }
        .handlesExternalEvents(matching: ["*"])
        .windowResizability(.contentSize)
        .defaultSize(width: 400, height: 600)
        WindowGroup(for: String.self) { $id in
            Text(id ?? "none")
        }
        .commandsRemoved()
    }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
    let color: String
}

private let fruits = [Fruit(id: 1, name: "Apple", color: "red"), Fruit(id: 2, name: "Banana", color: "yellow"), Fruit(id: 3, name: "Cherry", color: "dark red")]

private final class HostingSubclass: UIHostingController<Text> {
    init() { super.init(rootView: Text("Sub")) }
    @MainActor required dynamic init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder, rootView: Text("Coded")) }
}

private func bytes(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

final class AppStructureTests: XCTestCase {
    func testWidgetEntryViewDrawsItsContainerBackground() throws {
        try MainActor.assumeIsolated {
            let entry = WeatherProvider().placeholder(in: TimelineProviderContext())
            let image = try ImageRenderer(content: WeatherEntryView(entry: entry)).render()
            // systemRed (255, 59, 48) fills the 20 × 20 frame behind the text, at its corner.
            XCTAssertEqual(bytes(image, 1, 1), [255, 59, 48, 255])
            XCTAssertEqual(image.width, 20)
            // The small family is the default; the other families are set explicitly.
            XCTAssertEqual(EnvironmentValues().widgetFamily, .systemSmall)
            let json = try ImageRenderer(content: WeatherEntryView(entry: entry)).layoutJSON()
            XCTAssertTrue(json.contains("\"small\""), json)
            let medium = try ImageRenderer(content: WeatherEntryView(entry: entry).environment(\.widgetFamily, .systemMedium)).layoutJSON()
            XCTAssertTrue(medium.contains("\"other\""), medium)
            // Other containers' backgrounds are not drawn: the view is transparent there.
            let navigation = try ImageRenderer(content: Color.clear.frame(width: 4, height: 4).containerBackground(Color.red, for: .navigation)).render()
            XCTAssertEqual(bytes(navigation, 1, 1)[3], 0)
        }
    }

    func testWidgetsAndAppsCompileAndDoNotLaunch() throws {
        MainActor.assumeIsolated {
            WeatherWidget.main()
            Widgets.main()
            StructureApp.main()
            WidgetCenter.shared.reloadAllTimelines()
            WidgetCenter.shared.reloadTimelines(ofKind: "Weather")
            _ = Widgets().body
            _ = StructureApp().body
        }
    }

    func testTableShowsTheFirstColumnAsListRows() throws {
        try MainActor.assumeIsolated {
            let table = Table(fruits) {
                TableColumn("Name", value: \.name)
                TableColumn("Color") { fruit in Text(fruit.color) }
            }
            let json = try ImageRenderer(content: table.frame(width: 390, height: 400)).layoutJSON()
            let names = ["\"Apple\"", "\"Banana\"", "\"Cherry\""].map { json.range(of: $0)?.lowerBound }
            XCTAssertFalse(names.contains(nil), json)
            XCTAssertTrue(zip(names, names.dropFirst()).allSatisfy { $0! < $1! }, "rows in order")
            XCTAssertFalse(json.contains("\"yellow\""), "only the first column is drawn")
            XCTAssertFalse(json.contains("\"Name\""), "no headers in the compact table")

            // Built rows and sortable columns compile too, and draw the same first column.
            @State var order = [KeyPathComparator(\Fruit.name)]
            let built = Table(of: Fruit.self) {
                TableColumn("Name") { Text($0.name) }
                TableColumn("Color", value: \.color)
            } rows: {
                TableRow(fruits[0])
                ForEach(fruits.dropFirst()) { TableRow($0) }
            }
            let builtJSON = try ImageRenderer(content: built.frame(width: 390, height: 400)).layoutJSON()
            XCTAssertTrue(builtJSON.contains("\"Cherry\""), builtJSON)
            _ = Table(fruits, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Color", value: \.color)
            }
        }
    }

    func testTabsDrawLikeTabItems() throws {
        try MainActor.assumeIsolated {
            let tabs = TabView {
                Tab("Home", systemImage: "house") { Color.red }
                Tab("Settings", systemImage: "gear") { Color.blue }
            }
            let items = TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.blue.tabItem { Label("Settings", systemImage: "gear") }
            }
            let a = try ImageRenderer(content: tabs.frame(width: 390, height: 300)).render()
            let b = try ImageRenderer(content: items.frame(width: 390, height: 300)).render()
            XCTAssertEqual(a, b, "Tab and .tabItem draw alike")
            XCTAssertEqual(bytes(a, 100, 100), [255, 59, 48, 255], "the first tab's content")
            // The bar: systemBackground (white in light) below the content, 49 pt tall.
            XCTAssertEqual(bytes(a, 5, 300 - 5), [255, 255, 255, 255])

            // A selection shows the tab whose value matches.
            let selected = TabView(selection: .constant(2)) {
                Tab("Home", systemImage: "house", value: 1) { Color.red }
                Tab("Settings", systemImage: "gear", value: 2) { Color.blue }.badge(3)
            }
            let c = try ImageRenderer(content: selected.frame(width: 390, height: 300)).render()
            XCTAssertEqual(bytes(c, 100, 100), [0, 122, 255, 255], "the selected tab's content")
        }
    }

    func testHostingControllerHoldsItsRootViewAndMeasuresIt() throws {
        MainActor.assumeIsolated {
            let host = UIHostingController(rootView: Color.red.frame(width: 30, height: 12))
            host.sizingOptions = [.preferredContentSize]
            XCTAssertEqual(host.sizeThatFits(in: CGSize(width: 100, height: 100)), CGSize(width: 30, height: 12))
            XCTAssertNotNil(host.view)
            let sub = HostingSubclass()
            XCTAssertEqual(sub.rootView, Text("Sub"))
            let delegate = SceneDelegate()
            XCTAssertNil(delegate.window)
            _ = UIHostingConfiguration { Text("Cell") }.margins(.all, 8)
        }
    }
}
