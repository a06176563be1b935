@testable import SwatchXcodeProject
import XCTest

/// The app's `@main` file builds without its attribute (issue 46: MuVis keeps 14 globals that
/// its views use beside its `App` struct; Basic Car Maintenance its `ActionService`).
final class EntryPointAttributeTests: XCTestCase {
    func testTheAttributeIsBlankedInCodeOnlyAndColumnsStay() throws {
        let source = """
            import SwiftUI
            let pointsPerNote = 12 // @main is in a comment here
            /* @main */
            @main
            struct MuApp: App { @MainActor var label = "@main"; var body: some Scene { WindowGroup { Text("x") } } }
            @UIApplicationMain final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let rewritten = try XCTUnwrap(EntryPointAttribute.rewrite(source))
        XCTAssertEqual(rewritten.attribute, "@main")
        XCTAssertEqual(rewritten.text, """
            import SwiftUI
            let pointsPerNote = 12 // @main is in a comment here
            /* @main */
                 
            struct MuApp: App { @MainActor var label = "@main"; var body: some Scene { WindowGroup { Text("x") } } }
                               final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """, "comments, strings and @MainActor stay; each attribute becomes spaces")
        XCTAssertNil(EntryPointAttribute.rewrite("// @main\nstruct A: App {}\nlet s = \"@main\"\n"))
        XCTAssertNil(EntryPointAttribute.rewrite("@MainActor final class Model {}\n"))
        XCTAssertEqual(SourceRewrite("@main struct A: App {}\n").notes,
                       ["@main removed (the preview runner has its own entry point; the rest of the file builds)"])
    }

    func testTheAppFileIsPlannedAndWrittenAsACopy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertTrue(plan.files.contains { $0.path == "App/FixtureApp.swift" && $0.role == .source })
        XCTAssertFalse(plan.skippedFiles.contains { $0.path == "App/FixtureApp.swift" })
        let text = try String(contentsOf: directory.appendingPathComponent("App/FixtureApp.swift"), encoding: .utf8)
        let compiled = try XCTUnwrap(WrittenFiles.compiledText(text, path: "App/FixtureApp.swift", removedPreviews: [:], stubbedBodies: [:]))
        XCTAssertFalse(compiled.contains("@main"))
        XCTAssertTrue(compiled.contains("struct FixtureApp: App {"))
    }
}

/// `Foundation.URLSessionDelegate` names FoundationNetworking's type on Linux (issue 46:
/// Harbour's PortainerKit).
final class NetworkingQualifiedNamesTests: XCTestCase {
    func testQualifiedNetworkingNamesMoveToFoundationNetworkingInCodeOnly() throws {
        let source = """
            final class Delegate: NSObject, Foundation.URLSessionDelegate {} // Foundation.URLRequest
            let url: Foundation.URL? = nil; let s = "Foundation.URLSession"
            let r: MyFoundation.URLRequest? = nil
            """
        let rewritten = try XCTUnwrap(NetworkingQualifiedNames.rewrite(source))
        XCTAssertEqual(rewritten.count, 1)
        XCTAssertEqual(rewritten.text, """
            final class Delegate: NSObject, FoundationNetworking.URLSessionDelegate {} // Foundation.URLRequest
            let url: Foundation.URL? = nil; let s = "Foundation.URLSession"
            let r: MyFoundation.URLRequest? = nil
            """, "Foundation.URL is Foundation's on Linux too; comments, strings and other modules stay")
        XCTAssertNil(NetworkingQualifiedNames.rewrite("let u: Foundation.URL\n"))
    }
}
