/// Which images a run writes, as the snapshot library's record modes (§11.2).
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every image and manifest entry again.
    case all
    /// Write images the manifest lacks; compare the rest (the default off CI).
    case missing
    /// Write the missing, and replace the ones that differ.
    case failed
    /// Write nothing: compare, and fail on anything missing or different (the default on CI,
    /// and what `verify` means).
    case never

    /// `--record`, else `SWATCH_RECORD` (`1` or `true` mean `all`), else `never` where `CI`
    /// is set, else `missing`; a failure naming an unknown `SWATCH_RECORD`.
    static func resolve(option: RecordMode?, environment: [String: String]) -> Result<RecordMode, PreviewRunError> {
        if let option { return .success(option) }
        if let text = environment["SWATCH_RECORD"], !text.isEmpty {
            if text == "1" || text.lowercased() == "true" { return .success(.all) }
            if text == "0" || text.lowercased() == "false" { return .success(.never) }
            guard let mode = RecordMode(rawValue: text.lowercased()) else {
                return .failure(PreviewRunError("SWATCH_RECORD=\(text) is not a record mode: use all, missing, failed or never"))
            }
            return .success(mode)
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .success(.never) }
        return .success(.missing)
    }

    /// Whether an image the manifest lacks is written.
    var recordsMissing: Bool { self != .never }
    /// Whether an image that differs from its reference is replaced.
    var recordsChanged: Bool { self == .all || self == .failed }
}

/// A one-line error for the user; the runner prints it after `error:` and exits with 1.
public struct PreviewRunError: Error, CustomStringConvertible, Equatable {
    /// The line.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
