import Foundation
import XCTest

/// `render-swatches xcodeproj` run as a user would: what it prints, what it writes, and that
/// an error or a second run never touches a file it did not write.
final class XcodeProjectCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-xcodeproj-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Every path below `folder` with its kind and contents (a link's target), to compare.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            let full = folder.appendingPathComponent(path).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[path] = "link " + target
            } else if let data = FileManager.default.contents(atPath: full) {
                result[path] = "file " + String(decoding: data, as: UTF8.self)
            } else {
                result[path] = "folder"
            }
        }
        return result
    }

    func testWritesALinkedPackageAndSaysWhatItLeftOut() throws {
        _ = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        let result = try runCLI(["xcodeproj", "App.xcodeproj", "--output", "out"], in: directory)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, """
            App.xcodeproj: target "App" → module App
            skipped target "App macOS": an application for macOS
            skipped target "AppTests": unit tests
            skipped target "Widget": an app extension (widget, share, intents…)
            skipped file App/MacOnly.swift: only for macOS (its platform filter)
            skipped file App/Main.storyboard: Interface Builder files need Xcode's ibtool, which Linux lacks
            rewrote App/FixtureApp.swift: @main removed (the preview runner has its own entry point; the rest of the file builds) (a copy; the project's file is unchanged)
            wrote out: Package.swift, 4 Swift files, 3 resources (linked); products SwiftUI, UIKit, SwiftData
            next: swift package --package-path out --allow-writing-to-package-directory render-previews

            """)
        let out = directory.appendingPathComponent("out")
        let files = try snapshot(out)
        XCTAssertEqual(files["Sources/App/App/ContentView.swift"], "link " + directory.appendingPathComponent("App/ContentView.swift").path)
        XCTAssertEqual(files["Sources/App/App/Assets.xcassets"], "link " + directory.appendingPathComponent("App/Assets.xcassets").path)
        // The @main file is a copy without its attribute: its other declarations build.
        XCTAssertEqual(files["Sources/App/App/FixtureApp.swift"]?.hasPrefix("file import SwiftUI"), true)
        XCTAssertEqual(files["Sources/App/App/FixtureApp.swift"]?.contains("@main"), false)
        let record = try XCTUnwrap(files[".swatch-xcodeproj.json"])
        XCTAssertTrue(record.contains("\"Sources/App/Shared/Model.swift\""), record)
        XCTAssertTrue(record.contains("\"Package.swift\""), record)
    }

    func testBrokenProjectIsOneErrorLineAndTheOutputStaysAsItWas() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        XCTAssertEqual(try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out"], in: directory).status, 0)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("Previews"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: out.appendingPathComponent("Previews/a.png"))
        let before = try snapshot(out)

        let pbxproj = bundle.appendingPathComponent("project.pbxproj")
        try Data(XcodeProjectFixtures.classic.replacingOccurrences(of: "children = (F0000006, F0000007, );", with: "children = (F0000006, F0000007, ;").utf8).write(to: pbxproj)
        let result = try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.out, "")
        let lines = result.err.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.err)
        XCTAssertTrue(result.err.hasPrefix("error: \(pbxproj.path): not a property list: "), result.err)
        XCTAssertEqual(try snapshot(out), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("staging") }, [])
    }

    func testSecondRunRemovesOnlyTheFilesItWroteThatTheProjectNoLongerHas() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: XcodeProjectFixtures.synchronizedFiles, to: directory)
        XCTAssertEqual(try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out"], in: directory).status, 0)
        let out = directory.appendingPathComponent("out")
        // The user's own files and render-previews' images live beside ours.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("Previews"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: out.appendingPathComponent("Previews/a.png"))
        try Data("mine".utf8).write(to: out.appendingPathComponent("Sources/MyApp/App/Notes.txt"))
        // The app loses its Views folder and gains a file.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("App/Views"))
        try Data("import SwiftUI\n".utf8).write(to: directory.appendingPathComponent("App/New.swift"))

        let result = try runCLI(["xcodeproj", bundle.path, "-o", "out"], in: directory)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("removed Sources/MyApp/App/Views/ContentView.swift: written by the previous run, no longer in the project\n"), result.out)
        let files = try snapshot(out)
        XCTAssertNil(files["Sources/MyApp/App/Views"], "the emptied folder is removed too")
        XCTAssertEqual(files["Sources/MyApp/App/New.swift"], "link " + directory.appendingPathComponent("App/New.swift").path)
        XCTAssertEqual(files["Previews/a.png"], "file png")
        XCTAssertEqual(files["Sources/MyApp/App/Notes.txt"], "file mine")
    }

    func testNeverOverwritesAFileItDidNotWrite() throws {
        _ = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: out.appendingPathComponent("Package.swift"))
        let result = try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "error: \(out.path)/Package.swift: exists and was not written by render-swatches xcodeproj; move it away or choose another --output\n")
        XCTAssertEqual(try snapshot(out), ["Package.swift": "file // mine\n"])
    }

    func testCopyWritesFilesInsteadOfLinks() throws {
        _ = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        XCTAssertEqual(try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out"], in: directory).status, 0)
        let result = try runCLI(["xcodeproj", "App.xcodeproj", "-o", "out", "--copy"], in: directory)
        XCTAssertEqual(result.status, 0, result.err)
        let files = try snapshot(directory.appendingPathComponent("out"))
        XCTAssertEqual(files["Sources/App/App/ContentView.swift"], "file " + XcodeProjectFixtures.contentView)
        XCTAssertEqual(files["Sources/App/App/Assets.xcassets/Contents.json"], "file " + XcodeProjectFixtures.assetCatalog)
    }
}
