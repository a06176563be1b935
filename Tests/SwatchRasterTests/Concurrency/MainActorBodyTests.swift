import Dispatch
import Foundation
@testable import SwatchRaster
import Testing
import XCTest

/// Notes, from inside `body`, whether the main actor evaluated it (the main thread, or the
/// main queue's blocks on whichever thread drains it) and how many bodies ran at once.
final class BodyLog: @unchecked Sendable {
    // @unchecked: every field is guarded by `lock`.
    private let lock = NSLock()
    private var threads: [Bool] = []
    private var running = 0
    private(set) var maxRunning = 0

    func enter() {
        lock.withLock {
            threads.append(ViewPhase.isOnMainActor)
            running += 1
            maxRunning = max(maxRunning, running)
        }
        usleep(2_000)  // widen the window in which two bodies could overlap
        lock.withLock { running -= 1 }
    }

    var onMain: [Bool] { lock.withLock { threads } }
}

/// A view that logs each evaluation of its body.
struct LoggingView: View {
    let log: BodyLog
    var body: some View {
        log.enter()
        return Color.red.frame(width: 4, height: 4)
    }
}

/// Swift Testing runs this test off the main thread, with the main actor free: the body
/// must still be evaluated on the main thread, as SwiftUI's `View` is `@MainActor`.
@Test func bodyRunsOnTheMainActorFromANonisolatedSwiftTestingTest() throws {
    #expect(!ViewPhase.isOnMainActor)
    let log = BodyLog()
    let image = try ImageRenderer(content: LoggingView(log: log)).render()
    #expect(image.width == 4)
    #expect(!log.onMain.isEmpty)
    #expect(log.onMain.allSatisfy { $0 })
}

final class MainActorBodyTests: XCTestCase {
    /// XCTest runs tests on the main thread: bodies run in place.
    func testBodyRunsInPlaceOnTheMainThread() throws {
        let log = BodyLog()
        _ = try ImageRenderer(content: LoggingView(log: log)).render()
        XCTAssertEqual(Set(log.onMain), [true])
    }

    /// A batch-style run: the main thread serves the view phases while four workers render.
    /// Every body runs on the main thread, never two at once, and the pixels are those of a
    /// plain render.
    func testServedWorkersHandTheirBodiesToTheMainThread() throws {
        let expected = try ImageRenderer(content: LoggingView(log: BodyLog())).render().pixelHash
        let log = BodyLog()
        let hashes = HashSlots(count: 8)
        ViewPhase.serve {
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                hashes.set(index, (try? ImageRenderer(content: LoggingView(log: log)).render().pixelHash) ?? "failed")
            }
        }
        XCTAssertEqual(hashes.values, Array(repeating: expected, count: 8))
        XCTAssertEqual(log.onMain.count, 8)
        XCTAssertEqual(Set(log.onMain), [true])
        XCTAssertEqual(log.maxRunning, 1)
    }

    /// The main thread blocked waiting for a render on another thread (which a test may do):
    /// the render must not deadlock. It runs its view phase itself after a short wait, still
    /// one phase at a time.
    func testARenderWaitedForByABlockedMainThreadDoesNotDeadlock() throws {
        let log = BodyLog()
        let hashes = HashSlots(count: 3)
        let done = DispatchSemaphore(value: 0)
        for index in 0..<3 {
            Thread {
                hashes.set(index, (try? ImageRenderer(content: LoggingView(log: log)).render().pixelHash) ?? "failed")
                done.signal()
            }.start()
        }
        for _ in 0..<3 {
            XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "a render on another thread hung")
        }
        let expected = try ImageRenderer(content: LoggingView(log: BodyLog())).render().pixelHash
        XCTAssertEqual(hashes.values, Array(repeating: expected, count: 3))
        XCTAssertEqual(log.maxRunning, 1)
    }
}

/// Results written from several threads.
final class HashSlots: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var storage: [String]
    init(count: Int) { storage = Array(repeating: "", count: count) }
    func set(_ index: Int, _ value: String) { lock.withLock { storage[index] = value } }
    var values: [String] { lock.withLock { storage } }
}
