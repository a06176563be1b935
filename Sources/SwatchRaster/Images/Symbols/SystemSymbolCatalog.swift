/// What `Image(systemName:)` will draw for a name, for tools and users who ask before they
/// render (`render-swatches symbols`): a user's SVG, one icon of the default set, a
/// composition of one, or the placeholder.
public enum SystemSymbolCatalog {
    /// One line describing how `name` is drawn: "svg PATH", "icon NAME" (a Material icon),
    /// "composed ICON + circle + fill …", or nil for the placeholder box.
    public static func drawing(of name: String) -> String? {
        if UserSymbols.symbol(named: name) != nil, let directory = UserSymbols.directory {
            return "svg \(directory)/\(name).svg"
        }
        guard let recipe = SymbolName.resolve(name) else { return nil }
        let base: String
        switch recipe.base {
        case .material(let material):
            guard MaterialIcons.glyph(named: material) != nil else { return nil }
            base = material
        case .character(let character):
            base = "character \(character)"
        case .parts(let parts):
            guard parts.allSatisfy({ MaterialIcons.glyph(named: $0.material) != nil || SymbolShapes.shape(named: $0.material) != nil })
            else { return nil }
            base = "parts " + parts.map { $0.cut ? "cut \($0.material)" : $0.material }.joined(separator: " + ")
        }
        var parts = [base]
        if recipe.isSlashed { parts.append("slash") }
        if let enclosure = recipe.enclosure { parts.append(enclosure.rawValue) }
        if recipe.isFilled && recipe.enclosure != nil { parts.append("fill") }
        if let badge = recipe.badge { parts.append("badge \(badge)") }
        return parts.count == 1 ? "icon \(base)" : "composed " + parts.joined(separator: " + ")
    }

    /// Whether the default set's font (Material Icons) is installed.
    public static var hasDefaultSet: Bool { MaterialIcons.face != nil }
}
