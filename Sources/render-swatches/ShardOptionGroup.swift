import ArgumentParser
import SwatchSheets

/// `--shard K/N`, shared by `batch` and `verify`: parsed and validated in one place so both
/// commands accept and refuse the same texts with the same one-line message.
struct ShardOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Take only share K of N (1 ≤ K ≤ N): each image falls in exactly one shard, chosen by its input and file name. Join batch shards with `manifest merge`.",
        valueName: "k/n"))
    var shard: String?

    func validate() throws {
        _ = try value
    }

    /// The parsed shard, nil when not given.
    var value: Shard? {
        get throws {
            guard let shard else { return nil }
            do { return try Shard(parsing: shard) } catch { throw ValidationError(String(describing: error)) }
        }
    }
}
