import Foundation
@testable import SwatchRaster
import XCTest

/// A document type written as on a Mac: reads and writes through `FileWrapper`.
private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""

    init(initialText: String = "") { text = initialText }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let wrapper = FileWrapper(regularFileWithContents: Data(text.utf8))
        wrapper.preferredFilename = "Note.txt"
        return wrapper
    }
}

private struct Editor: View {
    @State private var exporting = false
    let document: TextFile
    var body: some View {
        Text(verbatim: document.text)
            .padding()
            .fileExporter(isPresented: $exporting, document: document, contentType: .plainText, defaultFilename: "Note") { _ in }
    }
}

/// A document-based app's scene, as on a Mac.
private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            Editor(document: file.document)
        }
    }
}

/// Issue 46: `FileWrapper` (absent from swift-corelibs-foundation) and SwiftUI's document
/// types cost Sprite Catalog its image and font documents and every file built on them.
final class FileDocumentTests: XCTestCase {
    func testFileWrapperFoldersAndFiles() throws {
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        XCTAssertTrue(folder.isDirectory)
        XCTAssertFalse(folder.isRegularFile)
        let name = folder.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt")
        XCTAssertEqual(name, "2 a.txt", "a taken name is made unique")
        XCTAssertEqual(folder.fileWrappers?.keys.sorted(), ["2 a.txt", "a.txt"])
        XCTAssertEqual(folder.fileWrappers?["a.txt"]?.regularFileContents, Data("A".utf8))
        XCTAssertEqual(folder.fileWrappers?["a.txt"]?.filename, "a.txt")

        // Written to disk and read back, the tree is the same.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filewrapper-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: url) }
        try folder.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        XCTAssertTrue(read.isDirectory)
        XCTAssertEqual(read.fileWrappers?["2 a.txt"]?.regularFileContents, Data("B".utf8))
        XCTAssertEqual(read.filename, url.lastPathComponent)
        XCTAssertThrowsError(try FileWrapper(url: url.appendingPathComponent("missing")))
    }

    func testFileDocumentRoundTripsThroughItsWrapper() throws {
        let wrapper = try TextFile(initialText: "Milk, bread").fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        XCTAssertEqual(wrapper.preferredFilename, "Note.txt")
        let read = try TextFile(configuration: .init(contentType: .plainText, file: wrapper))
        XCTAssertEqual(read.text, "Milk, bread")
        XCTAssertEqual(TextFile.writableContentTypes, [.plainText], "writable types default to the readable ones")
    }

    /// `fileExporter` is never presented: the view draws exactly as without it.
    func testFileExporterDrawsNothing() throws {
        try MainActor.assumeIsolated {
            let document = TextFile(initialText: "Export me")
            let with = try ImageRenderer(content: Editor(document: document)).render()
            let without = try ImageRenderer(content: Text(verbatim: "Export me").padding()).render()
            XCTAssertEqual(with.width, without.width)
            XCTAssertEqual(with.pixelHash, without.pixelHash)
        }
    }

    /// `DocumentGroup` builds in an app's scene and keeps the editor's type.
    func testDocumentGroupScene() {
        MainActor.assumeIsolated {
            let scene = NotesApp().body
            XCTAssertTrue(String(describing: type(of: scene)).hasPrefix("DocumentGroup<"), String(describing: type(of: scene)))
        }
    }

    func testMetadataQueryFindsNothing() {
        let query = NSMetadataQuery()
        query.searchScopes = [NSMetadataQueryUbiquitousDataScope]
        XCTAssertTrue(query.start())
        XCTAssertTrue(query.isStarted)
        XCTAssertEqual(query.resultCount, 0)
        query.stop()
        XCTAssertTrue(query.isStopped)
        XCTAssertEqual(Notification.Name.NSMetadataQueryDidFinishGathering.rawValue, "NSMetadataQueryDidFinishGatheringNotification")
    }
}
