import Foundation

/// Foundation's `ListFormatter` ("Apples, Pears, and Figs"), which swift-corelibs-foundation
/// does not have. The text comes from swift-foundation's ICU-backed `ListFormatStyle`, so the
/// separators are the locale's, as Apple's are.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The language; en_US unless set, so that output never depends on the machine.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// How each item is written; `description` when nil.
    open var itemFormatter: Formatter?

    /// A formatter for the en_US locale.
    public override init() { super.init() }
    /// Decoding is not supported on Linux; the defaults are used.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined as a list in the default locale: "A, B, and C".
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` joined as a list, each written by `itemFormatter` or as its description.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? (item as? String) ?? "\(item)" }
        var style = ListFormatStyle<StringStyle, [String]>(memberStyle: StringStyle())
        style.locale = locale ?? Locale(identifier: "en_US")
        return style.format(strings)
    }

    /// An array said as a list; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    /// The identity style for list members that are already strings.
    struct StringStyle: FormatStyle {
        func format(_ value: String) -> String { value }
    }
}
