import Foundation
import OSLog
import XCTest

// An app's logging, written as on a Mac: a `Logger` extension with one static logger per
// category, and messages with privacy, format and alignment arguments.
extension Logger {
    private static let subsystem = "com.example.Swatches"
    static let network = Logger(subsystem: subsystem, category: "network")
    static let ui = Logger(subsystem: subsystem, category: "ui")
}

private struct Palette: CustomStringConvertible {
    let name: String
    var description: String { "Palette(\(name))" }
}

private enum LoadError: Error { case offline }

/// Runs `body` with fd 2 sent to a file and `SWATCH_LOG_LEVEL` set to `level` (nil: unset),
/// and returns what was written to stderr.
private func stderrOutput(level: String?, reveal: Bool = false, _ body: () -> Void) throws -> String {
    let path = NSTemporaryDirectory() + "swatch-log-\(UUID().uuidString)"
    let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
    XCTAssertGreaterThanOrEqual(file, 0)
    let saved = dup(2)
    dup2(file, 2)
    if let level { setenv("SWATCH_LOG_LEVEL", level, 1) } else { unsetenv("SWATCH_LOG_LEVEL") }
    if reveal { setenv("SWATCH_LOG_PRIVATE", "show", 1) }
    body()
    unsetenv("SWATCH_LOG_LEVEL")
    unsetenv("SWATCH_LOG_PRIVATE")
    dup2(saved, 2)
    close(saved)
    close(file)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try String(contentsOfFile: path, encoding: .utf8)
}

final class LoggingTests: XCTestCase {
    func testNothingIsWrittenWithoutTheEnvironmentVariable() throws {
        let output = try stderrOutput(level: nil) {
            Logger.network.fault("disk on fire")
            Logger.ui.error("also bad")
        }
        XCTAssertEqual(output, "")
    }

    func testTheLevelIsAThreshold() throws {
        let output = try stderrOutput(level: "notice") {
            Logger.ui.debug("hidden debug")
            Logger.ui.info("hidden info")
            Logger.ui.notice("shown notice")
            Logger.ui.warning("shown warning")
            Logger.network.critical("shown critical")
        }
        XCTAssertEqual(output, """
            notice [com.example.Swatches:ui] shown notice
            error [com.example.Swatches:ui] shown warning
            fault [com.example.Swatches:network] shown critical

            """)
    }

    func testPrivacyRedactsStringsAndShowsScalars() throws {
        let user = "ada@example.com"
        let count = 42
        let output = try stderrOutput(level: "debug") {
            Logger.network.info("user \(user) loaded \(count) swatches")
            Logger.network.info("user \(user, privacy: .public) loaded \(count, privacy: .private)")
            Logger.network.info("token \(user, privacy: .sensitive)")
        }
        XCTAssertEqual(output, """
            info [com.example.Swatches:network] user <private> loaded 42 swatches
            info [com.example.Swatches:network] user ada@example.com loaded <private>
            info [com.example.Swatches:network] token <private>

            """)
    }

