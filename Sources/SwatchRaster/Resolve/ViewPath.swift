/// A view's structural identity: the positions, branch tags, types and `ForEach` ids on the
/// way from the root. `@State` storage is keyed by it, so state survives re-evaluation.
///
/// A path is a chain of immutable links shared with its parent, so `appending` costs one
/// small allocation however deep the view is (resolution appends at every level), and two
/// paths built in the same pass share their common prefix, where `==` stops early.
struct ViewPath: Hashable, CustomStringConvertible {
    private var last: ViewPathLink?

    /// The root's path.
    init() { last = nil }

    func appending(_ component: ViewPathComponent) -> ViewPath {
        var copy = self
        copy.last = ViewPathLink(parent: last, component: component)
        return copy
    }

    /// The components from the root down.
    var components: [ViewPathComponent] {
        var result: [ViewPathComponent] = []
        var link = last
        while let current = link {
            result.append(current.component)
            link = current.parent
        }
        return result.reversed()
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        // Both chains stay alive through `lhs` and `rhs`, so they are walked unretained:
        // paths of different passes are equal link by link to the root, and reference
        // counting each step cost more than comparing it.
        guard let l = lhs.last, let r = rhs.last else { return lhs.last == nil && rhs.last == nil }
        var a = Unmanaged.passUnretained(l), b = Unmanaged.passUnretained(r)
        while a.toOpaque() != b.toOpaque() {
            let step: (equal: Bool, a: Unmanaged<ViewPathLink>?, b: Unmanaged<ViewPathLink>?) = a._withUnsafeGuaranteedRef { x in
                b._withUnsafeGuaranteedRef { y in
                    guard x.digest == y.digest, x.depth == y.depth, x.component == y.component else { return (false, nil, nil) }
                    return (true, x.parent.map { Unmanaged.passUnretained($0) }, y.parent.map { Unmanaged.passUnretained($0) })
                }
            }
            guard step.equal else { return false }
            // Equal depths: both reach the root together.
            guard let nextA = step.a, let nextB = step.b else { return true }
            a = nextA
            b = nextB
        }
        return true
    }

    /// One word: the digest already covers every component on the way.
    func hash(into hasher: inout Hasher) {
        hasher.combine(last?.digest ?? 0)
    }

    var description: String {
        components.map(\.description).joined(separator: "/")
    }
}

/// One step of a `ViewPath`. Tuple positions and view types, the steps nearly every view
/// adds, compare as integers; only `ForEach` ids go through `AnyHashable`.
enum ViewPathComponent: Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// A position among siblings (a `TupleView` child, a modifier's n-th content node).
    case index(Int)
    /// The type whose `body` was resolved here.
    case type(ObjectIdentifier)
    /// A fixed role (`"true"`, `"content"`), with a position for roles that repeat.
    case slot(String, Int)
    /// A `ForEach` element's id.
    case id(AnyHashable)
    /// A `ForEach` element's id when it is an `Int` (offsets, ranges): compared as an integer.
    case intID(Int)

    /// The component for a `ForEach` id; `Int` ids skip `AnyHashable`, whose `==` goes
    /// through a dynamic dispatch at every level of every path comparison.
    static func forEachID<ID: Hashable>(_ value: ID) -> ViewPathComponent {
        if ID.self == Int.self { return .intID(unsafeBitCast(value, to: Int.self)) }
        return .id(AnyHashable(value))
    }

    init(integerLiteral value: Int) { self = .index(value) }

    /// Written out so the common cases compare as integers without copying payloads.
    static func == (a: ViewPathComponent, b: ViewPathComponent) -> Bool {
        switch a {
        case .index(let x):
            if case .index(let y) = b { return x == y }
        case .type(let x):
            if case .type(let y) = b { return x == y }
        case .slot(let name, let index):
            if case .slot(let otherName, let otherIndex) = b { return index == otherIndex && name == otherName }
        case .id(let x):
            if case .id(let y) = b { return x == y }
        case .intID(let x):
            if case .intID(let y) = b { return x == y }
        }
        return false
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    init(stringLiteral value: String) { self = .slot(value, 0) }

    /// Cheap to compute and well mixed for the common cases; hashes the id otherwise.
    var digest: Int {
        switch self {
        case .index(let value): return value &* 0x9E37_79B9 &+ 1
        case .type(let id): return Int(bitPattern: UInt(bitPattern: id.hashValue)) &* 0x85EB_CA6B &+ 2
        case .slot(let name, let index): return name.hashValue &+ index &* 31 &+ 3
        case .id(let value): return value.hashValue &* 0xC2B2_AE35 &+ 4
        case .intID(let value): return value.hashValue &* 0xC2B2_AE35 &+ 4
        }
    }

    var description: String {
        switch self {
        case .index(let value): return "\(value)"
        case .type(let id): return "T\(UInt(bitPattern: id.hashValue) % 100_000)"
        case .slot(let name, let index): return index == 0 ? name : "\(name)\(index)"
        case .id(let value): return "\(value.base)"
        case .intID(let value): return "\(value)"
        }
    }
}

/// One link of a `ViewPath`: its component, its parent, and a digest of the whole chain.
final class ViewPathLink {
    let parent: ViewPathLink?
    let component: ViewPathComponent
    let digest: Int
    let depth: Int

    init(parent: ViewPathLink?, component: ViewPathComponent) {
        self.parent = parent
        self.component = component
        let parentDigest = parent?.digest ?? 0
        // A multiply-rotate mix (order matters: a/b ≠ b/a). Equal paths have equal digests;
        // `==` still compares components, so a collision costs time, never correctness.
        let mixed = (parentDigest &* 0x100_0000_01B3) ^ component.digest
        self.digest = Int(bitPattern: UInt(bitPattern: mixed) &<< 13 | UInt(bitPattern: mixed) &>> 51) &* 0x5BD1_E995
        self.depth = (parent?.depth ?? 0) + 1
    }
}
