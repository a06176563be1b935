// Apple's UserNotifications is an Objective-C framework built on Foundation and re-exports
// it, so a file that imports only UserNotifications can use `Date` and `DateComponents`.
@_exported import Foundation
