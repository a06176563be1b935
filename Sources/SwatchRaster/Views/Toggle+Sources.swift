/// `Toggle`'s iOS 16 initializers over several `sources`, each holding an `isOn` binding at a
/// key path: drawn on when every source is on (iOS draws a mixed state when they differ,
/// which the switch here draws as off); turning it on or off sets every source.

extension Toggle {
    /// One binding for all sources: on when all are on; setting writes every source.
    static func combined<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        let bindings = sources.map { $0[keyPath: isOn] }
        let value = !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue }
        return Binding(get: { value }, set: { newValue in bindings.forEach { $0.wrappedValue = newValue } })
    }

    /// A toggle over several sources, with a custom label.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: Self.combined(sources, isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle over several sources, titled by a string.
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwatchRaster.Label<Text, Image> {
    /// A toggle labelled with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwatchRaster.Label(title, systemImage: systemImage) }
    }

    /// A toggle over several sources labelled with a title and an SF Symbol.
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwatchRaster.Label(title, systemImage: systemImage) }
    }

    /// A toggle over several sources labelled with a title and an asset-catalog image.
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwatchRaster.Label(title: title, resource: image) }
    }
}
