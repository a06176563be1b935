import AudioToolbox
import Dispatch
import Foundation
import Network
import XCTest

/// Apple's Network path monitor and System Sound Services as apps use them (issue 46: 5 sample
/// apps watch the path with NWPathMonitor — PetNote, SkyWizard, OldOS, pilgrim, Critical Maps —
/// and 5 play system sounds).
final class NetworkAndSystemSoundTests: XCTestCase {
    /// A view model's shape: the handler sets a flag before `start` returns, so the first
    /// render already shows the connected state.
    func testTheMonitorReportsOneSatisfiedWiFiPathBeforeStartReturns() {
        final class Reachability: @unchecked Sendable {
            var isConnected = false
            var isExpensive = true
            var updates = 0
        }
        let model = Reachability()
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = { path in
            model.isConnected = path.status == .satisfied
            model.isExpensive = path.isExpensive
            model.updates += 1
        }
        monitor.start(queue: DispatchQueue(label: "monitor"))
        XCTAssertTrue(model.isConnected)
        XCTAssertFalse(model.isExpensive)
        XCTAssertEqual(model.updates, 1)
        XCTAssertTrue(monitor.currentPath.usesInterfaceType(.wifi))
        XCTAssertFalse(monitor.currentPath.usesInterfaceType(.cellular))
        XCTAssertEqual(monitor.currentPath.availableInterfaces.map(\.name), ["en0"])
        monitor.cancel()
        XCTAssertNil(monitor.pathUpdateHandler)
    }

    func testAwaitingTheMonitorYieldsThePathAndEndsOnCancel() async {
        let monitor = NWPathMonitor(requiredInterfaceType: .wifi)
        var statuses: [NWPath.Status] = []
        var iterator = monitor.makeAsyncIterator()
        if let path = await iterator.next() { statuses.append(path.status) }
        monitor.cancel()
        let after = await iterator.next()
        XCTAssertEqual(statuses, [.satisfied])
        XCTAssertNil(after)
    }

    func testSystemSoundsAreSilentAndIDsAreHandedOutInOrder() {
        AudioServicesPlaySystemSound(1005)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        var done = false
        AudioServicesPlaySystemSoundWithCompletion(1104) { }
        AudioServicesPlayAlertSoundWithCompletion(kSystemSoundID_UserPreferredAlert) { }
        done = true
        XCTAssertTrue(done)
        var first: SystemSoundID = 0, second: SystemSoundID = 0
        let url = URL(fileURLWithPath: "/tmp/ding.caf")
        XCTAssertEqual(AudioServicesCreateSystemSoundID(url as CFURL, &first), 0)
        XCTAssertEqual(AudioServicesCreateSystemSoundID(url as CFURL, &second), 0)
        XCTAssertGreaterThanOrEqual(first, 4096)
        XCTAssertEqual(second, first + 1)
        XCTAssertEqual(AudioServicesDisposeSystemSoundID(first), 0)
    }
}
