/// How a response would be sampled. Kept so that code setting options builds and reads
/// them back; with no model, nothing samples.
public struct GenerationOptions: Equatable, Sendable {
    /// The sampling strategy, or `nil` for the model's default.
    public var sampling: SamplingMode?
    /// The temperature, from 0 to 1, or `nil` for the model's default.
    public var temperature: Double?
    /// The most tokens a response may have, or `nil` for no limit.
    public var maximumResponseTokens: Int?

    /// Options with the given strategy, temperature and limit.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// How each token is picked.
    public struct SamplingMode: Equatable, Sendable {
        enum Mode: Equatable, Sendable {
            case greedy
            case top(Int, seed: UInt64?)
            case threshold(Double, seed: UInt64?)
        }

        let mode: Mode

        /// Always the most likely token.
        public static var greedy: SamplingMode { SamplingMode(mode: .greedy) }

        /// A random pick among the `k` most likely tokens (top-k).
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(mode: .top(k, seed: seed)) }

        /// A random pick among the likeliest tokens whose probabilities add up to `probabilityThreshold` (top-p).
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(mode: .threshold(probabilityThreshold, seed: seed))
        }
    }
}
