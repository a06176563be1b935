extension LanguageModelSession {
    /// The snapshots of a response as the model writes it. Here the first `next()` throws the
    /// request's error, as a device without the model does, and nothing is ever yielded.
    public struct ResponseStream<Content: Generable>: AsyncSequence, Sendable {
        let error: GenerationError

        init(error: GenerationError) { self.error = error }

        /// The response so far.
        public struct Snapshot {
            /// The content so far, in its partial form.
            public var content: Content.PartiallyGenerated
            /// The content so far, as produced.
            public var rawContent: GeneratedContent
        }

        /// Yields no snapshot: its first `next()` throws.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let error: GenerationError
            var finished = false

            /// Throws the request's error once, then ends.
            public mutating func next() async throws -> Snapshot? {
                if finished { return nil }
                finished = true
                throw error
            }
        }

        /// An iterator over the snapshots.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(error: error) }

        /// The finished response; throws the request's error.
        nonisolated(nonsending) public func collect() async throws -> Response<Content> { throw error }
    }
}

extension LanguageModelSession.ResponseStream.Snapshot: Sendable where Content.PartiallyGenerated: Sendable {}
