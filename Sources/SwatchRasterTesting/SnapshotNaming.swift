import Foundation

/// Names for snapshots given without `named:`, as swift-snapshot-testing makes them: the test
/// function's name and a counter, `testCard.1`, `testCard.2` (or `card.1` for a Swift Testing
/// `@Test func card()`). The counter restarts for each XCTest test case; a Swift Testing
/// function runs once per process, so its counter starts at 1 too. (A parameterized
/// `@Test` runs its cases in parallel, in no fixed order: give those snapshots names.)
enum SnapshotNaming {
    // @unchecked: `counters` is read and written only while `lock` is held.
    private final class Counters: @unchecked Sendable {
        let lock = NSLock()
        var counters: [String: Int] = [:]
    }

    private static let counters = Counters()

    /// The next automatic name for snapshots of `function` in `file`.
    static func automaticName(file: String, function: String) -> String {
        let base = CurrentTest.bare(function)
        let key = file + "|" + base
        let count: Int = counters.lock.withLock {
            counters.counters[key, default: 0] += 1
            return counters.counters[key]!
        }
        return "\(base).\(count)"
    }

    /// Clears the counters; `XCTestTracker` calls it when an XCTest test case starts.
    static func reset() {
        counters.lock.withLock { counters.counters.removeAll() }
    }
}
