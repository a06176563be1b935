import Foundation

extension SnapshotOptions {
    /// When references are written, with swift-snapshot-testing's four modes. `record: true`
    /// and `record: false` still compile: they mean `.all` and `.missing`, as there.
    public enum Record: String, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
        /// Write every reference, whether or not it matched (the test then fails, so that a
        /// recording is never mistaken for a pass).
        case all
        /// Write references that do not exist yet; compare the others. The default, except
        /// where the `CI` variable is set.
        case missing
        /// Rewrite the references of snapshots that fail; write missing ones.
        case failed
        /// Never write: a missing reference is a failure. The default where `CI` is set, so
        /// that a forgotten recording fails the build instead of being recorded on the runner.
        case never

        /// `true` records everything, `false` only what is missing.
        public init(booleanLiteral value: Bool) { self = value ? .all : .missing }

        /// The mode in force: the option if given, else `SWATCH_RECORD` (`all`, `missing`,
        /// `failed`, `never`; `1` means `all`), else `.never` where `CI` is set and
        /// `.missing` elsewhere.
        static func resolved(_ option: Record?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Record {
            if let option { return option }
            if let text = environment["SWATCH_RECORD"], !text.isEmpty {
                if text == "1" { return .all }
                guard let mode = Record(rawValue: text.lowercased()) else {
                    throw SnapshotFailure(description: "SWATCH_RECORD=\(text) is not a record mode: use all, missing, failed or never",
                                          reference: URL(fileURLWithPath: "/"), actual: nil, diff: nil)
                }
                return mode
            }
            if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
            return .missing
        }
    }
}

/// Says on stderr what a run recorded, one line per reference, so that a recording is never
/// silent (a `SWATCH_RECORD=all` left on in CI shows in the log).
enum RecordLog {
    static func recorded(_ reference: URL, hash: String, mode: SnapshotOptions.Record, replaced: Bool) {
        let verb = replaced ? "re-recorded" : "recorded"
        FileHandle.standardError.write(Data("SwatchRasterTesting: \(verb) \(reference.path) (\(hash), record mode \(mode.rawValue))\n".utf8))
    }
}
