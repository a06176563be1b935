/// The resolve phase (bodies, modifiers' `body(content:)`, styles' `makeBody`) runs on the
/// main actor (`ViewPhase`, docs/ARCHITECTURE.md §3.1), but through the engine's nonisolated
/// recursion, which the compiler cannot follow. These state it: `work` is called as if it
/// were nonisolated (a global-actor function has the same representation as a plain one).
/// The values it needs come in as `input`, not as captures, so nothing crosses a region.
@inline(__always)
func onMainActor<Input, T>(_ input: Input, _ work: @MainActor (Input) -> T) -> T {
    withoutActuallyEscaping(work) { escapable in
        unsafeBitCast(escapable, to: ((Input) -> T).self)(input)
    }
}

/// `onMainActor(_:_:)` for work that needs no input.
@inline(__always)
func onMainActor<T>(_ work: @MainActor () -> T) -> T {
    withoutActuallyEscaping(work) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
