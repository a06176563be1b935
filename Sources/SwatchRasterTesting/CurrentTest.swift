import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// The test that is running, as its framework names it: the class (XCTest) or suite (Swift
/// Testing) and the test's own name. Failure artifacts are filed under it, so two classes
/// of one file that fail on the same snapshot name keep their own images (issue 37).
struct CurrentTest: Equatable {
    /// The XCTest class or Swift Testing suite type; empty for a free `@Test` function.
    var container: String
    /// The test method or function, without its parentheses.
    var name: String

    /// The running test, or nil outside one (a snapshot checked from a script).
    static var current: CurrentTest? {
        #if canImport(Testing)
        if let test = Test.current {
            let components = test.id.nameComponents
            return CurrentTest(container: components.dropLast().joined(separator: "."), name: bare(test.name))
        }
        #endif
        return XCTestTracker.running
    }

    /// `testCard()` → `testCard`.
    static func bare(_ function: String) -> String {
        function.split(separator: "(").first.map(String.init) ?? function
    }
}

/// Keeps the XCTest case that is running, as XCTest reports it to observers. Registered when
/// the test binary loads (CSwatchTestObserver), so the first test is seen too.
enum XCTestTracker {
    // @unchecked: `test` is read and written only while `lock` is held.
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var test: CurrentTest?
    }

    private static let box = Box()
    private static let registration: Void = {
        XCTestObservationCenter.shared.addTestObserver(Observer())
    }()

    /// Registers the observer once; later calls do nothing.
    static func register() { _ = registration }

    /// The XCTest case between its start and its end.
    static var running: CurrentTest? { box.lock.withLock { box.test } }

    fileprivate static func set(_ test: CurrentTest?) { box.lock.withLock { box.test = test } }

    private final class Observer: NSObject, XCTestObservation {
        func testCaseWillStart(_ testCase: XCTestCase) {
            // Linux names a case "Class.method", Darwin "-[Class method]": the method is the
            // last word either way; the class is the type itself.
            let method = testCase.name.split(whereSeparator: { " .[]-".contains($0) }).last.map(String.init) ?? testCase.name
            XCTestTracker.set(CurrentTest(container: String(describing: type(of: testCase)), name: method))
            SnapshotNaming.reset()
        }

        func testCaseDidFinish(_ testCase: XCTestCase) { XCTestTracker.set(nil) }
    }
}

/// Called by CSwatchTestObserver's load-time constructor: registers the XCTest observer
/// before the first test starts. Not for calling from Swift.
@_cdecl("swatch_testing_register_xctest_observer")
public func _swatchTestingRegisterXCTestObserver() {
    XCTestTracker.register()
}
