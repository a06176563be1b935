/// The sizes a node chose for the proposals it has seen in this pass.
///
/// Stacks ask a child for its minimum, its maximum and its share, and ask again while
/// placing, so most nodes see two to four proposals. Those live inline in the node, as
/// raw bit patterns (a proposal as two optional doubles takes twice the room, and the
/// tree of a large palette no longer fits in the caches); rarer extra proposals spill into
/// a side table made on demand. Nothing is evicted: a node lives for one pass.
struct SizeCache {
    /// A proposal as two words: each dimension's bit pattern, or `unspecified` for `nil`.
    private struct Key: Hashable {
        let width: UInt64
        let height: UInt64

        /// A NaN payload no arithmetic produces, standing for a `nil` dimension.
        static let unspecified: UInt64 = 0x7FF8_5EED_0000_0001

        init(_ proposal: ProposedViewSize) {
            // `+ 0` turns -0 into +0, so the two zeros share an entry as they compare equal.
            width = proposal.width.map { ($0 + 0).bitPattern } ?? Key.unspecified
            height = proposal.height.map { ($0 + 0).bitPattern } ?? Key.unspecified
        }
    }

    private var count = 0
    private var keys: (Key, Key, Key, Key) = (Key(.unspecified), Key(.unspecified), Key(.unspecified), Key(.unspecified))
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var spill: Spill?

    /// Proposals beyond the inline four.
    private final class Spill {
        var sizes: [Key: CGSize] = [:]
    }

    /// The cached size, if any. `mutating` only so that a node reads its cache in place:
    /// as a plain read of a class property, the whole struct was copied out first.
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        guard count > 0 else { return nil }
        let key = Key(proposal)
        if keys.0 == key { return sizes.0 }
        if count > 1, keys.1 == key { return sizes.1 }
        if count > 2, keys.2 == key { return sizes.2 }
        if count > 3, keys.3 == key { return sizes.3 }
        return spill?.sizes[key]
    }

    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let key = Key(proposal)
        switch count {
        case 0: (keys.0, sizes.0) = (key, size)
        case 1: (keys.1, sizes.1) = (key, size)
        case 2: (keys.2, sizes.2) = (key, size)
        case 3: (keys.3, sizes.3) = (key, size)
        default:
            if spill == nil { spill = Spill() }
            spill!.sizes[key] = size
            return
        }
        count += 1
    }
}
