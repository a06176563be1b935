/// A global actor that no code may run on: its only use is to make the isolation that a type
/// would infer from its protocols ambiguous, so that it infers none (SwiftUI's own device).
///
/// `Shape` refines the `@MainActor` `View`, yet a shape's `path(in:)` must be callable from
/// any thread, as on Apple's platforms. A type that conforms to two protocols isolated to two
/// different global actors infers neither, so `Shape` also refines the marker protocol below.
@globalActor
public actor _ImpossibleActor {
    /// The actor's single instance; nothing is ever scheduled on it.
    public static let shared = _ImpossibleActor()

    /// An executor that refuses every job: reaching it is a programming error.
    nonisolated public var unownedExecutor: UnownedSerialExecutor {
        ImpossibleExecutor.instance.asUnownedSerialExecutor()
    }
}

/// The executor behind `_ImpossibleActor`.
private final class ImpossibleExecutor: SerialExecutor {
    static let instance = ImpossibleExecutor()
    func enqueue(_ job: consuming ExecutorJob) {
        preconditionFailure("_RemoveGlobalActorIsolation is a marker; nothing runs on its actor")
    }
}

/// A marker protocol isolated to `_ImpossibleActor`: refined by `Shape` so that conforming
/// types stay nonisolated although `View` is `@MainActor` (see `_ImpossibleActor`).
@_marker
@_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
