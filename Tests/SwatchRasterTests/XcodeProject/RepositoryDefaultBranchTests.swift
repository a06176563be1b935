import Foundation
import SwatchXcodeProject
import XCTest

/// The default branch of a repository copy, read as git reads it, in a work tree and in a bare
/// mirror like the ones SwiftPM's mirror configuration names here.
final class RepositoryDefaultBranchTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("default-branch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@e.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "))
    }

    func testTheDefaultBranchOfAWorkTreeAndOfItsBareMirror() throws {
        let work = directory.appendingPathComponent("work").path
        try git("init", "--quiet", "--initial-branch=trunk", work)
        try "x\n".write(toFile: work + "/file", atomically: true, encoding: .utf8)
        try git("-C", work, "add", "file")
        try git("-C", work, "commit", "--quiet", "-m", "one")
        XCTAssertEqual(RepositoryDefaultBranch.of(repositoryAt: work), "trunk")

        let bare = directory.appendingPathComponent("mirror").path
        try git("clone", "--quiet", "--bare", work, bare)
        XCTAssertEqual(RepositoryDefaultBranch.of(repositoryAt: bare), "trunk")

        // A detached HEAD names no branch, and a folder that is no repository has none.
        try git("-C", work, "checkout", "--quiet", "--detach")
        XCTAssertNil(RepositoryDefaultBranch.of(repositoryAt: work))
        XCTAssertNil(RepositoryDefaultBranch.of(repositoryAt: directory.appendingPathComponent("absent").path))
    }

    func testAnEmptyRepositoryHasNoDefaultBranchYet() throws {
        let empty = directory.appendingPathComponent("empty").path
        try git("init", "--quiet", "--initial-branch=main", empty)
        XCTAssertNil(RepositoryDefaultBranch.of(repositoryAt: empty), "HEAD names main, but main has no commit")
    }
}
