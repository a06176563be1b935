import Combine
import SwiftUI
import XCTest

/// A model as iOS code writes it, with `import SwiftUI` and `import Combine` both in scope:
/// `ObservableObject` and `@Published` must resolve to one definition each.
private final class Counter: ObservableObject {
    @Published var count = 3
    let events = PassthroughSubject<String, Never>()
}

private struct CounterView: View {
    @StateObject var counter = Counter()
    var body: some View {
        Color.green
            .frame(width: CGFloat(counter.count), height: 3)
            .onReceive(counter.events) { _ in counter.count += 1 }
            .onReceive(Just(1)) { _ in counter.count += 10 }
            .onReceive(counter.$count) { _ in }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in counter.count += 100 }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("refresh"))) { _ in counter.count += 1000 }
    }
}

/// MakeItSo's list model: its sorted reminders come from the repository's list joined with
/// the sort order by `combineLatest`, assigned to its own `@Published` property.
private final class SortedList: ObservableObject {
    @Published var items: [Int] = [3, 1, 2]
    @Published var descending = false
    @Published var shown: [Int] = []

    init() {
        $items
            .combineLatest($descending)
            .map { items, descending in items.sorted(by: descending ? (>) : (<)) }
            .assign(to: &$shown)
    }
}

/// Internal generic code over Combine's protocols, with only `import Combine`: the aliases'
/// associated types are usable (ARCHITECTURE §2.7 says why public signatures are not).
private func firstValue<P: Publisher>(of publisher: P) -> P.Output? where P.Failure == Never {
    var value: P.Output?
    _ = publisher.first().sink { value = $0 }
    return value
}

final class CombineTests: XCTestCase {
    func testPublishersWork() {
        MainActor.assumeIsolated {
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let cancellable: AnyCancellable = subject.map { $0 * 2 }.sink { received.append($0) }
            subject.send(1)
            subject.send(2)
            XCTAssertEqual(received, [2, 4])
            cancellable.cancel()
            subject.send(3)
            XCTAssertEqual(received, [2, 4])
            let erased: AnyPublisher<Int, Never> = CurrentValueSubject<Int, Never>(7).eraseToAnyPublisher()
            var latest = 0
            _ = erased.sink { latest = $0 }
            XCTAssertEqual(latest, 7)
            XCTAssertEqual(firstValue(of: Just("a")), "a")
        }
    }

    func testPublishedPropertyPublishesItsCurrentValue() {
        MainActor.assumeIsolated {
            let counter = Counter()
            var seen: [Int] = []
            let cancellable = counter.$count.sink { seen.append($0) }
            XCTAssertEqual(seen, [3])
            _ = cancellable
            var changes = 0
            _ = counter.objectWillChange.sink { changes += 1 }
            XCTAssertEqual(changes, 0)
        }
    }

