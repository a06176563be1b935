/// A view's structural identity: the positions, branch tags, types and `ForEach` ids on the
/// way from the root. `@State` storage is keyed by it, so state survives re-evaluation.
struct ViewPath: Hashable, CustomStringConvertible {
    private(set) var components: [AnyHashable] = []

    func appending(_ component: AnyHashable) -> ViewPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    var description: String {
        components.map { component -> String in
            if let id = component.base as? ObjectIdentifier { return "T\(UInt(bitPattern: id.hashValue) % 100_000)" }
            return "\(component.base)"
        }.joined(separator: "/")
    }
}
