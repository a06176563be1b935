import Foundation

extension LanguageModelSession {
    /// Why a request produced no response. Here every request fails with `assetsUnavailable`:
    /// it is the case Apple documents for a request made without the model (not checking
    /// availability first, or Apple Intelligence turned off while the app runs), which is what
    /// a request on this machine is. `SystemLanguageModel.availability` already says so.
    public enum GenerationError: Error, LocalizedError {
        /// The prompt and response outgrew the model's context window.
        case exceededContextWindowSize(Context)
        /// The model's assets are missing: what every request here throws.
        case assetsUnavailable(Context)
        /// The safety guardrails flagged the prompt or the response.
        case guardrailViolation(Context)
        /// A generation guide used an unsupported pattern.
        case unsupportedGuide(Context)
        /// The requested language or locale is not supported.
        case unsupportedLanguageOrLocale(Context)
        /// The model's output did not decode into the requested type.
        case decodingFailure(Context)
        /// The app made too many requests from the background.
        case rateLimited(Context)
        /// The session got a second request while answering the first.
        case concurrentRequests(Context)
        /// The model declined to answer.
        case refusal(Refusal, Context)

        /// What went wrong, for developers.
        public struct Context: Sendable {
            /// A description to diagnose the failure with.
            public let debugDescription: String

            /// A context described by `debugDescription`.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// A refusal, whose explanation the model would write.
        public struct Refusal: Sendable {
            let transcriptEntries: [Transcript.Entry]

            /// A refusal of the request in `transcriptEntries`.
            public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }

            /// The model's explanation; with no model it throws `assetsUnavailable` too.
            public var explanation: Response<String> {
                get async throws { throw GenerationError.unavailable }
            }

            /// The explanation as a stream, which fails the same way.
            public var explanationStream: ResponseStream<String> { ResponseStream(error: GenerationError.unavailable) }
        }

        /// The error every request here throws.
        static var unavailable: GenerationError {
            .assetsUnavailable(Context(debugDescription: "The on-device language model is unavailable: this device is not eligible for Apple Intelligence"))
        }

        /// The case's context.
        var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                 .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                return context
            }
        }

        /// The context's description.
        public var errorDescription: String? { context.debugDescription }
    }

    /// A tool's error, with the tool that threw it.
    public struct ToolCallError: Error, LocalizedError {
        /// The tool that failed.
        public var tool: any Tool
        /// What it threw.
        public var underlyingError: any Error

        /// The error `underlyingError` that `tool` threw.
        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        /// The tool's name and its error.
        public var errorDescription: String? { "\(tool.name): \(underlyingError.localizedDescription)" }
    }
}
