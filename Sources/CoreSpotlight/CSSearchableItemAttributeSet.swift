import Foundation
import UniformTypeIdentifiers

/// What Spotlight shows for an item: its type, title, description and keywords. A still never
/// shows a search result, but the app's code that builds these (Harbour's containers and
/// stacks) runs unchanged, and what it set reads back.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The item's uniform type identifier.
    open var contentType: String?
    /// The title shown in a result.
    open var title: String?
    /// The name shown in a result, when it differs from the title.
    open var displayName: String?
    /// The text shown under the title.
    open var contentDescription: String?
    /// Words that find the item.
    open var keywords: [String]?
    /// A web page for the item.
    open var contentURL: URL?
    /// Image data for a result's thumbnail.
    open var thumbnailData: Data?
    /// A file URL of an image for a result's thumbnail.
    open var thumbnailURL: URL?
    /// The domain the item belongs to (for a user activity's attributes).
    open var domainIdentifier: String?
    /// A related item's identifier (for a user activity's attributes).
    open var relatedUniqueIdentifier: String?
    /// When the item was made.
    open var contentCreationDate: Date?
    /// When the item last changed.
    open var contentModificationDate: Date?
    /// The item's rank among the app's items (0 to 1).
    open var rankingHint: NSNumber?

    /// Attributes for an item of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }

    /// Attributes of no type yet.
    public override init() {
        super.init()
    }
}
