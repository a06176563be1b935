/// `Picker`'s iOS 16–18 initializers: one picker over several `sources` (each holding a
/// selection binding at a key path), an asset-catalog `image:` label, and a
/// `currentValueLabel`. Several sources draw their shared value selected; when they differ
/// nothing is highlighted (iOS shows a mixed state). A menu picker's `currentValueLabel` is
/// not drawn: the selected option's label is, as without it (an approximation).

extension Picker {
    /// The value all sources agree on, or nil.
    static func sharedValue<C: RandomAccessCollection>(_ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>) -> SelectionValue? {
        let values = sources.map { $0[keyPath: selection].wrappedValue }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// A picker over several sources, with a custom label.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selectedValue: Self.sharedValue(sources, selection), content: content(), label: label())
    }

    /// A picker with a custom label and a label for the current value (drawn as without it).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: label)
    }

    /// A picker over several sources with a label for the current value (drawn as without it).
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content, label: label)
    }
}

extension Picker where Label == Text {
    /// A picker over several sources, titled by a string.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// A picker titled by a string, with a label for the current value (drawn as without it).
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(title, selection: selection, content: content)
    }

    /// A picker over several sources titled by a string, with a current-value label.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(title, sources: sources, selection: selection, content: content)
    }
}

extension Picker where Label == SwatchRaster.Label<Text, Image> {
    /// A picker labelled with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwatchRaster.Label(title, systemImage: systemImage) }
    }

    /// A picker over several sources labelled with a title and an SF Symbol.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwatchRaster.Label(title, systemImage: systemImage) }
    }

    /// A picker labelled with a title and an asset-catalog image.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwatchRaster.Label(title: title, resource: image) }
    }

    /// A picker over several sources labelled with a title and an asset-catalog image.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwatchRaster.Label(title: title, resource: image) }
    }

    /// A picker with a title, an SF Symbol and a current-value label (drawn as without it).
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(title, systemImage: systemImage, selection: selection, content: content)
    }

    /// A picker over several sources with a title, an SF Symbol and a current-value label.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C.Element == Binding<SelectionValue> {
        self.init(title, systemImage: systemImage, sources: sources, selection: selection, content: content)
    }

    /// A picker with a title, an asset-catalog image and a current-value label.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(title, image: image, selection: selection, content: content)
    }

    /// A picker over several sources with a title, an asset-catalog image and a current-value label.
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C.Element == Binding<SelectionValue> {
        self.init(title, image: image, sources: sources, selection: selection, content: content)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a title and an asset-catalog image (the `image: ImageResource` controls' label).
    init<S: StringProtocol>(title: S, resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
