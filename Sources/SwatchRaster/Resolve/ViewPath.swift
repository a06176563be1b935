/// A view's structural identity: the positions, branch tags, types and `ForEach` ids on the
/// way from the root. `@State` storage is keyed by it, so state survives re-evaluation.
struct ViewPath: Hashable, CustomStringConvertible {
    private(set) var components: [AnyHashable] = []
    /// A digest of `components`, extended on each `appending`, so hashing a path (state and
    /// observer lookups, every pass) costs one word instead of every `AnyHashable` on the way.
    /// Equal paths have equal components, hence equal digests; `==` still compares components.
    private var digest = 0

    func appending(_ component: AnyHashable) -> ViewPath {
        var copy = self
        copy.components.append(component)
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component)
        copy.digest = hasher.finalize()
        return copy
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        lhs.digest == rhs.digest && lhs.components == rhs.components
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    var description: String {
        components.map { component -> String in
            if let id = component.base as? ObjectIdentifier { return "T\(UInt(bitPattern: id.hashValue) % 100_000)" }
            return "\(component.base)"
        }.joined(separator: "/")
    }
}