    func testFoundationPublishersNeverFireInAStill() {
        MainActor.assumeIsolated {
            var ticks = 0
            let timer = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
            NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil)
            XCTAssertEqual(ticks, 0)
            timer.cancel()
            XCTAssertEqual(Timer.publish(every: 2, on: .main, in: .default).interval, 2)
        }
    }

    func testOnReceiveIsInertAndDrawsTheViewUnchanged() throws {
        try MainActor.assumeIsolated {
            // Neither publisher's action runs in a still: the bar stays 3 pt wide.
            let image = try ImageRenderer(content: CounterView()).render()
            XCTAssertEqual(image.width, 3)
            XCTAssertEqual(try pixel(CounterView(), x: 1, y: 1), [52, 199, 89, 255])
        }
    }

    /// `combineLatest` sends each new combination once every input has a value, keeps the
    /// newest one while there is no demand, and finishes when all inputs have.
    /// `SubscriptionView`, as code names it directly (Fabula's examples): its content drawn
    /// unchanged, its action never run in a still.
    func testSubscriptionViewDrawsItsContent() throws {
        try MainActor.assumeIsolated {
            var received = 0
            let view = SubscriptionView(content: Color.red.frame(width: 4, height: 2), publisher: Just(1), action: { received += $0 })
            let image = try ImageRenderer(content: view).render()
            XCTAssertEqual([image.width, image.height], [4, 2])
            XCTAssertEqual(Array(image.pixels.prefix(4)), [255, 59, 48, 255])
            XCTAssertEqual(received, 0)
        }
    }

    func testCombineLatestJoinsTheLatestValues() {
        let letters = PassthroughSubject<String, Never>(), numbers = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        var finished = false
        let pairing = letters.combineLatest(numbers).sink(receiveCompletion: { _ in finished = true }) { pairs.append("\($0)\($1)") }
        letters.send("a")
        XCTAssertEqual(pairs, [], "no pair before both have a value")
        numbers.send(1)
        letters.send("b")
        numbers.send(2)
        XCTAssertEqual(pairs, ["a1", "b1", "b2"])
        letters.send(completion: .finished)
        numbers.send(3)
        XCTAssertEqual(pairs.last, "b3", "a finished input keeps its last value")
        XCTAssertFalse(finished)
        numbers.send(completion: .finished)
        XCTAssertTrue(finished)
        pairing.cancel()

        var triples: [String] = []
        let joined = Just("x").combineLatest(Just(1), Just(true)) { "\($0)\($1)\($2)" }.sink { triples.append($0) }
        XCTAssertEqual(triples, ["x1true"])
        joined.cancel()

        // Demand of one: the newest combination waits for the next request.
        final class OneAtATime: Subscriber {
            typealias Input = (Int, Int)
            typealias Failure = Never
            var subscription: Subscription?
            var received: [String] = []
            func receive(subscription: Subscription) { self.subscription = subscription; subscription.request(.max(1)) }
            func receive(_ input: (Int, Int)) -> Subscribers.Demand { received.append("\(input.0)\(input.1)"); return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
        let slow = OneAtATime()
        left.combineLatest(right).subscribe(slow)
        left.send(1); right.send(1); left.send(2); right.send(3)
        XCTAssertEqual(slow.received, ["11"])
        slow.subscription?.request(.max(1))
        XCTAssertEqual(slow.received, ["11", "23"], "the newest combination, once")

        XCTAssertEqual(SortedList().shown, [1, 2, 3], "assign(to:) of a combined, mapped stream")
    }

    /// `DispatchQueue` is a Combine scheduler, as view models use it (`receive(on:)`,
    /// `delay(for:scheduler:)`, `debounce`): work is handed to the queue, strides are
    /// nanoseconds.
    /// `Publishers.MergeMany` (The Composable Architecture 0.14 merges effects with it),
    /// `Publishers.Merge` and `merge(with:)`: every value of every upstream in the order they
    /// arrive, finished once all have, failed as soon as one fails.
    /// A custom subscription's demand arithmetic, as CombineExt's `DemandBuffer` writes it,
    /// in a file that imports only Combine (and SwiftUI): OpenCombine's operators are members
    /// of a module the file does not import.
    func testDemandArithmeticBuildsWithCombineAlone() {
        var demand = Subscribers.Demand.max(2)
        demand += .max(3)
        demand += 1
        XCTAssertEqual(demand, .max(6))
        demand -= 2
        demand -= .max(1)
        XCTAssertEqual(demand - 1, .max(2))
        XCTAssertEqual(demand * 2, .max(6))
        XCTAssertTrue(demand > 0 && 4 > demand && demand >= 3 && demand <= 3 && demand == 3 && demand != 4)
        XCTAssertEqual(Subscribers.Demand.unlimited + .max(1), .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited, "an overflow is unlimited")
        XCTAssertEqual(Subscribers.Demand.max(1) - 5, .none, "never below .max(0), as Apple documents")
        XCTAssertEqual(Subscribers.Demand.max(1) - .unlimited, .none)
        XCTAssertEqual(Subscribers.Demand.unlimited - 5, .unlimited)
        XCTAssertTrue(Subscribers.Demand.none < 1 && Subscribers.Demand.unlimited > 1_000)
    }

    func testMergeSendsEveryUpstreamsValues() {
        var values: [Int] = []
        var finished = false
        let many = Publishers.MergeMany(Just(1), Just(2), Just(3)).merge(with: Just(4))
        XCTAssertEqual(many.publishers.count, 4)
        let a = many.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 4])
        XCTAssertTrue(finished)
        a.cancel()

        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        var words: [String] = []
        var done = false
        let b = first.merge(with: second).sink(receiveCompletion: { _ in done = true }, receiveValue: { words.append($0) })
        first.send("a"); second.send("b"); first.send("c")
        first.send(completion: .finished)
        XCTAssertFalse(done, "the second upstream is still open")
        second.send("d")
        second.send(completion: .finished)
        XCTAssertEqual(words, ["a", "b", "c", "d"])
        XCTAssertTrue(done)
        b.cancel()

        struct Broken: Error {}
        let failing = PassthroughSubject<Int, Broken>(), quiet = PassthroughSubject<Int, Broken>()
        var failed = false
        let c = Publishers.Merge(failing, quiet).sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
        failing.send(completion: .failure(Broken()))
        XCTAssertTrue(failed)
        c.cancel()
    }

    func testADispatchQueueIsAScheduler() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        XCTAssertEqual(Stride.milliseconds(1500).magnitude, 1_500_000_000)
        XCTAssertEqual((0.25 as Stride).magnitude, 250_000_000)
        XCTAssertEqual((2 as Stride), .seconds(2))
        let queue = DispatchQueue(label: "combine-scheduler-test")
        let start = queue.now
        XCTAssertEqual(start.distance(to: start.advanced(by: .seconds(2))), .seconds(2))

        let delivered = expectation(description: "delivered on the queue")
        let lock = NSLock()
        var received: [Int] = []
        let subscription = Just(5)
            .delay(for: .milliseconds(5), scheduler: queue)
            .receive(on: queue)
            .sink { value in
                lock.lock(); received.append(value); lock.unlock()
                delivered.fulfill()
            }
        wait(for: [delivered], timeout: 10)
        lock.lock(); XCTAssertEqual(received, [5]); lock.unlock()
        subscription.cancel()
    }

    /// `RunLoop` is a Combine scheduler too (MakeItSo delays on `RunLoop.main`): strides are
    /// seconds, and scheduled work runs when the run loop runs.
    func testARunLoopIsAScheduler() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        XCTAssertEqual(Stride.milliseconds(250).magnitude, 0.25, accuracy: 1e-12)
        XCTAssertEqual((2 as Stride), .seconds(2))
        let start = RunLoop.current.now
        XCTAssertEqual(start.distance(to: start.advanced(by: .seconds(3))).magnitude, 3, accuracy: 1e-9)
        var received: [Int] = []
        let subscription = Just(7).delay(for: .milliseconds(1), scheduler: RunLoop.current).sink { received.append($0) }
        XCTAssertEqual(received, [], "delivered when the run loop runs, not before")
        let deadline = Date().addingTimeInterval(5)
        while received.isEmpty && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
        XCTAssertEqual(received, [7])
        subscription.cancel()
    }

    /// `OperationQueue` is a Combine scheduler (combine-schedulers builds
    /// `AnySchedulerOf<OperationQueue>` on it): delayed values arrive as operations on the
    /// queue, and a repeating schedule stops when cancelled.
    func testAnOperationQueueIsAScheduler() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let start = queue.now
        XCTAssertEqual(start.distance(to: start.advanced(by: .milliseconds(500))).magnitude, 0.5, accuracy: 1e-9)
        let delivered = expectation(description: "delivered on the queue")
        let lock = NSLock()
        var received: [Int] = []
        let subscription = Just(3)
            .delay(for: .milliseconds(5), scheduler: queue)
            .sink { value in
                lock.lock(); received.append(value); lock.unlock()
                XCTAssertTrue(OperationQueue.current === queue, "run as an operation of the queue")
                delivered.fulfill()
            }
        wait(for: [delivered], timeout: 10)
        lock.lock(); XCTAssertEqual(received, [3]); lock.unlock()
        subscription.cancel()

        let ticked = expectation(description: "two ticks")
        ticked.expectedFulfillmentCount = 2
        ticked.assertForOverFulfill = false
        let ticks = queue.schedule(after: queue.now, interval: .milliseconds(5)) { ticked.fulfill() }
        wait(for: [ticked], timeout: 10)
        ticks.cancel()
    }
}
