import CoreSpotlight
import Foundation
import SwiftUI
import UniformTypeIdentifiers
import XCTest

/// Core Spotlight as Harbour indexes its containers and stacks: items built with attribute
/// sets, indexed, deleted by identifier and by domain, and an activity's attributes; Apple's
/// constant strings for the activities that open a result.
final class CoreSpotlightTests: XCTestCase {
    private func item(_ id: String, domain: String?) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .url)
        attributes.title = "Container \(id)"
        attributes.contentDescription = id
        return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
    }

    func testIndexingReplacesByIdentifierAndDeletesByDomainAndSubdomain() async throws {
        let index = CSSearchableIndex(name: "containers")
        try await index.indexSearchableItems([item("a", domain: "container"), item("b", domain: "stack"), item("c", domain: "container.sub")])
        XCTAssertEqual(index.items.map(\.uniqueIdentifier), ["a", "b", "c"])
        XCTAssertEqual(index.items.first?.attributeSet.contentType, "public.url")
        let renamed = item("a", domain: "container")
        renamed.attributeSet.title = "renamed"
        try await index.indexSearchableItems([renamed])
        XCTAssertEqual(index.items.map(\.attributeSet.title), ["renamed", "Container b", "Container c"])
        try await index.deleteSearchableItems(withDomainIdentifiers: ["container"])
        XCTAssertEqual(index.items.map(\.uniqueIdentifier), ["b"], "a domain takes its subdomains along")
        try await index.deleteSearchableItems(withIdentifiers: ["b", "missing"])
        XCTAssertTrue(index.items.isEmpty)
        XCTAssertTrue(CSSearchableIndex.default().items.isEmpty, "a named index is not the default one")
    }

    func testTheCompletionHandlerRunsAndDeleteAllEmptiesTheIndex() {
        let index = CSSearchableIndex(name: "all")
        index.indexSearchableItems([item("x", domain: nil)])
        let done = expectation(description: "completion")
        index.deleteAllSearchableItems { error in
            XCTAssertNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
        XCTAssertTrue(index.items.isEmpty)
    }

    func testAnItemWithoutAnIdentifierGetsAUUIDAndAnActivityKeepsItsAttributes() {
        let generated = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
        XCTAssertNotNil(UUID(uuidString: generated.uniqueIdentifier))
        let activity = NSUserActivity(activityType: "app.details")
        XCTAssertNil(activity.contentAttributeSet)
        let attributes = CSSearchableItemAttributeSet()
        attributes.contentType = "app.container"
        attributes.title = "web"
        activity.contentAttributeSet = attributes
        XCTAssertEqual(activity.contentAttributeSet?.title, "web")
        XCTAssertNil(NSUserActivity(activityType: "other").contentAttributeSet)
        // The values iOS puts in the activities it hands the app (Objective-C apps compare the strings).
        XCTAssertEqual(CSSearchableItemActionType, "com.apple.corespotlightitem")
        XCTAssertEqual(CSQueryContinuationActionType, "com.apple.corespotlightquerycontinuation")
        XCTAssertEqual(CSSearchableItemActivityIdentifier, "kCSSearchableItemActivityIdentifier")
        XCTAssertEqual(CSSearchQueryString, "kCSSearchQueryString")
    }

    /// Harbour's debug screen deletes every saved activity and waits for the handler; a still
    /// saves none, so both forms finish at once rather than leaving the caller waiting.
    func testDeletingSavedActivitiesFinishes() async {
        let all = expectation(description: "all deleted")
        NSUserActivity.deleteAllSavedUserActivities { all.fulfill() }
        let some = expectation(description: "some deleted")
        let identifiers: [NSUserActivityPersistentIdentifier] = ["app.details"]
        NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: identifiers) { some.fulfill() }
        await fulfillment(of: [all, some], timeout: 1)
        await NSUserActivity.deleteAllSavedUserActivities()
        await NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: identifiers)
    }
}
