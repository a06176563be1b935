import Observation

/// A conversation with a language model. It builds as on a device, but on this machine the
/// model is never available, so every request throws `GenerationError.assetsUnavailable`,
/// which an app already handles for a device without Apple Intelligence. Nothing here
/// pretends to generate text.
public final class LanguageModelSession: Sendable {
    /// The model the session would use.
    let model: SystemLanguageModel
    /// The tools the model could call.
    let tools: [any Tool]

    /// The history: the instructions entry, if the session has instructions, since no
    /// request ever adds a response.
    public let transcript: Transcript

    /// False: no request is ever under way, each fails as soon as it is made.
    public var isResponding: Bool { false }

    init(model: SystemLanguageModel, tools: [any Tool], history transcript: Transcript) {
        self.model = model
        self.tools = tools
        self.transcript = transcript
    }

    convenience init(model: SystemLanguageModel, tools: [any Tool], recording instructions: Instructions?) {
        let entries = instructions.map { instructions in
            Transcript.Entry.instructions(Transcript.Instructions(
                segments: [.text(Transcript.TextSegment(content: instructions.description))],
                toolDefinitions: tools.filter(\.includesSchemaInInstructions).map { Transcript.ToolDefinition(tool: $0) }))
        }
        self.init(model: model, tools: tools, history: Transcript(entries: entries.map { [$0] } ?? []))
    }

    /// A session with instructions written in a builder closure.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, recording: try instructions())
    }

    /// A session with instructions given as a string.
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, recording: instructions.map { Instructions($0) })
    }

    /// A session with `instructions`, or none.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(model: model, tools: tools, recording: instructions)
    }

    /// A session that continues `transcript`.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(model: model, tools: tools, history: transcript)
    }

    /// Would load the model ahead of a request; there is none to load.
    public func prewarm(promptPrefix: Prompt? = nil) {}
}

/// Observable as on a device, where SwiftUI watches `isResponding`; nothing here ever changes.
extension LanguageModelSession: Observable {}
