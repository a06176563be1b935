import SwatchRaster

extension PreviewRecord {
    /// A renderer for this preview on `device`; when none is given, on the device named by
    /// `.previewDevice` (when it is one of the presets), else iPhone 16. The traits are
    /// applied as Xcode's canvas applies them
    /// (§2.8): the device layout fills the screen with its safe area; `sizeThatFitsLayout`
    /// offers the screen and keeps the view's own size; `fixedLayout` centres the view in a
    /// container of that size. A landscape orientation turns the screen on its side.
    /// `UIScreen.main` reports the device in every layout.
    @MainActor
    public func renderer(device: DevicePreset? = nil, appearance: Appearance = .light) -> ImageRenderer<AnyView> {
        let screen = (device ?? defaultDevice).oriented(orientation)
        // Preview modifiers wrap the view, the first one outermost, as the canvas applies them.
        var view = AnyView(makeView())
        for trait in traits.reversed() {
            if case .modifier(let box) = trait.value { view = box.apply(view) }
        }
        let renderer: ImageRenderer<AnyView>
        switch layout {
        case .device:
            renderer = ImageRenderer(content: AnyView(view), appearance: appearance)
            renderer.apply(screen)
        case .sizeThatFits:
            renderer = ImageRenderer(content: AnyView(view), appearance: appearance, scale: screen.scale, proposedSize: ProposedViewSize(screen.size))
        case .fixed(let width, let height):
            renderer = ImageRenderer(content: AnyView(AnyView(view).frame(width: width, height: height)), appearance: appearance, scale: screen.scale)
        }
        renderer.device = screen
        return renderer
    }
}

extension PreviewRecord {
    /// The device the preview asks for with `.previewDevice` (any device Xcode 16 lists, by
    /// its Xcode name or our preset name), else iPhone 16, Xcode's usual preview device. A
    /// name no device has prints one warning line and renders on iPhone 16.
    public var defaultDevice: DevicePreset { DevicePreset.forPreview(device) }
}

extension DevicePreset {
    /// The device a preview renders on for `.previewDevice(device)`: the one Xcode calls so,
    /// else iPhone 16 (Xcode's usual preview device), with one warning line for a name no
    /// device has.
    public static func forPreview(_ device: PreviewDevice?) -> DevicePreset {
        guard let device else { return .iPhone16 }
        if let preset = named(device) { return preset }
        RuntimeWarnings.emit("unknown preview device \"\(device.rawValue)\": rendered on iPhone 16 (the names Xcode 16 lists are in the README's device table)")
        return .iPhone16
    }

    /// The preset an Xcode device name stands for (`"iPhone 13 mini"`, `"iPad Pro 11-inch
    /// (M4)"`, or our preset names such as `"iPhone-15-Pro-Max"`), comparing names without
    /// spaces, dashes, parentheses or case ("Xʀ" as "XR"); `nil` for any other device.
    public static func named(_ device: PreviewDevice) -> DevicePreset? { xcode(device.rawValue) }

    /// The screen turned to `orientation`: landscape swaps width and height and moves the top
    /// inset to both sides (an approximation of iOS's landscape safe area, §2.8).
    func oriented(_ orientation: InterfaceOrientation) -> DevicePreset {
        guard orientation.isLandscape else { return self }
        return DevicePreset(
            name: "\(name)-landscape", size: CGSize(width: size.height, height: size.width), scale: scale,
            safeAreaInsets: landscapeSafeAreaInsets)
    }
}
