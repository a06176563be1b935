import SwatchRaster
import Foundation

/// Reading a theme file's bytes with the checks every reader needs: it exists, it is a file
/// (not a folder), it is not too large.
enum ThemeFile {
    static func read(_ path: String, limits: ThemeLimits) throws(ThemeError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ThemeError(file: path, "no such file")
        }
        guard !isDirectory.boolValue else { throw ThemeError(file: path, "is a directory, expected a file") }
        if ThemeStream.isStream(path) { return try ThemeStream.read(path: path, limits: limits) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ThemeError(file: path, "cannot open for reading (permission denied?)") }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limits.maximumFileBytes + 1) ?? Data()
        } catch {
            throw ThemeError(file: path, "cannot read: \(error.localizedDescription)")
        }
        guard data.count <= limits.maximumFileBytes else {
            throw ThemeError(file: path, "larger than the \(limits.maximumFileBytes >> 20) MB limit for theme files")
        }
        return [UInt8](data)
    }

    /// Reads and parses a JSON file, turning syntax errors into `file: line N: …`.
    static func readJSON(_ path: String, limits: ThemeLimits) throws(ThemeError) -> JSONNode {
        try parseJSON(read(path, limits: limits), file: path)
    }

    /// Reads and parses a JSON file, adding a warning for each repeated member name.
    static func readJSON(_ path: String, limits: ThemeLimits, warnings: inout [ThemeDiagnostic]) throws(ThemeError) -> JSONNode {
        try parseJSON(read(path, limits: limits), file: path, warnings: &warnings)
    }

    /// Parses JSON bytes, turning syntax errors into `file: line N: …`.
    static func parseJSON(_ bytes: [UInt8], file: String) throws(ThemeError) -> JSONNode {
        var ignored: [ThemeDiagnostic] = []
        return try parseJSON(bytes, file: file, warnings: &ignored)
    }

    /// Parses JSON bytes, turning syntax errors into `file: line N: …` and each repeated member
    /// name into a warning `file: line N: duplicate key "a.b" (first at line M); the later value is used`.
    static func parseJSON(_ bytes: [UInt8], file: String, warnings: inout [ThemeDiagnostic]) throws(ThemeError) -> JSONNode {
        var duplicates: [JSONDuplicateKey] = []
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes, duplicates: &duplicates)
        } catch {
            throw ThemeError(file: file, location: "line \(error.line)", "invalid JSON: \(error.message)")
        }
        // Inner objects finish first; report in file order.
        for duplicate in duplicates.enumerated().sorted(by: { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }).map(\.element) {
            warnings.append(ThemeDiagnostic(
                file: file, location: "line \(duplicate.line)",
                message: "duplicate key \(duplicate.path.debugDescription) (first at line \(duplicate.firstLine)); the later value is used"))
        }
        return node
    }

    /// Checks a user-given name against the length limit and for control characters.
    static func checkName(_ name: String, file: String, location: String, limits: ThemeLimits) throws(ThemeError) {
        guard !name.isEmpty else { throw ThemeError(file: file, location: location, "empty name") }
        guard name.count <= limits.maximumNameLength else {
            throw ThemeError(file: file, location: String(location.prefix(80)) + "…", "name longer than \(limits.maximumNameLength) characters")
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ThemeError(file: file, location: location.debugDescription, "name contains control characters")
        }
    }
}

/// Turns converted components into a drawable color, clipping to the sRGB gamut and saying so.
struct GamutClipper {
    var warnings: [ThemeDiagnostic] = []

    /// `rgb` gamma-encoded sRGB (possibly out of 0...1), alpha in 0...1.
    mutating func color(_ rgb: (Double, Double, Double), alpha: Double, file: String, location: String, space: String) -> RGBAColor {
        let tolerance = 1e-6
        let parts = [rgb.0, rgb.1, rgb.2]
        if parts.contains(where: { $0 < -tolerance || $0 > 1 + tolerance }) {
            let shown = parts.map { String(format: "%.4f", $0) }.joined(separator: ", ")
            let warning = ThemeDiagnostic(file: file, location: location,
                message: "\(space) color is outside the sRGB gamut (\(shown)); clipped")
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        func clip(_ v: Double) -> Double { max(0, min(1, v)) }
        return RGBAColor(red: clip(rgb.0), green: clip(rgb.1), blue: clip(rgb.2), alpha: clip(alpha))
    }
}
