// The session's requests. Each overload is one Apple documents; each throws
// `GenerationError.assetsUnavailable` (see `GenerationError`) without generating anything.

extension LanguageModelSession {
    /// A text response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    /// A text response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try await respond(to: Prompt(prompt), options: options)
    }

    /// A text response to the prompt the closure builds; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        try await respond(to: try prompt(), options: options)
    }

    /// A `Content` value in response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    /// A `Content` value in response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        try await respond(to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// A `Content` value in response to the prompt the closure builds; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        try await respond(to: try prompt(), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// Content of `schema` in response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw GenerationError.unavailable
    }

    /// Content of `schema` in response to `prompt`; throws `assetsUnavailable`.
    @discardableResult
    nonisolated(nonsending) public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        try await respond(to: Prompt(prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// A text stream for `prompt`, whose first `next()` throws `assetsUnavailable`.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(error: .unavailable)
    }

    /// A text stream for `prompt`, whose first `next()` throws `assetsUnavailable`.
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        streamResponse(to: Prompt(prompt), options: options)
    }

    /// A text stream for the prompt the closure builds, whose first `next()` throws `assetsUnavailable`.
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<String> {
        streamResponse(to: try prompt(), options: options)
    }

    /// A `Content` stream for `prompt`, whose first `next()` throws `assetsUnavailable`.
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(error: .unavailable)
    }

    /// A `Content` stream for `prompt`, whose first `next()` throws `assetsUnavailable`.
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        streamResponse(to: Prompt(prompt), generating: type, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }
}
