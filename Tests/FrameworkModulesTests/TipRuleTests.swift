import SwiftUI
@testable import TipKit
import XCTest

// Construct's tip, as written on a Mac: `#Rule` on a parameter and on an event, the event made
// with `Tips.Event(id:)` outside any tip's scope (it failed with "generic parameter
// 'DonationInfo' could not be inferred", and the rules with "no macro named 'Rule'").
// Construct declares `@Parameter static var runningEncounterCount`, which builds in Swift 5
// mode only (Tips.Parameter's note); this target is Swift 6, so the parameter is spelled as
// its projected value, the same `Tips.Parameter` that `#Rule(Self.$…)` receives.
private struct EncounterTip: Tip {
    static let runningEncounterCount = Tips.Parameter(wrappedValue: 0)
    static let viewedNormalMode = Tips.Event(id: "viewedNormalModeForRules")

    var title: Text { Text("Need more encounters?") }

    var rules: [Rule] {
        #Rule(Self.runningEncounterCount) { $0 >= 3 }
        #Rule(Self.viewedNormalMode) { $0.donations.count == 0 }
    }
}

final class TipRuleTests: XCTestCase {
    func testRulesWatchTheirParameterAndEvent() async {
        let tip = EncounterTip()
        XCTAssertEqual(tip.rules.map { $0.isSatisfied() }, [false, true])
        EncounterTip.runningEncounterCount.wrappedValue = 3
        XCTAssertEqual(tip.rules.map { $0.isSatisfied() }, [true, true])
        await EncounterTip.viewedNormalMode.donate()
        XCTAssertEqual(tip.rules.map { $0.isSatisfied() }, [true, false])
        let completed = expectation(description: "donated")
        EncounterTip.viewedNormalMode.sendDonation { completed.fulfill() }
        await fulfillment(of: [completed], timeout: 5)
        XCTAssertEqual(EncounterTip.viewedNormalMode.donations.count, 2)
    }
}
