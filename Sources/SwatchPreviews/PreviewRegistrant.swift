import SwatchRaster

/// What a `#Preview` expands to: a type conforming to this protocol, which the registry
/// finds in the binary's protocol-conformance records (§2.8). Not for hand-written code.
public protocol PreviewRegistrant {
    /// `#fileID` of the `#Preview`: `Module/File.swift`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview, built on the main actor as Apple's `Preview` is.
    @MainActor static func makePreview() -> Preview
}
