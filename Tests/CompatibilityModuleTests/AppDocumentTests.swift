import MapKit
@testable import SwatchRaster
import SwiftUI
import UIKit
import UniformTypeIdentifiers
import XCTest

// Sprite Catalog's documents and iCloud folder (issue 46): a FileDocument read from and
// written to a FileWrapper, fileExporter with documents, and a metadata query that gathers
// nothing without iCloud.

private struct ImageDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.png] }
    let image: UIImage
    let filename: String
    init(image: UIImage, filename: String) {
        self.image = image
        self.filename = filename
    }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let image = UIImage(data: data) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.image = image
        filename = configuration.file.filename ?? "Sprite"
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let wrapper = FileWrapper(regularFileWithContents: image.pngData() ?? Data())
        wrapper.filename = filename
        return wrapper
    }
}

private final class Flag: @unchecked Sendable {
    // @unchecked: set by a notification observer that never runs.
    var isSet = false
}

private struct Exporter: View {
    @State private var showingExport = false
    let documents: [ImageDocument]
    var body: some View {
        Color.green.frame(width: 10, height: 10)
            .fileExporter(isPresented: $showingExport, documents: documents, contentType: .png) { _ in }
    }
}

final class AppDocumentTests: XCTestCase {
    func testADocumentRoundTripsThroughAFileWrapper() throws {
        let image = try MainActor.assumeIsolated { try XCTUnwrap(ImageRenderer(content: Color.red.frame(width: 2, height: 3)).uiImage) }
        let document = ImageDocument(image: image, filename: "red.png")
        XCTAssertEqual(ImageDocument.writableContentTypes, [.png], "the readable types by default")
        let wrapper = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: .png, existingFile: nil))
        XCTAssertTrue(wrapper.isRegularFile)
        let read = try ImageDocument(configuration: FileDocumentReadConfiguration(contentType: .png, file: wrapper))
        XCTAssertEqual(read.image.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(read.filename, "red.png")

        let folder = FileWrapper(directoryWithFileWrappers: [:])
        XCTAssertEqual(folder.addRegularFile(withContents: Data([1]), preferredFilename: "a.txt"), "a.txt")
        XCTAssertEqual(folder.addRegularFile(withContents: Data([2]), preferredFilename: "a.txt"), "2 a.txt")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try folder.write(to: root, options: .atomic, originalContentsURL: nil)
        let reread = try FileWrapper(url: root)
        XCTAssertTrue(reread.isDirectory)
        XCTAssertEqual(reread.fileWrappers?["2 a.txt"]?.regularFileContents, Data([2]))
    }

    func testFileExporterDrawsTheViewUnchanged() throws {
        try MainActor.assumeIsolated {
            let plain = try ImageRenderer(content: Color.green.frame(width: 10, height: 10)).render().pixels
            XCTAssertEqual(try ImageRenderer(content: Exporter(documents: [])).render().pixels, plain)
        }
    }

    func testAMetadataQueryGathersNothingWithoutICloud() {
        let query = NSMetadataQuery()
        query.searchScopes = [NSMetadataQueryUbiquitousDataScope]
        query.notificationBatchingInterval = 1
        let finished = Flag()
        let observer = NotificationCenter.default.addObserver(forName: .NSMetadataQueryDidFinishGathering, object: query, queue: nil) { _ in finished.isSet = true }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertTrue(query.start())
        XCTAssertTrue(query.isGathering)
        XCTAssertTrue(query.results.isEmpty)
        XCTAssertFalse(finished.isSet, "no iCloud answers in a still")
        query.stop()
        XCTAssertTrue(query.isStopped)
        XCTAssertNil(FileManager.default.url(forUbiquityContainerIdentifier: nil))
    }

    func testDroppedItemsCarryNothingAndAMapReaderConvertsNothing() throws {
        let provider = NSItemProvider()
        let answer = Flag()
        provider.loadItem(forTypeIdentifier: "public.file-url", options: nil) { item, error in
            answer.isSet = item == nil && error != nil
        }
        XCTAssertTrue(answer.isSet, "no item: an error at once")

        try MainActor.assumeIsolated {
            let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
            let reader = MapReader { proxy in
                Color.blue.frame(width: 8, height: 8)
                    .overlay { Text(proxy.convert(coordinate, to: .local) == nil ? "" : "point") }
            }
            XCTAssertEqual(try ImageRenderer(content: reader).render().pixels,
                           try ImageRenderer(content: Color.blue.frame(width: 8, height: 8)).render().pixels)
            let tapped = Flag()
            _ = try ImageRenderer(content: MapReader { proxy in
                let _ = (tapped.isSet = proxy.convert(CGPoint(x: 1, y: 1), from: .global) == nil)
                Color.clear.frame(width: 2, height: 2)
            }).render()
            XCTAssertTrue(tapped.isSet, "no coordinate under a point of the placeholder map")
        }
    }
}
