// `import UniformTypeIdentifiers` on Linux (docs/ARCHITECTURE.md §2.7): the minimal `UTType`
// that `fileImporter`, `onDrop`, drop destinations and CoreTransferable's representations take.
// It depends on nothing but Foundation, so that both `CoreTransferable` and the engine can
// name it; the engine re-exports it, as `import SwiftUI` reaches it on iOS.
import Foundation

/// A uniform type identifier such as `public.png`: the subset of UniformTypeIdentifiers'
/// `UTType` that SwiftUI code passes to file pickers and drop targets.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier, such as `public.png`.
    public let identifier: String
    /// The usual filename extension, when known.
    public let preferredFilenameExtension: String?
    let parents: [String]

    init(id: String, ext: String? = nil, parents: [String] = []) {
        identifier = id
        preferredFilenameExtension = ext
        self.parents = parents
    }

    /// The known type with `identifier`, or a type of that identifier conforming to `public.data`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.known.first { $0.identifier == identifier } ?? UTType(id: identifier, parents: ["public.data"])
    }

    /// The known type whose extension is `filenameExtension`.
    public init?(filenameExtension: String) {
        guard let type = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = type
    }

    /// An app's own exported type.
    public init(exportedAs identifier: String) { self.init(id: identifier, parents: ["public.data"]) }
    /// A type another app exports.
    public init(importedAs identifier: String) { self.init(id: identifier, parents: ["public.data"]) }

    /// Whether this type is `type` or descends from it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in
            parent == type.identifier || (UTType.known.first { $0.identifier == parent }?.conforms(to: type) ?? false)
        }
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(id: "public.item")
    /// Any content.
    public static let content = UTType(id: "public.content")
    /// Any bytes.
    public static let data = UTType(id: "public.data", parents: ["public.item"])
    /// A folder.
    public static let folder = UTType(id: "public.folder", parents: ["public.item"])
    /// A directory.
    public static let directory = UTType(id: "public.directory", parents: ["public.item"])
    /// Any text.
    public static let text = UTType(id: "public.text", parents: ["public.data", "public.content"])
    /// Plain text.
    public static let plainText = UTType(id: "public.plain-text", ext: "txt", parents: ["public.text"])
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType(id: "public.utf8-plain-text", ext: "txt", parents: ["public.plain-text"])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(id: "public.comma-separated-values-text", ext: "csv", parents: ["public.text"])
    /// JSON.
    public static let json = UTType(id: "public.json", ext: "json", parents: ["public.text"])
    /// YAML (iOS 14; Harbour's stack files).
    public static let yaml = UTType(id: "public.yaml", ext: "yaml", parents: ["public.text"])
    /// XML.
    public static let xml = UTType(id: "public.xml", ext: "xml", parents: ["public.text"])
    /// A URL.
    public static let url = UTType(id: "public.url", parents: ["public.data"])
    /// A file URL.
    public static let fileURL = UTType(id: "public.file-url", parents: ["public.url"])
    /// Any image.
    public static let image = UTType(id: "public.image", parents: ["public.data", "public.content"])
    /// PNG.
    public static let png = UTType(id: "public.png", ext: "png", parents: ["public.image"])
    /// JPEG.
    public static let jpeg = UTType(id: "public.jpeg", ext: "jpeg", parents: ["public.image"])
    /// HEIC.
    public static let heic = UTType(id: "public.heic", ext: "heic", parents: ["public.image"])
    /// PDF.
    public static let pdf = UTType(id: "com.adobe.pdf", ext: "pdf", parents: ["public.data", "public.content"])
    /// Any font (Sprite Catalog's font importer, in the real-app sample).
    public static let font = UTType(id: "public.font", parents: ["public.data", "public.content"])
    /// TrueType fonts.
    public static let ttf = UTType(id: "public.truetype-ttf-font", ext: "ttf", parents: ["public.font"])
    /// OpenType fonts.
    public static let otf = UTType(id: "public.opentype-font", ext: "otf", parents: ["public.font"])
    /// Any audiovisual content.
    public static let audiovisualContent = UTType(id: "public.audiovisual-content", parents: ["public.data", "public.content"])
    /// Any movie.
    public static let movie = UTType(id: "public.movie", parents: ["public.audiovisual-content"])
    /// Any video.
    public static let video = UTType(id: "public.video", parents: ["public.movie"])
    /// Any audio.
    public static let audio = UTType(id: "public.audio", parents: ["public.audiovisual-content"])
    /// A ZIP archive.
    public static let zip = UTType(id: "public.zip-archive", ext: "zip", parents: ["public.data"])

    static let known: [UTType] = [.item, .content, .data, .folder, .directory, .text, .plainText, .utf8PlainText,
                                  .commaSeparatedText, .json, .yaml, .xml, .url, .fileURL, .image, .png, .jpeg, .heic, .pdf,
                                  .audiovisualContent, .movie, .video, .audio, .zip]
}
