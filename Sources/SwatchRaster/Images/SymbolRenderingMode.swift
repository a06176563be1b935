/// SwiftUI's `SymbolRenderingMode`: how a multi-layer SF Symbol colors its layers.
///
/// The symbols here come from a single-layer icon font (Font Awesome, ARCHITECTURE §7.11),
/// which has no layers to color apart, so every mode draws the whole glyph in the primary
/// foreground style: exact for `.monochrome`, and for `.palette` with one style; for
/// `.hierarchical` and `.multicolor`, the symbol's secondary layers come out in the primary
/// style too (darker than iOS draws them). The mode is kept in the environment, so a later
/// layered symbol font can honour it.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One color for every layer: the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in levels of the foreground style (primary, secondary, tertiary).
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the styles given to `foregroundStyle(_:_:)` / `(_:_:_:)`.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
    /// The rendering mode for symbols inside; nil is the symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbols inside color their layers (see `SymbolRenderingMode` for what a
    /// single-layer symbol font can show).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets how this symbol colors its layers. Returns the image unchanged: with one layer
    /// per glyph, every mode draws what the image already draws (see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
