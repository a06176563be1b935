extension LanguageModelSession {
    /// A finished response: the decoded content, its raw form, and the transcript entries the
    /// request added. No request succeeds here, so none is ever made; the type exists for the
    /// signatures that return it.
    public struct Response<Content: Generable> {
        /// The response as the requested type.
        public let content: Content
        /// The response as the model produced it.
        public let rawContent: GeneratedContent
        /// The entries the request added to the transcript.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}
