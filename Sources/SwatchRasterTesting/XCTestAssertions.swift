import XCTest

/// XCTest spelling of `verifySnapshot`: records a failure (with the reference, new and diff
/// paths) instead of throwing.
public func assertSnapshot<V: View>(of view: V, named name: String, options: SnapshotOptions = SnapshotOptions(),
                                    file: StaticString = #filePath, line: UInt = #line) {
    do {
        try verifySnapshot(of: view, named: name, options: options, file: file)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest spelling of `verifyPixelHash`.
public func assertPixelHash<V: View>(of view: V, equals expected: String, options: SnapshotOptions = SnapshotOptions(),
                                     file: StaticString = #filePath, line: UInt = #line) {
    do {
        try verifyPixelHash(of: view, equals: expected, options: options)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
