@testable import SwatchRaster
import Foundation
import XCTest

/// `onDrag`/`onDrop` with `DropDelegate`: compile as on iOS, draw nothing and run nothing.
final class DragAndDropTests: XCTestCase {
    private final class Calls: @unchecked Sendable { var count = 0 }
    private struct Delegate: DropDelegate {
        let calls: Calls
        func performDrop(info: DropInfo) -> Bool { calls.count += 1; return true }
    }

    func testDragAndDropDrawNothingAndRunNothing() throws {
        let calls = Calls()
        let base = Color.blue.frame(width: 20, height: 20)
        let dressed = base
            .onDrag { calls.count += 1; return NSItemProvider(object: "card" as NSString) }
            .onDrop(of: ["public.text"], isTargeted: nil) { _ in calls.count += 1; return true }
            .onDrop(of: ["public.text"], isTargeted: .constant(false)) { _, _ in calls.count += 1; return true }
            .onDrop(of: ["public.text"], delegate: Delegate(calls: calls))
        XCTAssertEqual(try render(dressed).pixelHash, try render(base).pixelHash)
        XCTAssertEqual(calls.count, 0)
    }

    func testDelegateDefaultsAndDropInfo() {
        let calls = Calls()
        let delegate = Delegate(calls: calls)
        let info = DropInfo(location: CGPoint(x: 3, y: 4), providers: [NSItemProvider(object: "a" as NSString)])
        XCTAssertTrue(delegate.validateDrop(info: info))
        XCTAssertNil(delegate.dropUpdated(info: info))
        XCTAssertTrue(info.hasItemsConforming(to: ["public.utf8-plain-text"]))
        XCTAssertFalse(info.hasItemsConforming(to: ["public.image"]))
        XCTAssertEqual(DropProposal(operation: .move).operation, .move)
    }
}
