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

/// `Progress()` has no initializer on Linux's Foundation and no extension can give it one
/// (Kingfisher's `var progress: Progress = .init()`, behind every `KFImage` of EhPanda); the
/// rewrite writes Apple's `init()` as the designated initializer both Foundations have, and the
/// result builds with the real compiler.
final class ProgressInitializerTests: XCTestCase {
    func testProgressCallsGetTheInitializerLinuxHas() throws {
        let source = """
            import Foundation
            final class Binder {
                var progress: Progress = .init()
                let other = Progress()
                let counted = Progress(totalUnitCount: 4)
                let qualified = Foundation.Progress()
                let text = "Progress()" // Progress()
                let date: Date = .init()
            }
            """
        let rewritten = try XCTUnwrap(ProgressInitializer.rewrite(source))
        XCTAssertEqual(rewritten.count, 3)
        let lines = rewritten.text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count)
        XCTAssertEqual(lines[2], "    var progress: Progress = .init(parent: nil, userInfo: nil)")
        XCTAssertEqual(lines[3], "    let other = Progress(parent: nil, userInfo: nil)")
        XCTAssertEqual(lines[4], "    let counted = Progress(totalUnitCount: 4)")
        XCTAssertEqual(lines[5], "    let qualified = Foundation.Progress(parent: nil, userInfo: nil)")
        XCTAssertEqual(lines[6], "    let text = \"Progress()\" // Progress()", "strings and comments stay")
        XCTAssertEqual(lines[7], "    let date: Date = .init()")
        XCTAssertNil(ProgressInitializer.rewrite("let p = Progress(totalUnitCount: 1)\n"))
        XCTAssertTrue(SourceRewrite(source).notes.contains { $0.hasPrefix("Progress() ×3") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Binder.swift")
        try rewritten.text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse-as-library", "-typecheck", file.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, rewritten.text)
    }
}
