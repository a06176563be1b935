import Foundation

/// `ShareLink`'s iOS 16 initializers for several `items` and for item previews. A closed share
/// link draws only its label, so the items and previews are accepted and not read; the
/// standard label is "Share" with the share symbol, as for a single item.

extension ShareLink {
    /// A share link for several items with previews and a custom label.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: "", subject: subject, message: message, label: label)
    }

    /// A share link for several URLs or strings with a custom label.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: "", subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == SwatchRaster.Label<Text, Image> {
    /// A share link for several items with previews and the standard label.
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: "", subject: subject, message: message)
    }

    /// A share link titled `title` for several items with previews.
    public init<S: StringProtocol, Data: RandomAccessCollection, PreviewImage, PreviewIcon>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(title, item: URL(fileURLWithPath: "/"), subject: subject, message: message)
    }

    /// A share link for several URLs or strings with the standard label.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(item: "", subject: subject, message: message)
    }

    /// A share link titled `title` for several URLs or strings.
    public init<S: StringProtocol, Data: RandomAccessCollection>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(title, item: URL(fileURLWithPath: "/"), subject: subject, message: message)
    }
}

/// The standard share link label: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
    /// The standard label.
    public var body: some View { SwatchRaster.Label("Share", systemImage: "square.and.arrow.up") }
}
