/// More initializers of existing controls that real files use, drawing as the basic forms do:
/// menus with a symbol or a primary action (closed, the label as a button), the iOS 13
/// slider with value labels, and `menuIndicator` (the engine's closed menus draw no
/// indicator, so hiding it changes nothing) (docs/ARCHITECTURE.md §5.19).

extension Menu where Label == SwatchRaster.Label<Text, Image> {
    /// A menu titled with a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwatchRaster.Label { Text(titleKey) } icon: { Image(systemName: systemImage) } }
    }
    /// A menu titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwatchRaster.Label(title, systemImage: systemImage) }
    }
    /// A menu with a symbol whose tap runs `primaryAction` (a long press opens it); closed in a still.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }
}

extension Menu {
    /// A menu whose tap runs `primaryAction` (a long press opens it); closed in a still.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// A titled menu whose tap runs `primaryAction`; closed in a still.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A titled menu whose tap runs `primaryAction`; closed in a still.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension View {
    /// Shows or hides the indicator of menus inside; the engine's closed menus have none.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Runs `action` on a long press, reporting pressing (the iOS 13 argument order); never in a still.
    @available(iOS, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)")
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View { self }
}

extension Slider {
    /// The iOS 13 slider with value labels as views.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: nil), label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
    /// The iOS 13 stepped slider with value labels as views.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: Double(step)), label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}
