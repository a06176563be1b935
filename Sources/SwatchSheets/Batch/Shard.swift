import SwatchRaster
import Foundation

/// One share of a batch or a verification, `K/N`: CI runs N jobs, job K takes the images
/// assigned to shard K, and `render-swatches manifest merge` joins their manifests.
///
/// Assignment depends only on an image's identity — the theme input it comes from and its
/// output file name — never on its position in the run, so adding an input moves no other
/// input's images (docs/ARCHITECTURE.md §10.7). The input is hashed (SHA-256) to a starting
/// shard, and that input's images, in file-name order, are dealt round-robin from there: each
/// theme is spread as evenly as possible, which keeps shards balanced far better than hashing
/// every image on its own.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: which share, in `1...count`.
    public var index: Int
    /// How many shards the work is split into.
    public var count: Int

    /// Shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (`2/3`); the error is the one-line reason, for a usage message.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let k = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let n = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else {
            throw BatchError("invalid --shard \(text.debugDescription): expected K/N, e.g. 1/3")
        }
        guard (1...Self.maximumCount).contains(n) else {
            throw BatchError("invalid --shard \(text.debugDescription): N must be in 1...\(Self.maximumCount)")
        }
        guard let shard = Shard(index: k, count: n) else {
            throw BatchError("invalid --shard \(text.debugDescription): K must be in 1...\(n)")
        }
        self = shard
    }

    /// Most shards a batch can be split into.
    public static let maximumCount = 1000

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The shard (1-based) of the `position`-th image of `input` in file-name order, out of
    /// `count` shards.
    public static func assignment(input: String, position: Int, count: Int) -> Int {
        let digest = SHA256Hasher.hash(input.utf8)
        var start: UInt64 = 0
        for byte in digest.prefix(8) { start = start << 8 | UInt64(byte) }
        let offset = UInt64(position) % UInt64(count)
        return Int((start % UInt64(count) + offset) % UInt64(count)) + 1
    }

    /// The shard of each item, in `items`' order: items are grouped by input and ranked by
    /// file name within their input (`file` nil for a failure that names no image, ranked
    /// first), so the answer does not depend on the order `items` come in.
    public static func assignments(of items: [(input: String, file: String?)], count: Int) -> [Int] {
        var byInput: [String: [Int]] = [:]
        for (offset, item) in items.enumerated() { byInput[item.input, default: []].append(offset) }
        var result = Array(repeating: 1, count: items.count)
        for (input, offsets) in byInput {
            let ranked = offsets.sorted { a, b in
                let fa = items[a].file ?? "", fb = items[b].file ?? ""
                return fa.utf8.lexicographicallyPrecedes(fb.utf8) || (fa == fb && a < b)
            }
            for (rank, offset) in ranked.enumerated() {
                result[offset] = assignment(input: input, position: rank, count: count)
            }
        }
        return result
    }

    /// Whether each item falls in this shard (see `assignments(of:count:)`).
    public func contains(_ items: [(input: String, file: String?)]) -> [Bool] {
        Self.assignments(of: items, count: count).map { $0 == index }
    }
}
