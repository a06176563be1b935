import Foundation

/// A batch's work list cut down to one shard: which load failures and jobs it keeps, each
/// entry's sequence number in the whole batch, and the record its manifest carries. Without
/// a shard it keeps everything and numbers nothing, so an unsharded manifest is unchanged.
struct ShardSelection {
    /// The load failures this shard reports, numbered when sharded.
    let loadFailures: [BatchManifest.Failure]
    /// Indices of the jobs this shard renders, in batch order.
    let jobs: [Int]
    /// What the manifest records; nil when unsharded.
    let record: BatchManifest.ShardRecord?
    private let loadFailureCount: Int

    init(shard: Shard?, loadFailures: [BatchManifest.Failure], jobs list: [(input: String, file: String)]) {
        loadFailureCount = loadFailures.count
        guard let shard else {
            self.loadFailures = loadFailures
            jobs = Array(list.indices)
            record = nil
            return
        }
        // One work list, load failures first, as a single run's manifest orders failures.
        let items = loadFailures.map { (input: $0.input, file: $0.file) } + list.map { (input: $0.input, file: Optional($0.file)) }
        let mine = shard.contains(items)
        var kept: [BatchManifest.Failure] = []
        for (offset, failure) in loadFailures.enumerated() where mine[offset] {
            var numbered = failure
            numbered.sequence = offset
            kept.append(numbered)
        }
        self.loadFailures = kept
        jobs = list.indices.filter { mine[loadFailures.count + $0] }
        record = BatchManifest.ShardRecord(shard: shard, items: items)
    }

    /// The sequence number of job `index` (of the whole list), or nil when unsharded.
    func sequence(ofJob index: Int) -> Int? {
        record == nil ? nil : loadFailureCount + index
    }
}
