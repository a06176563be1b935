import Foundation

/// The activity type of an activity that opens a Spotlight result in the app.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key of the opened item's unique identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of an activity that continues a Spotlight search in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
/// The `userInfo` key of the continued search's text.
public let CSSearchQueryString = "kCSSearchQueryString"
