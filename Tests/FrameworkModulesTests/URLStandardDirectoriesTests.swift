import Combine
import Foundation
import XCTest

/// The standard folders as `URL` members (iOS 16), which Linux's Foundation lacks. This file
/// imports nothing but Foundation and the module every app file imports implicitly, as an
/// app's model file does (Critical Maps' settings store).
final class URLStandardDirectoriesTests: XCTestCase {
    private let files = FileManager.default

    /// Each member is what the file manager answers for the user's domain.
    func testEachFolderIsTheFileManagersAnswer() {
        let answered: [(URL, FileManager.SearchPathDirectory)] = [
            (.documentsDirectory, .documentDirectory), (.cachesDirectory, .cachesDirectory),
            (.applicationSupportDirectory, .applicationSupportDirectory), (.downloadsDirectory, .downloadsDirectory),
            (.desktopDirectory, .desktopDirectory), (.moviesDirectory, .moviesDirectory), (.musicDirectory, .musicDirectory),
            (.picturesDirectory, .picturesDirectory), (.sharedPublicDirectory, .sharedPublicDirectory), (.trashDirectory, .trashDirectory),
        ]
        for (url, directory) in answered {
            XCTAssertEqual(url, files.urls(for: directory, in: .userDomainMask).first, "\(directory)")
        }
        XCTAssertEqual(URL.documentsDirectory.path, URL.homeDirectory.appendingPathComponent("Documents").path)
    }

    /// Where corelibs answers nothing, the folders stand in as on a Mac.
    func testTheFoldersLinuxDoesNotKnowStandIn() {
        XCTAssertEqual(URL.libraryDirectory.path, URL.homeDirectory.appendingPathComponent("Library").path)
        XCTAssertEqual(URL.applicationDirectory.path, URL.homeDirectory.appendingPathComponent("Applications").path)
        XCTAssertEqual(URL.userDirectory.path, URL.homeDirectory.deletingLastPathComponent().path)
        XCTAssertTrue(URL.homeDirectory.path.hasPrefix(URL.userDirectory.path))
    }

    /// `URL(for:in:appropriateFor:create:)` answers as the members do, and makes the
    /// replacement folder it is asked to.
    func testTheInitializerAnswersAsTheFileManager() throws {
        XCTAssertEqual(try URL(for: .cachesDirectory, in: .userDomainMask), URL.cachesDirectory)
        XCTAssertEqual(try URL(for: .libraryDirectory, in: .userDomainMask), URL.libraryDirectory)
        let file = URL.temporaryDirectory.appendingPathComponent("standard-directories-\(UUID()).json")
        try Data("{}".utf8).write(to: file)
        defer { try? files.removeItem(at: file) }
        let replacement = try URL(for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: file, create: true)
        defer { try? files.removeItem(at: replacement) }
        var isFolder: ObjCBool = false
        XCTAssertTrue(files.fileExists(atPath: replacement.path, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue)
    }
}
