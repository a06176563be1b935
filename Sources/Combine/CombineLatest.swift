import Foundation
import OpenCombine

// Combine's `combineLatest`, which OpenCombine does not implement: view models join two or
// three `@Published` streams with it (MakeItSo's reminders with their sort order; every
// preview of that app is built on the model that does). Signatures from Apple's Combine
// (`Publishers.CombineLatest`, `CombineLatest3`, `Publisher.combineLatest(_:)` and its
// transform forms).

extension OpenCombine.Publishers {
    /// The latest values of two publishers as a pair, each time either sends one once both
    /// have; finishes when both have finished, fails when either fails.
    public struct CombineLatest<A: OpenCombine.Publisher, B: OpenCombine.Publisher>: OpenCombine.Publisher where A.Failure == B.Failure {
        /// The pair of latest values.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams for `subscriber`.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = LatestValues<Failure>(count: 2) { values in (values[0] as! A.Output, values[1] as! B.Output) }
            join.attach(AnySubscriber(subscriber))
            a.map { $0 as Any }.subscribe(join.input(0))
            b.map { $0 as Any }.subscribe(join.input(1))
        }
    }

    /// The latest values of three publishers as a triple (`combineLatest(_:_:)`).
    public struct CombineLatest3<A: OpenCombine.Publisher, B: OpenCombine.Publisher, C: OpenCombine.Publisher>: OpenCombine.Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The triple of latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the three upstreams for `subscriber`.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = LatestValues<Failure>(count: 3) { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output) }
            join.attach(AnySubscriber(subscriber))
            a.map { $0 as Any }.subscribe(join.input(0))
            b.map { $0 as Any }.subscribe(join.input(1))
            c.map { $0 as Any }.subscribe(join.input(2))
        }
    }
}

extension OpenCombine.Publisher {
    /// Pairs of the latest values of this publisher and `other`.
    public func combineLatest<P: OpenCombine.Publisher>(_ other: P) -> OpenCombine.Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        OpenCombine.Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, joined by `transform`.
    public func combineLatest<P: OpenCombine.Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> OpenCombine.Publishers.Map<OpenCombine.Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        combineLatest(other).map(transform)
    }

    /// Triples of the latest values of this publisher and two others.
    public func combineLatest<P: OpenCombine.Publisher, Q: OpenCombine.Publisher>(_ publisher1: P, _ publisher2: Q)
        -> OpenCombine.Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        OpenCombine.Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// The latest values of this publisher and two others, joined by `transform`.
    public func combineLatest<P: OpenCombine.Publisher, Q: OpenCombine.Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> OpenCombine.Publishers.Map<OpenCombine.Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        combineLatest(publisher1, publisher2).map(transform)
    }
}

/// The shared state of one `combineLatest` subscription: the latest value of each input,
/// the downstream's outstanding demand, and how many inputs have finished. Values that
/// arrive without demand are not lost: the newest combination is sent when demand comes.
final class LatestValues<Failure: Error>: OpenCombine.Subscription, @unchecked Sendable {
    // @unchecked: every access holds `lock`; the downstream is called outside it.
    private let lock = NSLock()
    private let combine: ([Any]) -> Any
    private var latest: [Any?]
    private var finished: [Bool]
    private var subscriptions: [OpenCombine.Subscription?]
    private var downstream: AnySubscriber<Any, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending = false
    private var done = false

    init<Output>(count: Int, combine: @escaping ([Any]) -> Output) {
        self.combine = { combine($0) }
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    /// Gives the downstream this subscription.
    func attach<Output>(_ subscriber: AnySubscriber<Output, Failure>) {
        downstream = AnySubscriber(receiveSubscription: { subscriber.receive(subscription: $0) },
                                   receiveValue: { subscriber.receive($0 as! Output) },
                                   receiveCompletion: { subscriber.receive(completion: $0) })
        subscriber.receive(subscription: self)
    }

    /// The subscriber for input `index`.
    func input(_ index: Int) -> AnySubscriber<Any, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                lock.lock()
                subscriptions[index] = subscription
                lock.unlock()
                subscription.request(.unlimited)
            },
            receiveValue: { [self] value in
                lock.lock()
                latest[index] = value
                let ready = !done && latest.allSatisfy { $0 != nil }
                pending = ready
                lock.unlock()
                if ready { deliver() }
                return .none
            },
            receiveCompletion: { [self] completion in
                lock.lock()
                guard !done else { lock.unlock(); return }
                var ends = false
                switch completion {
                case .failure: ends = true
                case .finished:
                    finished[index] = true
                    // Once an input finishes without a value, no combination can come.
                    ends = finished.allSatisfy { $0 } || latest[index] == nil
                }
                if ends { done = true }
                let target = ends ? downstream : nil
                if ends { downstream = nil }
                let others = ends ? subscriptions : []
                lock.unlock()
                if ends {
                    others.forEach { $0?.cancel() }
                    target?.receive(completion: completion)
                }
            })
    }

    /// Sends the newest combination if the downstream has asked for one.
    private func deliver() {
        lock.lock()
        guard pending, demand > 0, let target = downstream else { lock.unlock(); return }
        pending = false
        demand -= 1
        let values = latest.map { $0! }
        lock.unlock()
        let more = target.receive(combine(values))
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        done = true
        downstream = nil
        let all = subscriptions
        lock.unlock()
        all.forEach { $0?.cancel() }
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
