import SwatchRaster

/// UIKit's color object, as SwiftUI code passes it to `Color(_:)` and `Color(uiColor:)`.
///
/// It holds an engine `Color`, so a system color stays dynamic (`UIColor.label` is black in
/// light mode and white in dark) and a component color stays what it was made from
/// (docs/ARCHITECTURE.md §2.7). A class, like UIKit's, so `UIColor.red` is an object, and an
/// `NSObject` as UIKit's is: Core Data's generated classes type a transformable attribute as
/// `NSObject?`, and apps store a `UIColor` in it (LeitnerBox's tags).
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    // @unchecked: immutable after init (`color` is a `let` of a Sendable value).
    /// The engine color this object stands for.
    public let color: Color

    /// A color for an engine `Color` (UIKit's `init(_ color: Color)`, iOS 14).
    public init(_ color: Color) {
        self.color = color
        super.init()
    }

    // The initializers an extension calls on `Self` are `required`, as Objective-C's are in
    // effect on iOS: `static var background: Self { Self(red: …) }` and
    // `Self { traits in … }` in a `UIColor` extension (Critical Maps' style guide) compile
    // there, and Swift allows `Self(…)` only with a required initializer.

    /// A color from sRGB components in 0...1, as UIKit's `init(red:green:blue:alpha:)`.
    public required convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// The color of a `#colorLiteral(red:green:blue:alpha:)` (sRGB components): Xcode's
    /// color-well literals are `UIColor`s in UIKit code, and `Color(#colorLiteral(…))` takes
    /// one (SwiftTermApp's button colors).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A gray of `white` (0 black, 1 white), as UIKit's `init(white:alpha:)`.
    public required convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A color from hue, saturation and brightness in 0...1, as UIKit's
    /// `init(hue:saturation:brightness:alpha:)`.
    public required convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A color from an asset catalog's `<name>.colorset` in the main bundle, or `nil` when
    /// there is none, as UIKit's `init?(named:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// A color from an asset catalog's `<name>.colorset` in `bundle` (the main bundle when
    /// nil), or `nil` when there is none. (UIKit's also takes a trait collection; the
    /// engine resolves appearance at render time instead.)
    public convenience init?(named name: String, in bundle: Bundle?) {
        let color = Color(name, bundle: bundle)
        guard color != .clear || name == "clear" else { return nil }
        self.init(color)
    }

    /// UIKit's full form, as SwiftGen's generated asset code calls it; appearance is resolved
    /// at render time, so the trait collection is not needed.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle)
    }

    /// The same color at `alpha`, as UIKit's `withAlphaComponent(_:)`. The engine multiplies
    /// opacities, so this is exact for opaque colors (the common case) and scales a
    /// translucent one's alpha instead of replacing it.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    /// A color of a Core Graphics color's sRGB components, as UIKit's `init(cgColor:)`.
    public required convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// A color that the app computes per trait collection, as UIKit's
    /// `init(dynamicProvider:)`: the provider is asked once for each of the four appearances a
    /// still can have (light, dark, each at normal and high contrast), and the color takes the
    /// matching answer wherever it is drawn. Apps mix asset colors this way (pilgrim's
    /// seasonal palette).
    public required convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let variants = Appearance.allCases.map { appearance in
            dynamicProvider(UITraitCollection(appearance)).color.resolve(in: appearance)
        }
        self.init(Color(light: variants[0], dark: variants[1], lightHighContrast: variants[2], darkHighContrast: variants[3]))
    }

    /// Two colors are equal when they hold the same engine color (NSObject's `==` asks this).
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    /// The engine color's hash.
    open override var hash: Int { color.hashValue }
    /// The engine color's description.
    open override var description: String { "UIColor(\(color))" }
}

extension Color {
    /// A SwiftUI color from a UIKit color: `Color(uiColor: .systemBackground)` (iOS 15).
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A SwiftUI color from a UIKit color: `Color(.white)`, `Color(UIColor.systemGray6)`.
    ///
    /// Disfavored so that names both types have (`Color(.secondarySystemBackground)`) pick
    /// the engine's `SystemColor`, which is the same color; names only UIKit has
    /// (`Color(.white)`, `Color(.red)`) come here and mean UIKit's fixed components.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

extension UIColor {
    /// The color as a Core Graphics color, resolved in the light appearance (a `CGColor` is
    /// not dynamic, as on iOS, where it takes the current trait collection's value).
    public var cgColor: CGColor {
        let resolved = color.resolve(in: .light)
        return CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.alpha))
    }
}

extension UIColor {
    /// The color of an asset-catalog color resource, as UIKit's `init(resource:)` (iOS 17),
    /// which Xcode's generated `UIColor.brandPrimary` symbols call.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

/// What a color literal is where nothing says otherwise: UIKit's choice on iOS.
public typealias _ColorLiteralType = UIColor
