/// Whether an interpolated value may appear in the log: os's `OSLogPrivacy`. Here the output
/// is stderr, read like `log stream` on a device without a debugger attached: private and
/// sensitive values print as `<private>` (or a hash), unless `SWATCH_LOG_PRIVATE=show`.
@frozen
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is shown: os's `OSLogPrivacy.Mask`.
    public enum Mask: Equatable, Hashable, Sendable {
        /// A hash of the value, so that equal values can be matched across messages.
        case hash
        /// The generic `<private>`.
        case none
    }

    /// 0 auto, 1 public, 2 private, 3 sensitive.
    @usableFromInline let _kind: Int
    /// Whether a redacted value prints as its hash.
    @usableFromInline let _hashes: Bool

    @usableFromInline @_alwaysEmitIntoClient
    init(kind: Int, hashes: Bool) {
        _kind = kind
        _hashes = hashes
    }

    /// Whether `mask` is `.hash`, by a switch: `==` on the enum would be a symbol of this
    /// module, which a package that never linked it cannot call (see `Exports.swift`).
    @usableFromInline @_alwaysEmitIntoClient
    static func hashes(_ mask: Mask) -> Bool {
        switch mask {
        case .hash: return true
        case .none: return false
        }
    }

    /// Always shown.
    @_alwaysEmitIntoClient public static var `public`: OSLogPrivacy { OSLogPrivacy(kind: 1, hashes: false) }
    /// Always redacted.
    @_alwaysEmitIntoClient public static var `private`: OSLogPrivacy { OSLogPrivacy(kind: 2, hashes: false) }
    /// Always redacted, also where private data is otherwise shown.
    @_alwaysEmitIntoClient public static var sensitive: OSLogPrivacy { OSLogPrivacy(kind: 3, hashes: false) }
    /// Shown for scalars (numbers, Booleans), redacted for strings and objects: the default.
    @_alwaysEmitIntoClient public static var auto: OSLogPrivacy { OSLogPrivacy(kind: 0, hashes: false) }

    /// Redacted, shown as `mask` says.
    @_alwaysEmitIntoClient
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, hashes: hashes(mask)) }
    /// Sensitive, shown as `mask` says.
    @_alwaysEmitIntoClient
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, hashes: hashes(mask)) }
    /// Automatic, redacted values shown as `mask` says.
    @_alwaysEmitIntoClient
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 0, hashes: hashes(mask)) }

    /// `text` as the log shows it: itself when public (or `isScalar` under `.auto`), else
    /// `<private>` or `<mask.hash: '…'>` (a 64-bit FNV-1a of the UTF-8, not Apple's salted
    /// hash: only equality across messages is meant). `reveal` shows everything.
    @_alwaysEmitIntoClient
    public func _render(_ text: String, isScalar: Bool, reveal: Bool) -> String {
        OSLogPrivacy._render(text, kind: _kind, hashes: _hashes, isScalar: isScalar, reveal: reveal)
    }

    /// `_render` on the stored fields, for closures: a closure that captured the struct itself
    /// would refer to its type descriptor, a symbol of this module (see `Exports.swift`).
    @_alwaysEmitIntoClient
    public static func _render(_ text: String, kind: Int, hashes: Bool, isScalar: Bool, reveal: Bool) -> String {
        let shown = kind == 1 || (kind == 0 && isScalar) || reveal
        if shown { return text }
        guard hashes else { return "<private>" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
}
