import SwatchRaster

/// UIKit's light or dark interface style, a trait of every collection.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIKit's contrast setting, a trait of every collection.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// The interface style as a trait definition (UIKit's iOS 17 system trait), so that a
/// collection can carry it and `registerForTraitChanges` can name it.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified until a collection sets it.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    /// The style decides how dynamic colors resolve.
    public static var affectsColorAppearance: Bool { true }
}

/// The contrast as a trait definition.
struct AccessibilityContrastTrait: UITraitDefinition {
    static var defaultValue: UIAccessibilityContrast { .unspecified }
    static var affectsColorAppearance: Bool { true }
}

extension UITraitCollection {
    /// Light or dark; unspecified in a collection nobody set it on.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// Normal or high contrast; unspecified in a collection nobody set it on.
    public var accessibilityContrast: UIAccessibilityContrast { self[AccessibilityContrastTrait.self] }

    /// A collection with only `userInterfaceStyle` set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: [ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle])
    }
    /// A collection with only `accessibilityContrast` set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(values: [ObjectIdentifier(AccessibilityContrastTrait.self): accessibilityContrast])
    }

    /// The collection of one of the engine's four appearances.
    convenience init(_ appearance: Appearance) {
        self.init(values: [
            ObjectIdentifier(UITraitUserInterfaceStyle.self): appearance.colorScheme == .dark ? UIUserInterfaceStyle.dark : .light,
            ObjectIdentifier(AccessibilityContrastTrait.self): appearance.contrast == .increased ? UIAccessibilityContrast.high : .normal,
        ])
    }
}

extension UIColor {
    /// The color as it looks in `traitCollection`: fixed in its appearance (light unless the
    /// collection says dark; normal contrast unless it says high).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let appearance = Appearance(colorScheme: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
                                    contrast: traitCollection.accessibilityContrast == .high ? .increased : .standard)
        let rgba = color.resolve(in: appearance)
        return UIColor(Color(light: rgba))
    }
}
