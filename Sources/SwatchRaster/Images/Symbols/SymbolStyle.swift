/// What a symbol takes from its environment: the rendering mode, the font's weight (for the
/// strokes it composes), the variant, and the foreground resolved per layer level.
struct SymbolStyle {
    var mode: SymbolRenderingMode.Kind
    var weight: Int
    var variants: SymbolVariants?
    /// The foreground by level as the mode reads it (multicolor: the uncolored layers').
    var levels: [RGBAColor]
    /// The environment, kept to resolve multicolor's system colors in its appearance.
    var environment: EnvironmentValues

    init(mode: SymbolRenderingMode?, environment: EnvironmentValues) {
        let kind = mode?.kind ?? .monochrome
        self.mode = kind
        self.environment = environment
        weight = (environment.font ?? .body).resolvedWeight
        variants = environment.symbolVariants == .none ? nil : environment.symbolVariants
        let primary = StyleResolver.paint(nil, in: environment).representativeColor
        switch kind {
        case .monochrome, .multicolor:
            levels = [primary, primary, primary]
        case .hierarchical:
            // Layers in descending levels of the primary style, as `.secondary` and
            // `.tertiary` fade a custom color (StyleResolver.levelOpacity).
            levels = (0..<3).map { primary.scalingAlpha(StyleResolver.levelOpacity($0)) }
        case .palette:
            // Each level in the style given for it by `foregroundStyle(_:_:_:)`.
            levels = (0..<3).map { StyleResolver.foreground(environment.foregroundStyles, in: environment, level: $0).representativeColor }
        }
    }

    /// The colors of `name`'s levels: multicolor's own where the set names some.
    func colors(name: String, recipe: SymbolName?) -> [RGBAColor] {
        guard mode == .multicolor else { return levels }
        let badgeLevel = recipe?.enclosure == nil ? 1 : 2
        var colors = levels
        for (level, color) in SymbolMulticolor.colors(for: name, badge: recipe?.badge, badgeLevel: badgeLevel) where level < colors.count {
            colors[level] = color.resolve(in: environment)
        }
        return colors
    }
}
