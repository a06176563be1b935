import Foundation

/// What resolving learns about a view type once, for the whole process: its `ViewKind` and
/// its `FieldPlan`. Each `LayoutPass` has a `StateGraph` of its own, so a cache there was
/// rebuilt for every image (a batch of 1000 sheets planned the same types 1000 times); this
/// one outlives them. Renders on several threads (`batch --jobs 2`) share it under a lock;
/// each graph still keeps the types it has seen in a dictionary of its own, so a view pays
/// the lock only the first time its type appears in a layout.
///
/// What is cached depends only on the type, never on a value, so the pixels cannot change.
final class ViewTypeCache: @unchecked Sendable {
    // @unchecked: both dictionaries are read and written only under `lock`.
    static let shared = ViewTypeCache()

    private let lock = NSLock()
    private var kinds: [ObjectIdentifier: ViewKind] = [:]
    private var plans: [ObjectIdentifier: FieldPlan] = [:]

    /// Whether `V` is primitive, a shape, or composite.
    func kind<V>(of _: V.Type) -> ViewKind {
        let id = ObjectIdentifier(V.self)
        if let kind = lock.withLock({ kinds[id] }) { return kind }
        // Worked out outside the lock; two threads that race store the same answer.
        let kind = ViewKind(V.self)
        lock.withLock { kinds[id] = kind }
        return kind
    }

    /// Where `V`'s dynamic properties are (`view` is any value of `V`: planning needs one only
    /// to ask whether `V` is a struct).
    func plan<V>(for view: V) -> FieldPlan {
        let id = ObjectIdentifier(V.self)
        if let plan = lock.withLock({ plans[id] }) { return plan }
        let plan = FieldPlan.make(for: view)
        lock.withLock { plans[id] = plan }
        return plan
    }
}
