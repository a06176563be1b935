@testable import SwatchXcodeProject
import XCTest

/// Errors that name no file of the app in the usual `FILE:LINE:COLUMN: error:` form, as
/// Construct's build printed them: one inside a macro's expansion, and a compiler crash.
final class BuildDiagnosticsTests: XCTestCase {
    private let sources = URL(fileURLWithPath: "/pkg/Sources/Construct")
    private let project = URL(fileURLWithPath: "/apps/Construct")

    func testAnErrorInAMacroExpansionGoesToWhereTheExpandedCodeComesFrom() {
        let output = """
        macro expansion @Reducer:6:43: error: 'State' is not a member type of struct 'Construct.CreatureEditFeature'
        `- /pkg/Sources/Construct/App/Compendium/CompendiumIndexFeature.swift:235:5: note: expanded code originates here
        233 |     }
        234 |
        /pkg/Sources/Construct/App/Other.swift:3:1: error: cannot find 'x' in scope
        """
        let errors = BuildDiagnostics.allErrors(in: output, sources: sources, projectFolder: project)
        XCTAssertEqual(errors.map(\.path), ["App/Compendium/CompendiumIndexFeature.swift", "App/Other.swift"])
        XCTAssertEqual(errors.first?.line, 235)
        XCTAssertEqual(errors.first?.column, 5)
        XCTAssertEqual(errors.first?.message, "'State' is not a member type of struct 'Construct.CreatureEditFeature' (in the expansion of @Reducer)")
        XCTAssertTrue(errors.allSatisfy(\.isAppFile))
    }

    /// In a package, an error inside a macro's expansion is placed at its origin too, so that
    /// the package and file are found (Critical Maps' kit: an `@Entry` whose stored default was
    /// not Sendable stopped the whole run, naming no package's file).
    func testAMacroErrorInAPackageIsPlacedAtItsOrigin() throws {
        let output = """
        [12/40] Compiling ChatFeature ChatInputView.swift
        macro expansion @Entry:3:16: error: static property 'defaultValue' is not concurrency-safe because non-'Sendable' type 'TextAttributes' may have shared mutable state
        `- /out/Packages/criticalmapskit/Sources/ChatFeature/ChatInputView.swift:123:3: note: expanded code originates here
        """
        let placed = BuildDiagnostics.placingMacroErrors(in: output)
        XCTAssertEqual(placed.split(separator: "\n")[1], "/out/Packages/criticalmapskit/Sources/ChatFeature/ChatInputView.swift:123:3: error: static property 'defaultValue' is not concurrency-safe because non-'Sendable' type 'TextAttributes' may have shared mutable state (in the expansion of @Entry)")
        let kit = PackageDependency.local(identity: "criticalmapskit", path: "/out/Packages/criticalmapskit")
        let failure = try XCTUnwrap(PackagePatches.failingPackage(in: placed, packages: [kit], checkouts: URL(fileURLWithPath: "/out/.build/checkouts"),
                                                                  packageFolder: URL(fileURLWithPath: "/out")))
        XCTAssertEqual(failure.identity, "criticalmapskit")
        XCTAssertEqual(failure.path, "Sources/ChatFeature/ChatInputView.swift")
        XCTAssertEqual(failure.line, 123)
        XCTAssertNil(PackagePatches.failingPackage(in: output, packages: [kit], checkouts: URL(fileURLWithPath: "/out/.build/checkouts"),
                                                   packageFolder: URL(fileURLWithPath: "/out")), "unplaced, the error is nobody's")
        XCTAssertEqual(BuildDiagnostics.placingMacroErrors(in: "plain output\n"), "plain output\n")
    }

    func testACompilerCrashCostsTheFileItWasTypeChecking() {
        let crash = """
        error: emit-module command failed due to signal 11 (use -v to see invocation)
        Stack dump:
        3.\tWhile evaluating request TypeCheckPrimaryFileRequest(source_file "/pkg/Sources/Construct/App/Campaign/CampaignBrowseFeature.swift")
        """
        let errors = BuildDiagnostics.firstErrors(in: crash, sources: sources, projectFolder: project)
        XCTAssertEqual(errors, [BuildError(path: "App/Campaign/CampaignBrowseFeature.swift", line: 0,
                                           message: "the compiler crashed while type-checking this file", isAppFile: true, column: 0)])
        // Beside a real error of the app's, the crash is left to the next build.
        let withError = crash + "\n/pkg/Sources/Construct/App/Other.swift:3:1: error: cannot find 'x' in scope"
        XCTAssertEqual(BuildDiagnostics.firstErrors(in: withError, sources: sources, projectFolder: project).map(\.path), ["App/Other.swift"])
    }

    /// A package rendered as a root says only which target failed; the compiler's first
    /// diagnostic, above it, says why (Critical Maps' kit: "building target ApiClient failed").
    func testTheFirstCompilerErrorIsReadBeforeThePluginsSummary() {
        let output = """
            [259/269] Compiling ApiClient APIClient.swift
            /w/Packages/kit/Sources/ApiClient/APIClient.swift:30:21: warning: var is never mutated
            /w/Packages/kit/Sources/ApiClient/APIClient.swift:31:5: error: cannot convert value of type 'Int' to 'String'
            error: building target ApiClient failed
            """
        XCTAssertEqual(BuildDiagnostics.firstCompilerError(in: output),
                       "/w/Packages/kit/Sources/ApiClient/APIClient.swift:31: cannot convert value of type 'Int' to 'String'")
        XCTAssertNil(BuildDiagnostics.firstCompilerError(in: "error: building target ApiClient failed"))
    }
}
