import Foundation

/// SwiftUI's `SymbolVariants` (iOS 15): the fill, slash and enclosing shape SF Symbols can add
/// to a base symbol ("heart" → "heart.circle.fill"). `symbolVariant(_:)` writes the variant
/// into the environment as SwiftUI does, and `Image(systemName:)` draws the name it spells
/// (`variantName(of:)`), or the plain name when that spelling draws nothing.
public struct SymbolVariants: Hashable, Sendable {
    private enum Shape: Hashable, Sendable { case circle, square, rectangle }

    private var shape: Shape?
    private var isFilled = false
    private var isSlashed = false

    private init(shape: Shape? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
        self.shape = shape
        self.isFilled = isFilled
        self.isSlashed = isSlashed
    }

    /// No variant: the base symbol.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Struck through with a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, enclosed in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: .circle, isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant, enclosed in a square.
    public var square: SymbolVariants { SymbolVariants(shape: .square, isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant, enclosed in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: .rectangle, isFilled: isFilled, isSlashed: isSlashed) }
    /// This variant, filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    /// This variant, with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether every part of `other` is part of this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The SF Symbols name of `base` in this variant, in the catalogue's order of suffixes
    /// (slash, shape, fill): "bell" with `.fill.slash` is "bell.slash.fill".
    func variantName(of base: String) -> String {
        var name = base
        if isSlashed, !name.contains(".slash") { name += ".slash" }
        if let shape { name += ".\(shape)" }
        if isFilled, !name.hasSuffix(".fill") { name += ".fill" }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The symbol variant for `Image(systemName:)` inside.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows the symbols inside in `variant` (SwiftUI adds it to what is already set).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            var combined = current
            if variant.contains(.fill) { combined = combined.fill }
            if variant.contains(.slash) { combined = combined.slash }
            if variant.contains(.circle) { combined = combined.circle }
            if variant.contains(.square) { combined = combined.square }
            if variant.contains(.rectangle) { combined = combined.rectangle }
            current = variant == .none ? .none : combined
        }
    }
}
