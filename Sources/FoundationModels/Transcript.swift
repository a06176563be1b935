import Foundation

/// A session's history: its instructions, prompts, tool calls and responses. A session here
/// records only its instructions, since no request ever completes.
public struct Transcript: RandomAccessCollection, Equatable, Sendable {
    let entries: [Entry]

    /// A transcript of `entries`, to start a session from.
    public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

    /// The first entry's index.
    public var startIndex: Int { entries.startIndex }
    /// The index after the last entry.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `position`.
    public subscript(position: Int) -> Entry { entries[position] }

    /// One item of the history.
    public enum Entry: Identifiable, Equatable, Sendable {
        /// The developer's instructions.
        case instructions(Instructions)
        /// A prompt, usually from the person using the app.
        case prompt(Prompt)
        /// The model's calls to tools.
        case toolCalls(ToolCalls)
        /// A tool's output.
        case toolOutput(ToolOutput)
        /// The model's response.
        case response(Response)

        /// The entry's identifier.
        public var id: String {
            switch self {
            case .instructions(let entry): entry.id
            case .prompt(let entry): entry.id
            case .toolCalls(let entry): entry.id
            case .toolOutput(let entry): entry.id
            case .response(let entry): entry.id
            }
        }
    }

    /// A piece of an entry's content.
    public enum Segment: Identifiable, Equatable, Sendable {
        /// Text.
        case text(TextSegment)
        /// Structured content.
        case structure(StructuredSegment)

        /// The segment's identifier.
        public var id: String {
            switch self {
            case .text(let segment): segment.id
            case .structure(let segment): segment.id
            }
        }
    }

    /// A text segment.
    public struct TextSegment: Identifiable, Equatable, Sendable {
        /// The segment's identifier.
        public var id: String
        /// The text.
        public var content: String

        /// A segment of `content`.
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    /// A structured segment.
    public struct StructuredSegment: Identifiable, Equatable, Sendable {
        /// The segment's identifier.
        public var id: String
        /// What produced the content, such as a type's name.
        public var source: String
        /// The content.
        public var content: GeneratedContent

        /// A segment of `content` from `source`.
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }

    /// The instructions entry.
    public struct Instructions: Identifiable, Equatable, Sendable {
        /// The entry's identifier.
        public var id: String
        /// The instructions' content.
        public var segments: [Segment]
        /// The tools the model was told about.
        public var toolDefinitions: [ToolDefinition]

        /// Instructions made of `segments`, naming `toolDefinitions`.
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }
    }

    /// A tool as the instructions describe it.
    public struct ToolDefinition: Equatable, Sendable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String

        /// A definition named `name` that does `description`.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
        }

        /// The definition of `tool`.
        public init(tool: some Tool) {
            self.init(name: tool.name, description: tool.description, parameters: tool.parameters)
        }
    }

    /// A prompt entry.
    public struct Prompt: Identifiable, Equatable, Sendable {
        /// The entry's identifier.
        public var id: String
        /// The prompt's content.
        public var segments: [Segment]

        /// A prompt made of `segments`.
        public init(id: String = UUID().uuidString, segments: [Segment]) {
            self.id = id
            self.segments = segments
        }
    }

    /// A tool-calls entry: the calls the model made at one point.
    public struct ToolCalls: Identifiable, RandomAccessCollection, Equatable, Sendable {
        /// The entry's identifier.
        public var id: String
        let calls: [ToolCall]

        /// An entry of `calls`.
        public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == ToolCall {
            self.id = id
            self.calls = Array(calls)
        }

        /// The first call's index.
        public var startIndex: Int { calls.startIndex }
        /// The index after the last call.
        public var endIndex: Int { calls.endIndex }
        /// The call at `position`.
        public subscript(position: Int) -> ToolCall { calls[position] }
    }

    /// One call of a tool.
    public struct ToolCall: Identifiable, Equatable, Sendable {
        /// The call's identifier.
        public var id: String
        /// The called tool's name.
        public var toolName: String
        /// The arguments the model generated.
        public var arguments: GeneratedContent

        /// A call of `toolName` with `arguments`.
        public init(id: String, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    /// A tool-output entry.
    public struct ToolOutput: Identifiable, Equatable, Sendable {
        /// The entry's identifier.
        public var id: String
        /// The tool that produced it.
        public var toolName: String
        /// The output's content.
        public var segments: [Segment]

        /// `toolName`'s output, made of `segments`.
        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    /// A response entry.
    public struct Response: Identifiable, Equatable, Sendable {
        /// The entry's identifier.
        public var id: String
        /// The assets that produced the response.
        public var assetIDs: [String]
        /// The response's content.
        public var segments: [Segment]

        /// A response made of `segments`.
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }
}
