import SwatchRaster

/// UIKit's size classes: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

struct HorizontalSizeClassTrait: UITraitDefinition {
    static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

struct VerticalSizeClassTrait: UITraitDefinition {
    static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

struct UserInterfaceIdiomTrait: UITraitDefinition {
    static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}

struct DisplayScaleTrait: UITraitDefinition {
    static var defaultValue: CGFloat { 0 }
}

extension UITraitCollection {
    /// The horizontal size class; unspecified unless set (a screen's says its device's).
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[HorizontalSizeClassTrait.self] }
    /// The vertical size class; unspecified unless set.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[VerticalSizeClassTrait.self] }
    /// The idiom of the device; unspecified unless set.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UserInterfaceIdiomTrait.self] }
    /// Pixels per point; 0 unless set.
    public var displayScale: CGFloat { self[DisplayScaleTrait.self] }

    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: [ObjectIdentifier(HorizontalSizeClassTrait.self): horizontalSizeClass])
    }
    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: [ObjectIdentifier(VerticalSizeClassTrait.self): verticalSizeClass])
    }

    /// The traits of `device` in portrait, as its screen reports them: an iPad is regular both
    /// ways, an iPhone compact wide and regular tall (Apple's "Device size classes" table, in
    /// the Human Interface Guidelines' Layout page), in the light style.
    static func screen(of device: DevicePreset) -> UITraitCollection {
        let pad = device.name.hasPrefix("iPad")
        return UITraitCollection(values: [
            ObjectIdentifier(HorizontalSizeClassTrait.self): pad ? UIUserInterfaceSizeClass.regular : .compact,
            ObjectIdentifier(VerticalSizeClassTrait.self): UIUserInterfaceSizeClass.regular,
            ObjectIdentifier(UserInterfaceIdiomTrait.self): pad ? UIUserInterfaceIdiom.pad : .phone,
            ObjectIdentifier(DisplayScaleTrait.self): device.scale,
            ObjectIdentifier(UITraitUserInterfaceStyle.self): UIUserInterfaceStyle.light,
        ])
    }
}

extension UIScreen {
    /// The screen's traits: its device's size classes, idiom and scale.
    public var traitCollection: UITraitCollection { UITraitCollection.screen(of: RenderScreen.current) }
}
