import Foundation
import SwatchRaster

/// iOS 18's preview modifier: shared set-up (a sample data container, an environment) that
/// `#Preview(traits: .modifier(SampleData()))` wraps around a preview. Apple's protocol,
/// with its `Context` made once per modifier type and shared by every preview that uses it,
/// as the canvas shares it.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes: a model container, a store; nothing by default.
    associatedtype Context = Void
    /// The view around the preview.
    associatedtype Body: View
    /// The preview being modified.
    typealias Content = PreviewModifierContent
    /// Makes the context once for every preview that uses this modifier.
    static func makeSharedContext() async throws -> Context
    /// The preview with this modifier's set-up around it.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` wraps.
public struct PreviewModifierContent: View {
    let view: AnyView
    /// The preview's view.
    public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview with `modifier`'s set-up around it.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(.modifier(PreviewModifierBox(modifier)))
    }
}

/// A preview modifier inside a trait: compared by its type, and applied to a view. The shared
/// context is made on first use and kept per type. `makeSharedContext()` is asynchronous and
/// may hop to the main actor (a model container's `mainContext`), so the main run loop turns
/// while it runs; a context that throws, or takes more than 30 s, ends the preview with that
/// error, as the canvas shows it.
public struct PreviewModifierBox: Hashable, @unchecked Sendable {
    // @unchecked: the closure is only called on the main actor.
    let type: ObjectIdentifier
    let name: String
    let apply: @MainActor (AnyView) -> AnyView

    init<M: PreviewModifier>(_ modifier: M) {
        type = ObjectIdentifier(M.self)
        name = String(describing: M.self)
        // A modifier is a plain value made in the preview's declaration; only the main actor
        // ever applies it.
        nonisolated(unsafe) let modifier = modifier
        apply = { view in
            let context = PreviewModifierContexts.context(for: M.self)
            return AnyView(modifier.body(content: PreviewModifierContent(view: view), context: context))
        }
    }

    public static func == (a: PreviewModifierBox, b: PreviewModifierBox) -> Bool { a.type == b.type }
    public func hash(into hasher: inout Hasher) { hasher.combine(type) }
}

/// The shared contexts made so far, by modifier type.
@MainActor
enum PreviewModifierContexts {
    static var made: [ObjectIdentifier: Any] = [:]

    /// `M`'s shared context, made now if it was not yet.
    static func context<M: PreviewModifier>(for type: M.Type) -> M.Context {
        if let context = made[ObjectIdentifier(type)] as? M.Context { return context }
        let result = ContextResult<M.Context>()
        Task { @MainActor in
            do { result.value = .success(try await M.makeSharedContext()) } catch { result.value = .failure(error) }
        }
        let deadline = Date().addingTimeInterval(30)
        while result.value == nil, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        switch result.value {
        case .success(let context)?:
            made[ObjectIdentifier(type)] = context
            return context
        case .failure(let error)?:
            fatalError("\(M.self).makeSharedContext() threw \(error)")
        case nil:
            fatalError("\(M.self).makeSharedContext() did not finish within 30 s")
        }
    }
}

/// Where the context's task leaves its result.
private final class ContextResult<Context>: @unchecked Sendable {
    // @unchecked: written once by the task, read by the main thread after it is written.
    var value: Result<Context, any Error>?
}
