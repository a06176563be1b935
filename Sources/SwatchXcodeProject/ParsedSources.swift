import Foundation
import SwiftParser
import SwiftSyntax

/// The syntax tree and line table of the source texts parsed last, so that a text asked about
/// many times is parsed once. `render-swatches app` judges every error of a file against the
/// same text (where the body around it is, which declaration holds it): Construct's files
/// gave dozens of errors each, and a debug build spent minutes parsing the same text again.
enum ParsedSources {
    /// A text's tree and the converter from its positions to lines and columns.
    struct Parsed {
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
    }

    /// How many texts are kept: the files a round's errors are in are judged one after another.
    static let capacity = 8
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recent: [(text: String, parsed: Parsed)] = []

    /// `source` parsed, from the cache when it was parsed lately.
    static func parsed(_ source: String) -> Parsed {
        lock.lock()
        defer { lock.unlock() }
        if let index = recent.firstIndex(where: { $0.text == source }) {
            let hit = recent.remove(at: index)
            recent.append(hit)
            return hit.parsed
        }
        let tree = Parser.parse(source: source)
        let parsed = Parsed(tree: tree, converter: SourceLocationConverter(fileName: "", tree: tree))
        recent.append((source, parsed))
        if recent.count > capacity { recent.removeFirst() }
        return parsed
    }
}
