import Foundation

/// A custom share-sheet activity. A share sheet is never presented in a still, so an
/// activity is only ever constructed and handed to `UIActivityViewController`.
open class UIActivity: NSObject {
    /// An activity; subclasses say what it does.
    public override init() { super.init() }

    /// The kind of an activity: UIKit's `UIActivity.ActivityType`, which apps compare and
    /// exclude from a share sheet (`excludedActivityTypes`).
    public struct ActivityType: Hashable, Equatable, RawRepresentable, Sendable {
        /// The kind's identifier.
        public let rawValue: String
        /// A kind with this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A kind with this identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to X (Twitter).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posts to Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sends a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigns an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posts to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posts to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posts to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Shares with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}

/// What a share sheet asks an app's object for the items to share: UIKit's
/// `UIActivityItemSource`. Apps pass one to `UIActivityViewController(activityItems:…)`;
/// nothing asks it in a still, but the conformance must build. The optional methods
/// (subject, link metadata, thumbnail) are the conforming type's own.
public protocol UIActivityItemSource: NSObjectProtocol {
    /// A stand-in of the item's type, asked before the activity is chosen.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
}
