import Foundation

/// One item an app offers Spotlight: its identifier, its domain and what a result shows.
open class CSSearchableItem: NSObject, @unchecked Sendable {
    /// The identifier the app finds the item by again; a UUID unless one is given.
    open var uniqueIdentifier: String
    /// The group the item belongs to, for deleting a group at once.
    open var domainIdentifier: String?
    /// When the item leaves the index (Apple's default: a month after indexing).
    open var expirationDate: Date?
    /// What a result shows.
    open var attributeSet: CSSearchableItemAttributeSet
    /// Whether an item of the same identifier already indexed is updated rather than replaced.
    open var isUpdate = false

    /// An item with `uniqueIdentifier` (a UUID when nil) in `domainIdentifier`.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }

    /// An item with a generated identifier and empty attributes.
    public override convenience init() {
        self.init(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
    }
}
