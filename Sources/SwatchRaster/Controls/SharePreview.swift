/// `SharePreview`: the title and image the share sheet shows for a `ShareLink`'s item. The
/// sheet is never open in a still, so the preview is kept but not drawn; the link draws its
/// label as before (docs/ARCHITECTURE.md §5.19). Apple requires the image and icon to be
/// `Transferable`, which the engine does not declare, so any values are accepted.

/// The preview a share sheet shows for an item.
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled with a localized key, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }
    /// A preview titled with a string, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
    /// A preview titled with a text, with an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    /// A preview with a title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
    /// A preview with a title only.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension ShareLink {
    /// A share link for a URL with a preview and a custom label.
    public init<PreviewImage, PreviewIcon>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
    /// A share link for text with a preview and a custom label.
    public init<PreviewImage, PreviewIcon>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
    /// A share link for any other item with a preview and a custom label (Sprite Catalog
    /// shares an `Image`). Apple requires the item to be `Transferable`, which is
    /// CoreTransferable's here and out of the engine's reach, so any item is taken.
    public init<I, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: "", subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == SwatchRaster.Label<Text, Image> {
    /// A share link for a URL with a preview and the standard label.
    public init<PreviewImage, PreviewIcon>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }
    /// A share link for text with a preview and the standard label.
    public init<PreviewImage, PreviewIcon>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }
    /// A share link for any other item with a preview and the standard label.
    public init<I, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: "", subject: subject, message: message)
    }
    /// A share link titled `title` for a URL, with a preview.
    @_disfavoredOverload
    public init<S: StringProtocol, PreviewImage, PreviewIcon>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(title, item: item, subject: subject, message: message)
    }
}
