import Dispatch
import FoundationNetworkingGaps
import XCTest

/// Nuke's image cache registers for memory pressure when it starts: the source must exist and
/// act as a source (handlers, resume, cancel) while no event ever comes.
final class MemoryPressureSourceTests: XCTestCase {
    func testTheSourceIsMadeWithItsMaskAndCancelsLikeAnyOther() {
        // Reached through FoundationNetworkingGaps, as app files and patched copies reach it.
        let source: DispatchSourceMemoryPressure = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .global())
        XCTAssertEqual(source.mask, [.warning, .critical])
        var fired = false
        source.setEventHandler { fired = true }
        let cancelled = expectation(description: "the cancel handler runs")
        source.setCancelHandler { cancelled.fulfill() }
        source.resume()
        XCTAssertFalse(source.isCancelled)
        source.cancel()
        wait(for: [cancelled], timeout: 5)
        XCTAssertTrue(source.isCancelled)
        XCTAssertFalse(fired, "no memory pressure is ever reported here")
        XCTAssertEqual(source.data, [])
        // Apple's flag values (dispatch/source.h).
        XCTAssertEqual(DispatchSource.MemoryPressureEvent.all.rawValue, 0x7)
        XCTAssertEqual(DispatchSource.MemoryPressureEvent.warning.rawValue, 0x2)
    }
}
