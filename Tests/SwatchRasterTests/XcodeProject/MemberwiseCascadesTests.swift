@testable import SwatchXcodeProject
import XCTest

/// Calls that fail only because a struct lost its memberwise initializer wait one build: the
/// errors are those of SwiftTermApp's terminal screen (measured with scripts/app-sample), whose
/// `@State var terminalView: SshTerminalView?` names a UIKit-only class.
final class MemberwiseCascadesTests: XCTestCase {
    private func error(_ path: String, _ line: Int, _ message: String) -> BuildError {
        BuildError(path: path, line: line, message: message, isAppFile: true, column: 5)
    }

    func testCallsOfABrokenMemberwiseInitializerWaitForTheMissingType() {
        let missing = error("Terminal/ConfigurableTerminal.swift", 70, "cannot find type 'SshTerminalView' in scope")
        let call = error("Hosts/Hosts.swift", 149, "argument passed to call that takes no arguments")
        let extra = error("Home/Home.swift", 197, "extra argument 'createNew' in call")
        let other = error("Home/Home.swift", 12, "cannot find 'UIApplication' in scope")
        let deferred = MemberwiseCascades.deferred(firsts: [missing, call], all: [missing, call, extra, other])
        XCTAssertEqual(deferred, [MemberwiseCascades.key(call), MemberwiseCascades.key(extra)])
    }

    func testNothingWaitsWithoutAMissingTypeAmongTheFirstErrors() {
        // Only a first error is always acted on; a missing type further down a file may not be,
        // and a build that defers everything would make no progress.
        let call = error("Hosts/Hosts.swift", 149, "argument passed to call that takes no arguments")
        let missingLater = error("Hosts/Hosts.swift", 160, "cannot find type 'UIView' in scope")
        XCTAssertEqual(MemberwiseCascades.deferred(firsts: [call], all: [call, missingLater]), [])
        XCTAssertFalse(MemberwiseCascades.isCascade("cannot find 'x' in scope"))
        XCTAssertTrue(MemberwiseCascades.isCascade("extra arguments at positions #2, #3 in call"))
        XCTAssertTrue(MemberwiseCascades.isCascade("cannot infer contextual base in reference to member 'constant'"))
    }
}
