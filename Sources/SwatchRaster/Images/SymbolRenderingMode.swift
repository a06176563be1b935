/// SwiftUI's `SymbolRenderingMode`: how a multi-layer SF Symbol colors its layers.
///
/// A symbol's layers here are the parts it is composed of (ARCHITECTURE §7.9): the picture
/// (primary), an enclosure (secondary) and a badge. A single Material icon is one layer, so
/// it shows one color in every mode; composed names color their parts apart.
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
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets how this symbol colors its layers; it wins over the environment's mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}
