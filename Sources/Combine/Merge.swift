import Foundation
import OpenCombine

// Combine's `merge`, which OpenCombine does not implement: The Composable Architecture
// 0.14 merges its effects with `Publishers.MergeMany` (Milestones), and view models merge
// two streams with `merge(with:)`. Signatures from Apple's Combine (`Publishers.Merge`,
// `Publishers.MergeMany`, `Publisher.merge(with:)`). Each is OpenCombine's `flatMap` over
// the upstreams with no limit on how many it subscribes to, which is what a merge is: every
// value of every upstream, in the order they arrive; finished once all have finished, failed
// as soon as one fails.

extension OpenCombine.Publishers {
    /// The values of two publishers of one output type, as they arrive.
    public struct Merge<A: OpenCombine.Publisher, B: OpenCombine.Publisher>: OpenCombine.Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The upstreams' output.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams for `subscriber`.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
        }
    }

    /// The values of any number of publishers of one type, as they arrive.
    public struct MergeMany<Upstream: OpenCombine.Publisher>: OpenCombine.Publisher {
        /// The upstreams' output.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure
        /// The upstreams, in order.
        public let publishers: [Upstream]

        /// The values of `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// The values of the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes to every upstream for `subscriber`.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            OpenCombine.Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
                .flatMap(maxPublishers: .unlimited) { $0 }
                .receive(subscriber: subscriber)
        }

        /// These upstreams and `other`.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension OpenCombine.Publisher {
    /// This publisher's values and `other`'s, as they arrive.
    public func merge<P: OpenCombine.Publisher>(with other: P) -> OpenCombine.Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        OpenCombine.Publishers.Merge(self, other)
    }
}
