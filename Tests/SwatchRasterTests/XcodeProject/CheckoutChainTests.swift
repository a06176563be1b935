@testable import SwatchXcodeProject
import XCTest

/// Construct's Composable Architecture graph, as its checkouts' manifests name it: once
/// combine-schedulers is a copy, SwiftPM refuses the graph, and every fetched package between
/// the app and a copy, or importing our modules, must be patched in the same round (one per
/// build ran Construct out of time at build 8).
final class CheckoutChainTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("CheckoutChain-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A package at `path` whose manifest names `dependencies` by URL, with one Swift file
    /// importing `imports`.
    private func package(_ path: String, naming dependencies: [String], imports: [String] = ["Foundation"]) throws -> URL {
        let root = folder.appendingPathComponent(path)
        let sources = root.appendingPathComponent("Sources/Module")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let lines = dependencies.map { "        .package(url: \"https://github.com/example/\($0)\", from: \"1.0.0\")," }
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(path)\", dependencies: [\n\(lines.joined(separator: "\n"))\n])\n"
            .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try (imports.map { "import \($0)" }.joined(separator: "\n") + "\n").write(to: sources.appendingPathComponent("File.swift"), atomically: true, encoding: .utf8)
        return root
    }

    func testTheWholeChainUpToTheAppIsPatchedAtOnce() throws {
        let app = try package("app", naming: ["swift-composable-architecture"])
        let engine = try package("engine", naming: ["OpenCombine"])
        _ = try package("checkouts/swift-composable-architecture", naming: ["swift-dependencies", "swift-navigation", "swift-perception", "swift-collections"])
        _ = try package("checkouts/swift-dependencies", naming: ["combine-schedulers"])
        _ = try package("checkouts/combine-schedulers", naming: ["OpenCombine"], imports: ["Combine"])
        _ = try package("checkouts/swift-navigation", naming: ["swift-perception"], imports: ["SwiftUI"])
        _ = try package("checkouts/swift-perception", naming: [], imports: ["SwiftUI"])
        _ = try package("checkouts/swift-collections", naming: [])
        // The engine's own dependency imports Combine on Linux, and is never patched.
        _ = try package("checkouts/OpenCombine", naming: [], imports: ["Combine"])
        // Another app's checkout in a shared build folder: not reached, not patched.
        _ = try package("checkouts/elsewhere", naming: [], imports: ["SwiftUI"])

        let links = CheckoutChain.links(roots: [("app", app)], checkouts: folder.appendingPathComponent("checkouts"), patched: ["combine-schedulers"],
                                        engineRoot: engine, engineImports: PackagePatches.engineImports(under:))
        XCTAssertEqual(links.map { "\($0.owner) → \($0.dependency)" }, [
            "app → swift-composable-architecture",
            "swift-composable-architecture → swift-dependencies",
            "swift-composable-architecture → swift-navigation",
            "swift-composable-architecture → swift-perception",
        ])
        XCTAssertEqual(links.first?.reason, "it names swift-dependencies, which is patched")
        XCTAssertEqual(links.last?.reason, "its files import SwiftUI without depending on them")
        // Once all are copies, nothing is left to patch.
        XCTAssertEqual(CheckoutChain.links(roots: [("app", app)], checkouts: folder.appendingPathComponent("checkouts"),
                                           patched: ["combine-schedulers", "swift-composable-architecture", "swift-dependencies", "swift-navigation", "swift-perception"],
                                           engineRoot: engine, engineImports: PackagePatches.engineImports(under:)), [])
    }

    /// A package reached twice, first through a parent that is patched later in breadth-first
    /// order, still gets an owner that is a copy by then.
    func testAPackageWaitsForAParentThatIsACopy() throws {
        let app = try package("app", naming: ["top", "leaf"])
        _ = try package("checkouts/top", naming: ["leaf"])
        _ = try package("checkouts/leaf", naming: [], imports: ["UIKit"])
        let links = CheckoutChain.links(roots: [("app", app)], checkouts: folder.appendingPathComponent("checkouts"), patched: [],
                                        engineRoot: nil, engineImports: PackagePatches.engineImports(under:))
        XCTAssertEqual(links.map { "\($0.owner) → \($0.dependency)" }, ["app → leaf", "app → top"])
    }
}
