import Foundation

/// A preview whose body reads the clock or a random source (`Date()`, `Date.now`, `.random`,
/// `UUID()`) draws something else on every run, in Xcode's canvas as here. When such a
/// preview's image differs from its reference, the mismatch says why, so that nobody chases
/// it as a rendering bug (issue 46). The preview's code is found in the package's sources:
/// a `#Preview` by its file and line, a provider by its type's declaration.
enum RunDependentPreviews {
    /// The words that make a preview's pixels depend on the run.
    static let markers = ["Date()", "Date.now", ".now", ".random", "random(", "UUID()", "CFAbsoluteTimeGetCurrent", "ProcessInfo.processInfo.systemUptime"]

    /// A note for a mismatch of the preview at `source` (`Module/File.swift:LINE` or
    /// `Module.Type#index`), or nil when its code reads neither the clock nor randomness.
    static func note(for source: String, package: URL) -> String? {
        guard let block = previewCode(for: source, package: package) else { return nil }
        let found = markers.filter { block.contains($0) }
        guard let first = found.first else { return nil }
        return "its code uses \(first), so it differs between runs, as it does in Xcode's canvas; not a rendering difference"
    }

    /// The preview's code: from its line (or its type's declaration) to the brace that closes it.
    static func previewCode(for source: String, package: URL) -> String? {
        let sources = package.appendingPathComponent("Sources")
        var fileName: String, module: String, startsAt: (String) -> Bool
        var lineNumber: Int?
        if let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) {
            let fileID = String(source[..<colon])
            module = String(fileID.split(separator: "/").first ?? "")
            fileName = String(fileID.split(separator: "/").last ?? "")
            lineNumber = line
            startsAt = { _ in false }
        } else {
            let typeName = String(source.split(separator: "#").first ?? "").split(separator: ".").dropFirst().joined(separator: ".")
            module = String(source.split(separator: ".").first ?? "")
            fileName = ""
            startsAt = { line in line.contains("struct \(typeName)") || line.contains("class \(typeName)") }
        }
        let folder = sources.appendingPathComponent(module)
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", fileName.isEmpty || url.lastPathComponent == fileName,
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = lineNumber.map { $0 - 1 } ?? lines.firstIndex(where: startsAt)
            guard let start, start >= 0, start < lines.count else { continue }
            var depth = 0, opened = false, block: [String] = []
            for line in lines[start...] {
                block.append(line)
                for character in line {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                if opened && depth <= 0 { break }
            }
            return block.joined(separator: "\n")
        }
        return nil
    }
}
