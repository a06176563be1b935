import Foundation

/// The system pasteboard: UIKit's `UIPasteboard`, as copy buttons use it
/// (`UIPasteboard.general.string = text`). There is no system pasteboard on Linux, so this one
/// lives in memory for the run: what is copied can be read back, as on a device, and nothing
/// reaches another app. Items are keyed by type identifier as on iOS (`public.utf8-plain-text`,
/// `public.url`, `public.png`).
open class UIPasteboard: @unchecked Sendable {
    // @unchecked: every read and write goes through `lock`.
    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var changes = 0

    /// The pasteboard copy and paste use.
    public static let general = UIPasteboard()
    /// The pasteboard's name.
    public let name: UIPasteboard.Name

    init(name: UIPasteboard.Name = .general) { self.name = name }

    /// A pasteboard's name: UIKit's `UIPasteboard.Name`.
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// The name `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let pngType = "public.png"

    /// The items, each a dictionary from type identifier to value; setting them replaces the
    /// contents and counts one change.
    open var items: [[String: Any]] {
        get { lock.withLock { storedItems } }
        set { lock.withLock { storedItems = newValue; changes += 1 } }
    }
    /// How many times the contents changed in this run.
    open var changeCount: Int { lock.withLock { changes } }
    /// The number of items.
    open var numberOfItems: Int { items.count }

    private func values<T>(_ type: String, as _: T.Type) -> [T] { items.compactMap { $0[type] as? T } }
    private func set(_ type: String, _ values: [Any]?) { items = (values ?? []).map { [type: $0] } }

    /// The first item's text.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The items' texts, or nil when there are none.
    open var strings: [String]? {
        get { let found = values(Self.textType, as: String.self); return found.isEmpty ? nil : found }
        set { set(Self.textType, newValue) }
    }
    /// The first item's URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The items' URLs, or nil when there are none.
    open var urls: [URL]? {
        get { let found = values(Self.urlType, as: URL.self); return found.isEmpty ? nil : found }
        set { set(Self.urlType, newValue) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The items' images, or nil when there are none.
    open var images: [UIImage]? {
        get { let found = values(Self.pngType, as: UIImage.self); return found.isEmpty ? nil : found }
        set { set(Self.pngType, newValue) }
    }
    /// Whether an item holds text.
    open var hasStrings: Bool { strings != nil }
    /// Whether an item holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item holds an image.
    open var hasImages: Bool { images != nil }

    /// Replaces the contents with one item of `data` under `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { items = [[pasteboardType: data]] }
    /// The first item's data under `pasteboardType`.
    open func data(forPasteboardType pasteboardType: String) -> Data? { values(pasteboardType, as: Data.self).first }
    /// Replaces the contents with one item of `value` under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    /// The first item's value under `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.lazy.compactMap { $0[pasteboardType] }.first }
    /// Whether an item has a value under one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool { items.contains { item in pasteboardTypes.contains { item[$0] != nil } } }
    /// Appends `items` to the contents.
    open func addItems(_ items: [[String: Any]]) { self.items += items }
}
