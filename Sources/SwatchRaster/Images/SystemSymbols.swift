/// `Image(systemName:)` on Linux: SF Symbols are Apple's and cannot ship, so names are drawn
/// from the default set (Material Icons, `SymbolTable` and `SymbolName`) or from the user's
/// own exports of Apple's symbols (`UserSymbols`). These are the metrics they share.
enum SystemSymbols {
    /// Size of a symbol relative to its font for `.imageScale`: our approximation (Apple
    /// documents the three scales but publishes no ratios).
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }

    /// How much larger than the default set's own size a symbol's picture is drawn (its em
    /// box and frame stay the font's size). Measured on an iOS 18 screenshot at body size
    /// (haiwei-Lee/swiftUI-settingsPage@fbf895d, iPhone 16 Pro @3x): SF's gear is 18.3 pt tall,
    /// trash 18.7 pt, wifi 19.3 pt wide, where Material's 20-unit live area drew 13.7, 12.7 and
    /// 15.7 pt (ratios 1.34, 1.47, 1.23); 1.3 is between them.
    static let pictureScale: CGFloat = 1.3

    /// The system font's cap height per point of size (its "H" ink height over its em), on
    /// which symbols centre; 0.7 when no system face loads.
    static let capHeight: CGFloat = {
        guard let face = try? FontLookup.face(family: SystemFont.defaultFamily) else { return 0.7 }
        let glyph = face.glyphIndex(for: "H")
        guard glyph != 0, let ink = face.inkBounds(of: glyph), face.unitsPerEm > 0 else { return 0.7 }
        return CGFloat(ink.maxY) / CGFloat(face.unitsPerEm)
    }()
}

extension Text {
    /// Text showing an image inline. A system symbol the default set draws as one icon is
    /// that icon's character in the icon font, at the text's size and color, so it wraps and
    /// aligns like a character (a composed name shows its base picture); any other image is
    /// drawn as a white square (U+25A1) placeholder character.
    public init(_ image: Image) {
        if case .system(let name) = image.source, let scalar = SystemSymbols.inlineScalar(name) {
            var run = Run(content: .verbatim(String(Character(scalar))))
            run.attributes.isSymbol = true
            self.init(verbatim: "")
            runs = [run]
        } else {
            self.init(verbatim: "\u{25A1}")
        }
    }
}

extension SystemSymbols {
    /// The icon font's character for `name` inline: its own icon, or its base picture's.
    static func inlineScalar(_ name: String) -> Unicode.Scalar? {
        guard let recipe = SymbolName.resolve(name), case .material(let material) = recipe.base else { return nil }
        return MaterialIcons.scalar(named: material)
    }
}
