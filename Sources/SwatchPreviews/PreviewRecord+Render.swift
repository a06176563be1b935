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
        let view = makeView()
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
    /// The device the preview asks for with `.previewDevice`, when it is a preset, else
    /// iPhone 16, Xcode's usual preview device.
    public var defaultDevice: DevicePreset { device.flatMap(DevicePreset.named) ?? .iPhone16 }
}

extension DevicePreset {
    /// The preset an Xcode device name stands for (`"iPhone 15 Pro Max"` → `.iPhone15ProMax`),
    /// comparing names without spaces, dashes or case; `nil` for any other device.
    public static func named(_ device: PreviewDevice) -> DevicePreset? {
        func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        return DevicePreset.all.first { key($0.name) == key(device.rawValue) }
    }

    /// The screen turned to `orientation`: landscape swaps width and height and moves the top
    /// inset to both sides (an approximation of iOS's landscape safe area, §2.8).
    func oriented(_ orientation: InterfaceOrientation) -> DevicePreset {
        guard orientation.isLandscape else { return self }
        let side = safeAreaInsets.top
        return DevicePreset(
            name: "\(name)-landscape", size: CGSize(width: size.height, height: size.width), scale: scale,
            safeAreaInsets: EdgeInsets(top: 0, leading: side, bottom: safeAreaInsets.bottom, trailing: side))
    }
}