    func testHashMaskIsStableAndDiffersByValue() throws {
        let output = try stderrOutput(level: "debug") {
            Logger.ui.debug("\("ada", privacy: .private(mask: .hash))")
            Logger.ui.debug("\("ada", privacy: .private(mask: .hash))")
            Logger.ui.debug("\("bob", privacy: .private(mask: .hash))")
        }
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].contains("<mask.hash: '"), output)
        XCTAssertEqual(lines[0], lines[1])
        XCTAssertNotEqual(lines[0], lines[2])
        XCTAssertFalse(output.contains("ada"))
    }

    func testRevealShowsPrivateValues() throws {
        let output = try stderrOutput(level: "info", reveal: true) {
            Logger.ui.info("user \("ada")")
        }
        XCTAssertEqual(output, "info [com.example.Swatches:ui] user ada\n")
    }

    func testFormatsAndAlignment() {
        let price = 3.14159
        let palette = Palette(name: "Sunset")
        let missing: String? = nil
        let message: OSLogMessage = """
            \(price, format: .fixed(precision: 2)) \(255, format: .hex(includePrefix: true)) \
            [\(7, align: .right(columns: 3))] [\("ab", align: .left(columns: 4), privacy: .public)] \
            \(true) \(false, format: .answer) \(palette, privacy: .public) \
            \(String(describing: missing), privacy: .public) \(LoadError.offline, privacy: .public) \
            \(Int.self, privacy: .public) \(1.5e6, format: .exponential(precision: 1))
            """
        XCTAssertEqual(message._text(reveal: false),
                       "3.14 0xff [  7] [ab  ] true NO Palette(Sunset) nil offline Int 1.5e+06")
    }

    func testThresholdAndLineFunctions() {
        XCTAssertNil(_SwatchLog.threshold(nil))
        XCTAssertNil(_SwatchLog.threshold("off"))
        XCTAssertEqual(_SwatchLog.threshold("DEBUG"), 0)
        XCTAssertEqual(_SwatchLog.threshold("error"), 3)
        let message: OSLogMessage = "saved \(3) files"
        XCTAssertNil(_SwatchLog.line(level: .info, subsystem: "s", category: "c", message: message, threshold: 2, reveal: false))
        XCTAssertNil(_SwatchLog.line(level: .fault, subsystem: "s", category: "c", message: message, threshold: nil, reveal: false))
        XCTAssertEqual(_SwatchLog.line(level: .error, subsystem: "s", category: "c", message: message, threshold: 2, reveal: false),
                       "error [s:c] saved 3 files\n")
        XCTAssertEqual(_SwatchLog.line(level: .default, subsystem: "", category: "", message: message, threshold: 0, reveal: false),
                       "notice saved 3 files\n")
    }

    func testArgumentsAreNotEvaluatedBelowTheLevel() throws {
        var evaluated = 0
        func expensive() -> String {
            evaluated += 1
            return "value"
        }
        _ = try stderrOutput(level: "error") { Logger.ui.debug("\(expensive())") }
        XCTAssertEqual(evaluated, 0)
        _ = try stderrOutput(level: "debug") { Logger.ui.debug("\(expensive())") }
        XCTAssertEqual(evaluated, 1)
    }

    func testOSLogAndLegacyOSLog() throws {
        let log = OSLog(subsystem: "com.example.Swatches", category: "legacy")
        let output = try stderrOutput(level: "debug") {
            os_log("loaded %d of %{public}@ from %@", log: log, type: .info, 3, "Sunset", "disk")
            os_log("never", log: .disabled, type: .fault)
            Logger(log).notice("through \("Logger", privacy: .public)")
        }
        XCTAssertEqual(output, """
            info [com.example.Swatches:legacy] loaded 3 of Sunset from <private>
            notice [com.example.Swatches:legacy] through Logger

            """)
        setenv("SWATCH_LOG_LEVEL", "error", 1)
        XCTAssertTrue(log.isEnabled(type: .fault))
        XCTAssertFalse(log.isEnabled(type: .info))
        unsetenv("SWATCH_LOG_LEVEL")
        XCTAssertFalse(log.isEnabled(type: .fault))
    }

    func testSignpostsAreInertAndRunTheirWork() throws {
        let signposter = OSSignposter(logger: .ui)
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("render", id: id, "\(3) swatches")
        signposter.emitEvent("tick")
        signposter.endInterval("render", state)
        XCTAssertEqual(state.signpostID, id)
        XCTAssertEqual(signposter.withIntervalSignpost("sum") { 2 + 3 }, 5)
        XCTAssertFalse(signposter.isEnabled)
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(OSSignpostIntervalState.self, from: data).signpostID, id)
    }

    func testUnfairLocksGuardTheirState() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } }
            }
        }
        XCTAssertEqual(counter.withLock { $0 }, 8000)

        var lock = os_unfair_lock()
        os_unfair_lock_lock(&lock)
        XCTAssertFalse(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        XCTAssertTrue(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }

    func testTheLogStoreIsEmpty() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(timeIntervalSinceEnd: -60))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "com.example.Swatches" }
        XCTAssertTrue(entries.isEmpty)
    }
}
