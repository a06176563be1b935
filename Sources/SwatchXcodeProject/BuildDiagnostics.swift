import Foundation

/// The first compiler error of each file in a failed `swift build` of the generated package,
/// so that the app command can leave out exactly what does not build (docs/ARCHITECTURE.md
/// §2.11). Errors are read from the compiler's `FILE:LINE:COLUMN: error: MESSAGE` lines.
public struct BuildError: Equatable, Sendable {
    /// The file's path inside the app's target (as in the project), or the absolute path of
    /// a file outside it (a package dependency's).
    public let path: String
    public let line: Int
    public let message: String
    /// Whether the file is one of the app's own (and so can be left out).
    public let isAppFile: Bool
    /// The error's column (1-based), to tell a body from its signature on one line.
    public var column: Int = 1
}

public enum BuildDiagnostics {
    /// Each file's first error, in the order the files first appear in `output`. `sources`
    /// is the package's target folder (`DIR/Sources/Module`); `projectFolder`, the folder
    /// holding the `.xcodeproj`, for compilers that report the linked file's own path.
    public static func firstErrors(in output: String, sources: URL, projectFolder: URL) -> [BuildError] {
        errors(in: output, sources: sources, projectFolder: projectFolder, firstOnly: true)
    }

    /// Every error of each file, grouped by file in the order the files first appear in
    /// `output`, each error once: a file with several failing pieces can lose them all in one
    /// build instead of one per build (MuVis's audio files had a dozen each).
    public static func allErrors(in output: String, sources: URL, projectFolder: URL) -> [BuildError] {
        let errors = errors(in: output, sources: sources, projectFolder: projectFolder, firstOnly: false)
        var order: [String] = []
        var byFile: [String: [BuildError]] = [:]
        for error in errors {
            if byFile[error.path] == nil { order.append(error.path) }
            byFile[error.path, default: []].append(error)
        }
        return order.flatMap { byFile[$0]! }
    }

    private static func errors(in output: String, sources: URL, projectFolder: URL, firstOnly: Bool) -> [BuildError] {
        var seen: Set<String> = []
        var errors: [BuildError] = []
        let sourcesPrefix = sources.standardizedFileURL.path + "/"
        let projectPrefix = projectFolder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        func add(file: String, line lineNumber: Int, column: Int, message: String) {
            // Each file once, or each error once (SwiftPM can print an error twice).
            let key = firstOnly ? file : "\(file):\(lineNumber):\(column)"
            guard file.hasSuffix(".swift"), !seen.contains(key) else { return }
            seen.insert(key)
            if file.hasPrefix(sourcesPrefix) {
                errors.append(BuildError(path: String(file.dropFirst(sourcesPrefix.count)), line: lineNumber, message: message, isAppFile: true, column: column))
            } else if file.hasPrefix(projectPrefix) {
                errors.append(BuildError(path: String(file.dropFirst(projectPrefix.count)), line: lineNumber, message: message, isAppFile: true, column: column))
            } else {
                errors.append(BuildError(path: file, line: lineNumber, message: message, isAppFile: false, column: column))
            }
        }
        // An error inside a macro's expansion ("macro expansion @Reducer:6:43") names no file;
        // it counts at the place its expanded code comes from (Construct's `@Reducer` enums
        // naming a feature's `State` that was left out). One left unplaced names no Swift file.
        let lines = placingMacroErrors(in: output).split(separator: "\n").map(String.init)
        for line in lines {
            guard let marker = line.range(of: ": error: "), let location = Self.location(line[..<marker.lowerBound]) else { continue }
            add(file: location.file, line: location.line, column: location.column, message: String(line[marker.upperBound...]))
        }
        // A compiler that crashed type-checking a file of the app reports no error in it; its
        // stack dump names the file. Only when nothing else failed is it the file's fault
        // (Construct's crashed on a feature whose `State` had been left out).
        if !errors.contains(where: \.isAppFile) {
            let request = "While evaluating request TypeCheckPrimaryFileRequest(source_file \""
            for line in lines {
                guard let start = line.range(of: request), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
                add(file: String(line[start.upperBound..<end]), line: 0, column: 0,
                    message: "the compiler crashed while type-checking this file")
            }
        }
        return errors
    }

    /// `output` with each error inside a macro's expansion ("macro expansion @Entry:3:16:
    /// error: …") written at the place its expanded code comes from, as a file's own error
    /// line ("FILE:LINE:COLUMN: error: … (in the expansion of @Entry:3:16)"), so that what
    /// reads errors by file finds it in a package too. Critical Maps' kit failed so on an
    /// `@Entry`, and its run stopped: the error named no file of any package.
    public static func placingMacroErrors(in output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { $0.hasPrefix("macro expansion ") }) else { return output }
        var result = lines
        for (index, line) in lines.enumerated() where line.hasPrefix("macro expansion ") {
            guard let marker = line.range(of: ": error: "), let location = Self.location(line[..<marker.lowerBound]),
                  let origin = lines[(index + 1)...].prefix(24).first(where: { $0.contains(": note: expanded code originates here") }),
                  let start = origin.range(of: "/"), let end = origin.range(of: ": note: "),
                  let source = Self.location(origin[start.lowerBound..<end.lowerBound]) else { continue }
            let message = line[marker.upperBound...]
            result[index] = "\(source.file):\(source.line):\(source.column): error: \(message) (in the expansion of \(location.file.dropFirst("macro expansion ".count)))"
        }
        return result.joined(separator: "\n")
    }

    /// `FILE:LINE:COLUMN`, the file itself possibly holding colons.
    private static func location(_ text: Substring) -> (file: String, line: Int, column: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    /// The first compiler diagnostic of `output` as `FILE:LINE: message`, for a build whose
    /// own summary names only the target that failed (the render-previews plugin's "building
    /// target ApiClient failed").
    public static func firstCompilerError(in output: String) -> String? {
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: "), let place = location(line[..<marker.lowerBound]) else { continue }
            return "\(place.file):\(place.line): \(line[marker.upperBound...])"
        }
        return nil
    }

    /// The first `error:` line of `output` that names no file (a linker's, SwiftPM's), for a
    /// failed build without file errors.
    public static func firstPlainError(in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix("error: ") || $0.contains(": error: ") }.map(String.init)
    }
}
