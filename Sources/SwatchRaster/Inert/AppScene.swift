/// The app's structure: `App`, `Scene` and `WindowGroup`. A views module often carries its
/// app struct; here it compiles, and a still never launches it: previews and snapshots render
/// views, not scenes (docs/ARCHITECTURE.md §4.2). `main()` does nothing, so a module with an
/// `@main` app links; run the app's root view through `ImageRenderer` instead.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Self.Body { get }
    /// Makes the app.
    init()
}

extension App {
    /// The `@main` entry point; launches nothing on Linux.
    public static func main() {}
}

/// A part of an app's interface: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// Builds scenes; they are kept only for their types.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _SceneGroup { _SceneGroup() }
    /// An optional scene.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _SceneGroup { _SceneGroup() }
    /// One branch of a conditional.
    public static func buildEither<Content: Scene>(first: Content) -> _SceneGroup { _SceneGroup() }
    /// The other branch of a conditional.
    public static func buildEither<Content: Scene>(second: Content) -> _SceneGroup { _SceneGroup() }
    /// A scene behind an availability check.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _SceneGroup { _SceneGroup() }
}

/// Several scenes built together.
public struct _SceneGroup: Scene {
    /// Primitive.
    nonisolated public var body: Never { fatalError("_SceneGroup is a primitive scene") }
}

/// A window of the app's views: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled group of windows.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    nonisolated public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension Scene {
    /// Puts an `@Observable` object in the scene's environment; kept only for its type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// Puts an `ObservableObject` in the scene's environment; kept only for its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// Sets an environment value for the scene; kept only for its type.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Runs `action` when `value` changes; never in a still.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
}
