import XCTest

/// XCTest spelling of `verifySnapshot`: records a failure (with the reference, new and diff
/// paths) instead of throwing.
public func assertSnapshot<V: View>(of view: V, named name: String? = nil, options: SnapshotOptions = SnapshotOptions(),
                                    file: StaticString = #filePath, function: String = #function, line: UInt = #line) {
    do {
        try verifySnapshot(of: view, named: name, options: options, file: file, function: function)
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

/// XCTest spelling of `verifySnapshots(of:named:matrix:)`: one line records or checks a view on
/// every device × appearance × variant; each failed combination is its own failure.
public func assertSnapshots<V: View>(of view: V, named name: String, matrix: SnapshotMatrix = SnapshotMatrix(),
                                     options: SnapshotOptions = SnapshotOptions(),
                                     file: StaticString = #filePath, line: UInt = #line) {
    for combination in matrix.combinations(named: name, options: options) {
        do {
            try verifySnapshot(of: view, named: combination.name, options: combination.options, file: file)
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }
}
