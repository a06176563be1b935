/// The iOS 17 `image: ImageResource` initializers of the labelled controls: the same label
/// as `systemImage:` with an asset-catalog image (Xcode's generated `ImageResource` symbols,
/// §2.9) as the icon. Each draws as its `systemImage:` form does.

extension Button where Label == SwatchRaster.Label<Text, Image> {
    /// A button labelled with a title and an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { SwatchRaster.Label(title: title, resource: image) }
    }

    /// A button with a role, labelled with a title and an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwatchRaster.Label(title: title, resource: image) }
    }
}

extension Menu where Label == SwatchRaster.Label<Text, Image> {
    /// A menu labelled with a title and an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwatchRaster.Label(title: title, resource: image) }
    }

    /// A menu with a primary action (not run in a still), labelled with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title, image: image, content: content)
    }
}

extension Toggle where Label == SwatchRaster.Label<Text, Image> {
    /// A toggle labelled with a title and an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwatchRaster.Label(title: title, resource: image) }
    }
}

extension ControlGroup {
    /// A group titled with a string and an asset-catalog image.
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, SwatchRaster.Label<Text, Image>> {
        self.init(content: content) { SwatchRaster.Label(title: title, resource: image) }
    }
}

extension ContentUnavailableView where Label == SwatchRaster.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, an asset-catalog image and an optional description.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, description: Text? = nil) {
        self.init(label: { SwatchRaster.Label(title: title, resource: image) }, description: { description })
    }
}
