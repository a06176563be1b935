import Foundation
import os
import XCTest

/// Code under `#if canImport(os)` means Apple's platforms and calls dyld's image list
/// (xctest-dynamic-overlay's issue reporter, which every Point-Free package depends on): the
/// list is the process's mapped files, the executable first.
final class DyldImagesTests: XCTestCase {
    func testTheImagesAreTheExecutableAndItsLibraries() throws {
        let count = _dyld_image_count()
        XCTAssertGreaterThan(count, 1, "the test runner and at least libc")
        let names = (0..<count).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
        XCTAssertEqual(names.count, Int(count))
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix("/") })
        XCTAssertTrue(names.contains { $0.contains("libc.so") || $0.contains("libc-") }, "\(names)")
        XCTAssertTrue(names.first?.hasSuffix(".xctest") == true || names.first.map { FileManager.default.isExecutableFile(atPath: $0) } == true)
        XCTAssertNotNil(_dyld_get_image_header(0))
        XCTAssertNil(_dyld_get_image_name(count), "past the last image")
        XCTAssertNil(_dyld_get_image_header(count))
    }
}
