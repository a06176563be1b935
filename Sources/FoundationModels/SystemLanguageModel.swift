/// The on-device model behind Apple Intelligence. Linux has no such model, so every instance
/// reports what an iPhone without Apple Intelligence reports, `.unavailable(.deviceNotEligible)`,
/// and an app takes the path it takes on such a device.
public final class SystemLanguageModel: Sendable {
    /// The general-purpose model, as `SystemLanguageModel()` makes it.
    public static let `default` = SystemLanguageModel()

    let useCase: UseCase
    let guardrails: Guardrails

    /// A model for `useCase`, filtered by `guardrails`; unavailable here like the default one.
    public init(useCase: UseCase = .general, guardrails: Guardrails = Guardrails.default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// Always `.unavailable(.deviceNotEligible)`: this machine cannot run Apple's model, whatever
    /// its settings, which is the reason a device without Apple Intelligence support gives.
    public var availability: Availability { .unavailable(.deviceNotEligible) }

    /// False, since `availability` is never `.available`.
    public var isAvailable: Bool { availability == .available }

    /// Whether the model can take requests, and if not, why.
    public enum Availability: Equatable, Sendable {
        /// Ready for requests; never the case here.
        case available
        /// Not ready, for `reason`.
        case unavailable(UnavailableReason)

        /// Why the model cannot take requests.
        public enum UnavailableReason: Equatable, Hashable, Sendable {
            /// The device cannot run Apple Intelligence: what this machine reports.
            case deviceNotEligible
            /// The person has not turned Apple Intelligence on.
            case appleIntelligenceNotEnabled
            /// The model is still downloading or otherwise not ready.
            case modelNotReady
        }
    }

    /// A task the model is specialized for.
    public struct UseCase: Equatable, Sendable {
        let name: String

        /// General prompting: the default model's use case.
        public static let general = UseCase(name: "general")
        /// Tags (topics, emotions, actions, objects) for the input text.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// Controls that block sensitive content in prompts and responses.
    public struct Guardrails: Sendable {
        let name: String

        /// Every guardrail on.
        public static let `default` = Guardrails(name: "default")
        /// Lets string responses transform potentially unsafe input, such as summarizing news.
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }
}
