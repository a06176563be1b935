import Foundation

/// SwiftUI's `Image`: a picture from an asset catalog, a PNG, or a system symbol.
///
/// Not resizable (the default), it is exactly its pixel size divided by its scale; after
/// `.resizable()` it takes the size it is offered, so `.scaledToFit()`/`.aspectRatio` fit
/// it as in SwiftUI. Pixels are resampled bilinearly in premultiplied space when the drawn
/// size differs from the pixel size (docs/ARCHITECTURE.md §7.9).
public struct Image: View, PrimitiveView, Equatable {
    /// Where the picture comes from.
    enum Source: Equatable {
        case named(String, bundlePath: String?)
        case bitmap(ImageBitmap)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true
    /// The symbol's own rendering mode (`Image.symbolRenderingMode(_:)`), which wins over
    /// the environment's.
    var symbolRenderingMode: SymbolRenderingMode?

    /// An image from an asset catalog's `<name>.imageset`, found in `bundle`'s resources
    /// (the main bundle when nil); the variant for the render's scale and appearance is used.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// An asset-catalog image that accessibility ignores: drawn like `Image(_:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A system symbol. SF Symbols cannot be shipped on Linux: names are drawn from Google's
    /// Material Icons through our own table and SF's naming grammar (`SymbolTable`,
    /// `SymbolName`), or from SVGs the user exported from Apple's SF Symbols app
    /// (`SWATCH_SYMBOLS`); a name neither has draws a placeholder box. Symbols are templates:
    /// they take the foreground style and scale with the font.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image of already-decoded pixels (SwatchRaster's own initializer, standing in for
    /// `Image(uiImage:)`/`Image(nsImage:)` on a Mac): `image.scale` pixels per point.
    public init(rasterImage image: RasterImage) {
        source = .bitmap(ImageBitmap(image))
    }

    /// An image read from a PNG file (SwatchRaster's own initializer); a file that cannot
    /// be read or decoded fails the render with the decoder's error.
    public init(contentsOfPNG url: URL) throws {
        self.init(rasterImage: try RasterImage(contentsOfPNG: url))
    }

    /// Never called: the engine lays images out itself.
    public var body: Never { primitiveBody() }

    /// How a resizable image fills a size larger than its pixels.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiles the image (drawn stretched here: tiling is not implemented).
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether the image keeps its colors or is drawn as a mask in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in its own colors.
        case original
        /// Drawn in the foreground color, using only its alpha.
        case template
    }

    /// How pixels are resampled when the image is drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest pixel: sharp, blocky.
        case none
        /// Bilinear (every level except `.none` is bilinear here).
        case low
        /// Bilinear.
        case medium
        /// Bilinear.
        case high
    }

    /// The scale of a symbol image relative to the font.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// The text's size.
        case medium
        /// Larger than the text.
        case large
    }

    /// The image made to take whatever size it is offered. Cap insets are accepted; the
    /// whole image is stretched (nine-slice drawing is not implemented).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the image in its own colors or as a template in the foreground color.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How pixels are resampled when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Whether edges are anti-aliased when scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        // Template images take the foreground style's color (a gradient's first stop); symbols
        // resolve theirs per layer (SymbolStyle).
        var foreground: RGBAColor { StyleResolver.paint(nil, in: environment).representativeColor }
        switch source {
        case .system(let name):
            let font = environment.font ?? .body
            let textSize = font.pointSize(at: environment.dynamicTypeSize)
            let size = textSize * SystemSymbols.factor(environment.imageScale)
            let style = SymbolStyle(mode: symbolRenderingMode ?? environment.symbolRenderingMode, environment: environment)
            nodes.append(SymbolNode(path: context.path, name: name, pointSize: size, textSize: textSize, style: style,
                                    isResizable: isResizable))
        case .named(let name, let bundlePath):
            var bitmap: ImageBitmap?
            switch AssetCatalogImages.bitmap(named: name, bundlePath: bundlePath,
                                             scale: environment.displayScale,
                                             dark: environment.colorScheme == .dark) {
            case .success(let found): bitmap = found
            case .failure(let error): bitmap = nil; context.diagnostics.record(error)
            }
            // A missing name draws nothing at zero size, as SwiftUI does (it logs "No image
            // named … found in asset catalog").
            nodes.append(ImageNode(path: context.path, bitmap: bitmap, image: self, tint: renderingMode == .template ? foreground : nil))
        case .bitmap(let bitmap):
            nodes.append(ImageNode(path: context.path, bitmap: bitmap, image: self, tint: renderingMode == .template ? foreground : nil))
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The scale of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales system symbols inside this view relative to their font.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
